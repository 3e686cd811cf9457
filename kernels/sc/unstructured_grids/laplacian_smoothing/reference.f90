! laplacian_smoothing: one Laplacian smoothing sweep of node positions over a CSR adjacency: p' = (1 - w) p + w mean(neighbours)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine laplacian_smoothing(xn, yn, x, y, adj_rowptr, adj_col, N, NE, w) bind(c, name="laplacian_smoothing")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: xn(0:*)
  real(rk), intent(out) :: yn(0:*)
  real(rk), intent(in) :: x(0:*)
  real(rk), intent(in) :: y(0:*)
  integer(c_int32_t), intent(in) :: adj_rowptr(0:*)
  integer(c_int32_t), intent(in) :: adj_col(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: NE
  real(rk), value, intent(in) :: w
  integer(c_int64_t) :: v
  integer(c_int64_t) :: deg
  real(rk) :: sx
  real(rk) :: sy
  integer(c_int64_t) :: e

  do v = 0, N - 1
    deg = int((adj_rowptr((v + 1)) - adj_rowptr(v)), c_int64_t)
    if ((.not. (deg /= 0))) then
      xn(v) = real(x(v), rk)
      yn(v) = real(y(v), rk)
      cycle
    end if
    sx = real(0, rk)
    sy = real(0, rk)
    do e = adj_rowptr(v), adj_rowptr((v + 1)) - 1
      sx = real((sx + x(adj_col(e))), rk)
      sy = real((sy + y(adj_col(e))), rk)
    end do
    xn(v) = real((((1 - w) * x(v)) + (w * (sx / real(deg, rk)))), rk)
    yn(v) = real((((1 - w) * y(v)) + (w * (sy / real(deg, rk)))), rk)
  end do
end subroutine laplacian_smoothing
