! dist_softmax_vocab, serial: p = exp(z - max z) / sum exp(z - max z).
subroutine dist_softmax_vocab(p, z, V) bind(c, name="dist_softmax_vocab")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: V
  real(rk), intent(out) :: p(V)
  real(rk), intent(in) :: z(V)
  real(ak) :: m, s
  integer(c_int64_t) :: i

  m = real(z(1), ak)
  do i = 2, V
    if (real(z(i), ak) > m) m = real(z(i), ak)
  end do
  s = 0
  do i = 1, V
    s = s + exp(real(z(i), ak) - m)
  end do
  do i = 1, V
    p(i) = real(exp(real(z(i), ak) - m) / s, rk)
  end do
end subroutine dist_softmax_vocab
