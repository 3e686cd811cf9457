! dequant_int8_per_channel: W(k, n) = (Q(k, n) - zp(n)) * scale(n) (the difference exact, as an integer).
subroutine dequant_int8_per_channel(W, Q, scale, zp, N, K) bind(c, name="dequant_int8_per_channel")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, K
  real(rk), intent(out) :: W(K, N)
  integer(c_int8_t), intent(in) :: Q(K, N)
  real(rk), intent(in) :: scale(N)
  integer(c_int32_t), intent(in) :: zp(N)
  integer(c_int64_t) :: in, ik
  real(ak) :: s

  do in = 1, N
    s = real(scale(in), ak)
    do ik = 1, K
      W(ik, in) = real(real(int(Q(ik, in), c_int32_t) - zp(in), ak) * s, rk)
    end do
  end do
end subroutine dequant_int8_per_channel
