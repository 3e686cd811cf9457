! TSVC-2 s4113: indirect addressing on both sides: a[ip[i]] = b[ip[i]] + c[i].
! ip holds 0-based positions (C's), so a[ip[i]] is a(ip(i) + 1).
subroutine s4113(a, b, c, ip, LEN_1D) bind(c, name="s4113")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(out) :: a(LEN_1D)
  real(rk), intent(in) :: b(LEN_1D)
  real(rk), intent(in) :: c(LEN_1D)
  integer(c_int32_t), intent(in) :: ip(LEN_1D)
  integer(c_int64_t) :: i

  do i = 1, LEN_1D
    a(ip(i) + 1) = b(ip(i) + 1) + c(i)
  end do
end subroutine s4113
