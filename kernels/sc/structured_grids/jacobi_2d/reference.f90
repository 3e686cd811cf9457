! jacobi_2d: PolyBench/C 4.2 jacobi-2d: TSTEPS times B[i][j] = 0.2 (A[i][j] + A[i][j-1] + A[i][j+1] + A[i+1][j] +
! A[i-1][j]) on the interior, then the same from B into A (terms summed in that order); boundaries never written.
subroutine jacobi_2d(A, B, TSTEPS, N) bind(c, name="jacobi_2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: TSTEPS, N
  real(rk), intent(inout) :: A(0:N - 1, 0:N - 1), B(0:N - 1, 0:N - 1)
  integer(c_int64_t) :: t, i, j

  do t = 0, TSTEPS - 1
    do i = 1, N - 2
      do j = 1, N - 2
        B(j, i) = 0.2_rk * (A(j, i) + A(j - 1, i) + A(j + 1, i) + A(j, i + 1) + A(j, i - 1))
      end do
    end do
    do i = 1, N - 2
      do j = 1, N - 2
        A(j, i) = 0.2_rk * (B(j, i) + B(j - 1, i) + B(j + 1, i) + B(j, i + 1) + B(j, i - 1))
      end do
    end do
  end do
end subroutine jacobi_2d
