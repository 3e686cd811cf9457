! TSVC-2 vag: vector assignment, gather: a[i] = b[ip[i]].
! ip holds 0-based positions (C's), so b[ip[i]] is b(ip(i) + 1).
subroutine vag(a, b, ip, LEN_1D) bind(c, name="vag")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(out) :: a(LEN_1D)
  real(rk), intent(in) :: b(LEN_1D)
  integer(c_int32_t), intent(in) :: ip(LEN_1D)
  integer(c_int64_t) :: i

  do i = 1, LEN_1D
    a(i) = b(ip(i) + 1)
  end do
end subroutine vag
