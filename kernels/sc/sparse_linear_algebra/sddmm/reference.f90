! sddmm: sampled dense-dense matrix multiplication, out[e] = S_val[e] * (A[i, :] . B[j, :]) for every nonzero e = (i, j) of S (CSR).
subroutine sddmm(out, S_rowptr, S_col, S_val, A, B, N, M, K, NNZ) bind(c, name="sddmm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: M
  integer(c_int64_t), value, intent(in) :: K
  integer(c_int64_t), value, intent(in) :: NNZ
  real(rk), intent(out) :: out(0:NNZ - 1)
  integer(c_int32_t), intent(in) :: S_rowptr(0:N)
  integer(c_int32_t), intent(in) :: S_col(0:NNZ - 1)
  real(rk), intent(in) :: S_val(0:NNZ - 1)
  real(rk), intent(in) :: A(0:K - 1, 0:N - 1)
  real(rk), intent(in) :: B(0:K - 1, 0:M - 1)
  integer(c_int64_t) :: i, e, kk
  integer(c_int32_t) :: j
  real(rk) :: s

  ! C's A[i][k] is A(k, i)
  do i = 0, N - 1
    do e = S_rowptr(i), S_rowptr(i + 1) - 1
      j = S_col(e)
      s = 0
      do kk = 0, K - 1
        s = s + A(kk, i) * B(kk, j)
      end do
      out(e) = S_val(e) * s
    end do
  end do
end subroutine sddmm
