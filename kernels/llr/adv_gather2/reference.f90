! adv_gather2: double-indirect gather a[i] = c[i] * b[p[q[i]]] (q into a table p of M indices into b).
! Arrays are 0-based, indexed as the C reference indexes them (q and p hold 0-based indices).
subroutine adv_gather2(a, b, c, q, p, LEN_1D, M) bind(c, name="adv_gather2")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: M
  real(rk), intent(out) :: a(0:LEN_1D - 1)
  real(rk), intent(in) :: b(0:LEN_1D - 1)
  real(rk), intent(in) :: c(0:LEN_1D - 1)
  integer(c_int32_t), intent(in) :: q(0:LEN_1D - 1)
  integer(c_int32_t), intent(in) :: p(0:M - 1)
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    a(i) = c(i) * b(p(q(i)))
  end do
end subroutine adv_gather2
