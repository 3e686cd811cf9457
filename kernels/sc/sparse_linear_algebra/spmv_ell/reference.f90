! spmv_ell: y = A x, A sparse in ELLPACK format (K entries per row, column-major slices col[k][i], val[k][i]).
subroutine spmv_ell(y, col, val, x, N, K) bind(c, name="spmv_ell")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: K
  real(rk), intent(out) :: y(0:N - 1)
  integer(c_int32_t), intent(in) :: col(0:N - 1, 0:K - 1)
  real(rk), intent(in) :: val(0:N - 1, 0:K - 1)
  real(rk), intent(in) :: x(0:N - 1)
  integer(c_int64_t) :: i, kk

  ! C's val[k][i] is val(i, k)
  y = 0
  do kk = 0, K - 1
    do i = 0, N - 1
      y(i) = y(i) + val(i, kk) * x(col(i, kk))
    end do
  end do
end subroutine spmv_ell
