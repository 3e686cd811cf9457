! TSVC-2 s4114: indirect addressing with variable bounds: a[i] = b[i] + c[LEN_1D - ip[i] - 1] * d[i] for i >= n1 - 1.
! ip holds 0-based positions (C's): C's c[LEN_1D - k - 1] is c(LEN_1D - k).
subroutine s4114(a, b, c, d, ip, LEN_1D, n1) bind(c, name="s4114")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: n1
  real(rk), intent(inout) :: a(LEN_1D)
  real(rk), intent(in) :: b(LEN_1D)
  real(rk), intent(in) :: c(LEN_1D)
  real(rk), intent(in) :: d(LEN_1D)
  integer(c_int32_t), intent(in) :: ip(LEN_1D)
  integer(c_int64_t) :: i, k

  do i = n1, LEN_1D
    k = ip(i)
    a(i) = b(i) + c(LEN_1D - k) * d(i)
  end do
end subroutine s4114
