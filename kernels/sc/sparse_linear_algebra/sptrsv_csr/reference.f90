! sptrsv_csr: sparse forward substitution x = L^-1 b, L = diag + the strictly lower entries of a CSR matrix
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine sptrsv_csr(x, A_rowptr, A_col, A_val, diag, b, N, NNZ) bind(c, name="sptrsv_csr")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: x(0:*)
  integer(c_int32_t), intent(in) :: A_rowptr(0:*)
  integer(c_int32_t), intent(in) :: A_col(0:*)
  real(rk), intent(in) :: A_val(0:*)
  real(rk), intent(in) :: diag(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: NNZ
  integer(c_int64_t) :: i
  real(rk) :: s
  integer(c_int64_t) :: e

  do i = 0, N - 1
    s = real(b(i), rk)
    do e = A_rowptr(i), A_rowptr((i + 1)) - 1
      if ((A_col(e) < i)) then
        s = real((s - (A_val(e) * x(A_col(e)))), rk)
      end if
    end do
    x(i) = real((s / diag(i)), rk)
  end do
end subroutine sptrsv_csr
