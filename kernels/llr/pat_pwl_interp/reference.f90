! pat_pwl_interp: piecewise-linear interpolation of each x[i] from a sorted table (xs, ys), binary
! search per element, clamped outside the table. Arrays are 0-based, indexed as in the C reference.
subroutine pat_pwl_interp(xs, ys, x, y, N, M) bind(c, name="pat_pwl_interp")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: M
  real(rk), intent(in) :: xs(0:M - 1)
  real(rk), intent(in) :: ys(0:M - 1)
  real(rk), intent(in) :: x(0:N - 1)
  real(rk), intent(out) :: y(0:N - 1)
  integer(c_int64_t) :: i, lo, hi, mid
  real(rk) :: v, t

  do i = 0, N - 1
    v = x(i)
    if (v <= xs(0)) then
      y(i) = ys(0)
    else if (v >= xs(M - 1)) then
      y(i) = ys(M - 1)
    else
      lo = 0
      hi = M - 1
      do while (hi - lo > 1)
        mid = (lo + hi) / 2
        if (xs(mid) <= v) then
          lo = mid
        else
          hi = mid
        end if
      end do
      t = (v - xs(lo)) / (xs(hi) - xs(lo))
      y(i) = ys(lo) + t * (ys(hi) - ys(lo))
    end if
  end do
end subroutine pat_pwl_interp
