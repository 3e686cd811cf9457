! TSVC-2 s353: unrolled sparse saxpy (gather): a[i] += c[0] * b[ip[i]], five elements per iteration.
! ip holds 0-based positions (C's), so b[ip[i]] is b(ip(i) + 1).
subroutine s353(a, b, c, ip, LEN_1D) bind(c, name="s353")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(inout) :: a(LEN_1D)
  real(rk), intent(in) :: b(LEN_1D)
  real(rk), intent(in) :: c(LEN_1D)
  integer(c_int32_t), intent(in) :: ip(LEN_1D)
  real(rk) :: alpha
  integer(c_int64_t) :: i

  alpha = c(1)
  do i = 1, LEN_1D, 5
    a(i) = a(i) + alpha * b(ip(i) + 1)
    a(i + 1) = a(i + 1) + alpha * b(ip(i + 1) + 1)
    a(i + 2) = a(i + 2) + alpha * b(ip(i + 2) + 1)
    a(i + 3) = a(i + 3) + alpha * b(ip(i + 3) + 1)
    a(i + 4) = a(i + 4) + alpha * b(ip(i + 4) + 1)
  end do
end subroutine s353
