! TSVC-2 s318: isamax: the maximum absolute value of a with stride inc and its (0-based) position.
subroutine s318(a, xmax, imax, LEN_1D, inc) bind(c, name="s318")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: inc
  real(rk), intent(in) :: a((LEN_1D - 1) * inc + 1)
  real(rk), intent(out) :: xmax(1)
  integer(c_int64_t), intent(out) :: imax(1)
  real(rk) :: m
  integer(c_int64_t) :: i, k, idx

  k = 1
  idx = 0
  m = abs(a(1))
  k = k + inc
  do i = 1, LEN_1D - 1
    if (.not. (abs(a(k)) <= m)) then
      idx = i
      m = abs(a(k))
    end if
    k = k + inc
  end do
  xmax(1) = m
  imax(1) = idx
end subroutine s318
