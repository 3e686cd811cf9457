! pat_iir_rows: first-order IIR along each row, y[r][c] = x[r][c] + alpha * y[r][c-1], y[r][0] = x[r][0].
! Arrays are 0-based; C x[r][c] is x(c, r).
subroutine pat_iir_rows(x, y, R, C, alpha) bind(c, name="pat_iir_rows")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R
  integer(c_int64_t), value, intent(in) :: C
  real(rk), value, intent(in) :: alpha
  real(rk), intent(in) :: x(0:C - 1, 0:R - 1)
  real(rk), intent(out) :: y(0:C - 1, 0:R - 1)
  integer(c_int64_t) :: ir, ic

  do ir = 0, R - 1
    y(0, ir) = x(0, ir)
    do ic = 1, C - 1
      y(ic, ir) = x(ic, ir) + alpha * y(ic - 1, ir)
    end do
  end do
end subroutine pat_iir_rows
