! TSVC-2 s4121: statement function: a[i] += f(b[i], c[i]) with f(x, y) = x * y.
subroutine s4121(a, b, c, LEN_1D) bind(c, name="s4121")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(inout) :: a(LEN_1D)
  real(rk), intent(in) :: b(LEN_1D)
  real(rk), intent(in) :: c(LEN_1D)
  integer(c_int64_t) :: i

  do i = 1, LEN_1D
    a(i) = a(i) + f(b(i), c(i))
  end do

contains

  pure function f(x, y) result(r)
    real(rk), intent(in) :: x, y
    real(rk) :: r

    r = x * y
  end function f
end subroutine s4121
