! spmv_csc: y = A x, A sparse in CSC (16 entries per column), scatter form column by column.
! Index arrays hold 0-based C indices.
subroutine spmv_csc(y, A_colptr, A_row, A_val, x, N, NNZ) bind(c, name="spmv_csc")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, NNZ
  real(rk), intent(out) :: y(0:N - 1)
  integer(c_int32_t), intent(in) :: A_colptr(0:N)
  integer(c_int32_t), intent(in) :: A_row(0:NNZ - 1)
  real(rk), intent(in) :: A_val(0:NNZ - 1)
  real(rk), intent(in) :: x(0:N - 1)
  integer(c_int64_t) :: i, j, k
  real(rk) :: xj

  do i = 0, N - 1
    y(i) = 0
  end do
  do j = 0, N - 1
    xj = x(j)
    do k = A_colptr(j), A_colptr(j + 1) - 1
      y(A_row(k)) = y(A_row(k)) + A_val(k) * xj
    end do
  end do
end subroutine spmv_csc
