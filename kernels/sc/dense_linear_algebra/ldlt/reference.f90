! ldlt: LDL^T factorization without pivoting in place (L strictly lower, D on the diagonal), A SPD.
! A is C's row-major A[i][j], here A(j, i).
subroutine ldlt(A, N) bind(c, name="ldlt")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(inout) :: A(N, N)
  integer(c_int64_t) :: i, j, k
  real(rk) :: s, d

  do i = 1, N
    do j = 1, i - 1
      s = A(j, i)
      do k = 1, j - 1
        s = s - (A(k, i) * A(k, k)) * A(k, j)
      end do
      A(j, i) = s / A(j, j)
    end do
    d = A(i, i)
    do k = 1, i - 1
      d = d - (A(k, i) * A(k, k)) * A(k, i)
    end do
    A(i, i) = d
  end do
end subroutine ldlt
