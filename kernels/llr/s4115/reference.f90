! TSVC-2 s4115: sparse dot product sum[0] = sum_i a[i] * b[ip[i]].
! ip holds 0-based positions (C's), so b[ip[i]] is b(ip(i) + 1).
subroutine s4115(a, b, ip, sum, LEN_1D) bind(c, name="s4115")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(in) :: a(LEN_1D)
  real(rk), intent(in) :: b(LEN_1D)
  integer(c_int32_t), intent(in) :: ip(LEN_1D)
  real(rk), intent(out) :: sum(1)
  real(rk) :: s
  integer(c_int64_t) :: i

  s = 0.0_rk
  do i = 1, LEN_1D
    s = s + a(i) * b(ip(i) + 1)
  end do
  sum(1) = s
end subroutine s4115
