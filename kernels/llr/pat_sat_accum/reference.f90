! pat_sat_accum: saturating i32 running sum s = clamp(s + x[i], lo, hi); st[i] = s, y[i] = a[i] * s.
! Arrays are 0-based, indexed as in the C reference.
subroutine pat_sat_accum(x, a, st, y, N, lo, hi) bind(c, name="pat_sat_accum")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int32_t), value, intent(in) :: lo
  integer(c_int32_t), value, intent(in) :: hi
  integer(c_int32_t), intent(in) :: x(0:N - 1)
  real(rk), intent(in) :: a(0:N - 1)
  integer(c_int32_t), intent(out) :: st(0:N - 1)
  real(rk), intent(out) :: y(0:N - 1)
  integer(c_int64_t) :: i
  integer(c_int32_t) :: s, t

  s = 0
  do i = 0, N - 1
    t = s + x(i)
    if (t > hi) t = hi
    if (t < lo) t = lo
    s = t
    st(i) = s
    y(i) = a(i) * real(s, rk)
  end do
end subroutine pat_sat_accum
