! TSVC-2 vas: vector assignment, scatter: a[ip[i]] = b[i].
! ip holds 0-based positions (C's), so a[ip[i]] is a(ip(i) + 1).
subroutine vas(a, b, ip, LEN_1D) bind(c, name="vas")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(out) :: a(LEN_1D)
  real(rk), intent(in) :: b(LEN_1D)
  integer(c_int32_t), intent(in) :: ip(LEN_1D)
  integer(c_int64_t) :: i

  do i = 1, LEN_1D
    a(ip(i) + 1) = b(i)
  end do
end subroutine vas
