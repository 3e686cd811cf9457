! spmm_csr: C = A B with A sparse N x M in CSR (0-based) and B dense M x K (row-major, so B(k, col) here):
! C[i][:] = the sum over the entries e of row i (in order) of A_val[e] * B[A_col[e]][:].
subroutine spmm_csr(C, A_rowptr, A_col, A_val, B, N, M, K, NNZ) bind(c, name="spmm_csr")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, M, K, NNZ
  real(rk), intent(out) :: C(0:K - 1, 0:N - 1)
  integer(c_int32_t), intent(in) :: A_rowptr(0:N)
  integer(c_int32_t), intent(in) :: A_col(0:NNZ - 1)
  real(rk), intent(in) :: A_val(0:NNZ - 1)
  real(rk), intent(in) :: B(0:K - 1, 0:M - 1)
  integer(c_int64_t) :: i, e

  do i = 0, N - 1
    C(:, i) = 0
    do e = A_rowptr(i), A_rowptr(i + 1) - 1
      C(:, i) = C(:, i) + A_val(e) * B(:, A_col(e))
    end do
  end do
end subroutine spmm_csr
