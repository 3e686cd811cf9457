! spmv_dia: y = A x with A in DIA format: ND diagonals data(i, d) = A(i, i + offset(d)) (0-based rows,
! entries outside the matrix ignored), summed diagonal by diagonal.
subroutine spmv_dia(y, data, offset, x, N, ND) bind(c, name="spmv_dia")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, ND
  real(rk), intent(out) :: y(0:N - 1)
  real(rk), intent(in) :: data(0:N - 1, 0:ND - 1), x(0:N - 1)
  integer(c_int32_t), intent(in) :: offset(0:ND - 1)
  integer(c_int64_t) :: d, i, k, lo, hi

  y = 0
  do d = 0, ND - 1
    k = offset(d)
    lo = max(0_c_int64_t, -k)
    hi = min(N, N - k)
    do i = lo, hi - 1
      y(i) = y(i) + data(i, d) * x(i + k)
    end do
  end do
end subroutine spmv_dia
