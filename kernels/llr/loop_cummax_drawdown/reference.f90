! loop_cummax_drawdown: b[i] = max(a[0..i]) (running maximum), c[i] = b[i] - a[i].
subroutine loop_cummax_drawdown(b, c, a, LEN_1D) bind(c, name="loop_cummax_drawdown")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(out) :: b(0:LEN_1D - 1)
  real(rk), intent(out) :: c(0:LEN_1D - 1)
  real(rk), intent(in) :: a(0:LEN_1D - 1)
  integer(c_int64_t) :: i
  real(rk) :: m

  m = a(0)
  do i = 0, LEN_1D - 1
    if (a(i) > m) then
      m = a(i)
    end if
    b(i) = m
    c(i) = m - a(i)
  end do
end subroutine loop_cummax_drawdown
