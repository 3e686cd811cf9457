! ilu0: ILU(0) in place on the values of a CSR matrix (Saad's IKJ variant, pattern kept): for i = 1 .. N-1, for
! each stored (i, k) with k < i in column order, A[i][k] /= A[k][k] (already factored), then A[i][j] -= A[i][k] A[k][j]
! for every stored (i, j) with j > k whose (k, j) is stored (a merge of the two sorted rows). Row 0 is unchanged.
subroutine ilu0(A_val, A_rowptr, A_col, N, K, NNZ) bind(c, name="ilu0")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, K, NNZ
  real(rk), intent(inout) :: A_val(0:NNZ - 1)
  integer(c_int32_t), intent(in) :: A_rowptr(0:N), A_col(0:NNZ - 1)
  real(rk) :: lik
  integer(c_int64_t) :: i, e, kk, dk, f, g

  if (K < 0) continue  ! K only sizes the drawn pattern (the C reference ignores it; no effect)
  do i = 1, N - 1
    e = A_rowptr(i)
    do while (e < A_rowptr(i + 1))
      if (A_col(e) >= i) exit
      kk = A_col(e)
      dk = A_rowptr(kk)
      do while (A_col(dk) /= kk)  ! the diagonal of row k (every row stores it)
        dk = dk + 1
      end do
      A_val(e) = A_val(e) / A_val(dk)
      lik = A_val(e)
      f = e + 1
      g = dk + 1
      do while (f < A_rowptr(i + 1) .and. g < A_rowptr(kk + 1))
        if (A_col(f) < A_col(g)) then
          f = f + 1
        else if (A_col(f) > A_col(g)) then
          g = g + 1
        else
          A_val(f) = A_val(f) - lik * A_val(g)
          f = f + 1
          g = g + 1
        end if
      end do
      e = e + 1
    end do
  end do
end subroutine ilu0
