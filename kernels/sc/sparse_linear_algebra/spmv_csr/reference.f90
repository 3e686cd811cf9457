! spmv_csr: y = A x, A sparse in CSR (16 entries per row)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine spmv_csr(y, A_rowptr, A_col, A_val, x, N, NNZ) bind(c, name="spmv_csr")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: y(0:*)
  integer(c_int32_t), intent(in) :: A_rowptr(0:*)
  integer(c_int32_t), intent(in) :: A_col(0:*)
  real(rk), intent(in) :: A_val(0:*)
  real(rk), intent(in) :: x(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: NNZ
  integer(c_int64_t) :: i
  real(rk) :: s
  integer(c_int64_t) :: k

  do i = 0, N - 1
    s = real(0, rk)
    do k = A_rowptr(i), A_rowptr((i + 1)) - 1
      s = real((s + (A_val(k) * x(A_col(k)))), rk)
    end do
    y(i) = real(s, rk)
  end do
end subroutine spmv_csr
