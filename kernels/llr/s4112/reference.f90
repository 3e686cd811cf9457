! TSVC-2 s4112: sparse saxpy (gather): a[i] += b[ip[i]] * s.
! ip holds 0-based positions (C's), so b[ip[i]] is b(ip(i) + 1).
subroutine s4112(a, b, ip, LEN_1D, s) bind(c, name="s4112")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: s
  real(rk), intent(inout) :: a(LEN_1D)
  real(rk), intent(in) :: b(LEN_1D)
  integer(c_int32_t), intent(in) :: ip(LEN_1D)
  integer(c_int64_t) :: i

  do i = 1, LEN_1D
    a(i) = a(i) + b(ip(i) + 1) * s
  end do
end subroutine s4112
