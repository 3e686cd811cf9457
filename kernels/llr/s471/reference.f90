! TSVC-2 s471: call statements: x[i] = b[i] + d[i]^2; (a call to an empty subroutine); b[i] = c[i] + d[i] * e[i].
subroutine s471(x, b, c, d, e, LEN_1D) bind(c, name="s471")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(out) :: x(LEN_1D)
  real(rk), intent(inout) :: b(LEN_1D)
  real(rk), intent(in) :: c(LEN_1D)
  real(rk), intent(in) :: d(LEN_1D)
  real(rk), intent(in) :: e(LEN_1D)
  integer(c_int64_t) :: i, m

  m = LEN_1D
  do i = 1, m
    x(i) = b(i) + d(i) * d(i)
    call s471s()
    b(i) = c(i) + d(i) * e(i)
  end do

contains

  subroutine s471s()
  end subroutine s471s
end subroutine s471
