! spmv_coo: y = A x, A sparse in coordinate (COO) format, unsorted entries
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine spmv_coo(y, row, col, val, x, N, NNZ) bind(c, name="spmv_coo")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: y(0:*)
  integer(c_int32_t), intent(in) :: row(0:*)
  integer(c_int32_t), intent(in) :: col(0:*)
  real(rk), intent(in) :: val(0:*)
  real(rk), intent(in) :: x(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: NNZ
  integer(c_int64_t) :: i
  integer(c_int64_t) :: e

  do i = 0, N - 1
    y(i) = real(0, rk)
  end do
  do e = 0, NNZ - 1
    y(row(e)) = real((y(row(e)) + (val(e) * x(col(e)))), rk)
  end do
end subroutine spmv_coo
