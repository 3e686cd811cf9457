! TSVC-2 s152: b[i] = d[i] * e[i]; a[i] += b[i] * c[i] through a subroutine.
subroutine s152(a, b, c, d, e, LEN_1D) bind(c, name="s152")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(inout) :: a(LEN_1D)
  real(rk), intent(out) :: b(LEN_1D)
  real(rk), intent(in) :: c(LEN_1D)
  real(rk), intent(in) :: d(LEN_1D)
  real(rk), intent(in) :: e(LEN_1D)
  integer(c_int64_t) :: i

  do i = 1, LEN_1D
    b(i) = d(i) * e(i)
    call s152s(a, b, c, i)
  end do

contains

  subroutine s152s(a, b, c, i)
    real(rk), intent(inout) :: a(:)
    real(rk), intent(in) :: b(:)
    real(rk), intent(in) :: c(:)
    integer(c_int64_t), intent(in) :: i

    a(i) = a(i) + b(i) * c(i)
  end subroutine s152s
end subroutine s152
