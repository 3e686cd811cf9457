! cholesky: PolyBench cholesky: A = L * L^T in place (L in the lower triangle), A symmetric positive definite
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine cholesky(A, N) bind(c, name="cholesky")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: A(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j
  real(rk) :: s
  integer(c_int64_t) :: k
  real(rk) :: d

  do i = 0, N - 1
    do j = 0, i - 1
      s = real(A(((i * N) + j)), rk)
      do k = 0, j - 1
        s = real((s - (A(((i * N) + k)) * A(((j * N) + k)))), rk)
      end do
      A(((i * N) + j)) = real((s / A(((j * N) + j))), rk)
    end do
    d = real(A(((i * N) + i)), rk)
    do k = 0, i - 1
      d = real((d - (A(((i * N) + k)) * A(((i * N) + k)))), rk)
    end do
    A(((i * N) + i)) = real(real(sqrt(real(d, c_double)), rk), rk)
  end do
end subroutine cholesky
