! seidel_2d (PolyBench/C 4.2): TSTEPS in-place Gauss-Seidel sweeps over the interior (i, then j ascending):
! A[i][j] = (the 9 values of the 3 x 3 block around it, row by row, summed left to right) / 9. C's A[i][j] is A(j, i).
subroutine seidel_2d(A, TSTEPS, N) bind(c, name="seidel_2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: TSTEPS, N
  real(rk), intent(inout) :: A(0:N - 1, 0:N - 1)
  integer(c_int64_t) :: t, i, j

  do t = 0, TSTEPS - 1
    do i = 1, N - 2
      do j = 1, N - 2
        A(j, i) = (A(j - 1, i - 1) + A(j, i - 1) + A(j + 1, i - 1) + A(j - 1, i) + A(j, i) + A(j + 1, i) &
                   + A(j - 1, i + 1) + A(j, i + 1) + A(j + 1, i + 1)) / 9.0_rk
      end do
    end do
  end do
end subroutine seidel_2d
