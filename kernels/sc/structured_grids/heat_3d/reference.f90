! heat_3d: PolyBench heat-3d, TSTEPS times B = A + 0.125 (3-D second differences of A) on the interior, then A from B.
subroutine heat_3d(A, B, TSTEPS, N) bind(c, name="heat_3d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: TSTEPS
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(inout) :: A(0:N - 1, 0:N - 1, 0:N - 1)
  real(rk), intent(inout) :: B(0:N - 1, 0:N - 1, 0:N - 1)
  integer(c_int64_t) :: t

  do t = 1, TSTEPS
    call sweep(B, A)
    call sweep(A, B)
  end do

contains

  ! C's x[i][j][k] is x(k, j, i); terms in PolyBench's order
  subroutine sweep(out, inp)
    real(rk), intent(inout) :: out(0:N - 1, 0:N - 1, 0:N - 1)
    real(rk), intent(in) :: inp(0:N - 1, 0:N - 1, 0:N - 1)
    integer(c_int64_t) :: i, j, k
    do i = 1, N - 2
      do j = 1, N - 2
        do k = 1, N - 2
          out(k, j, i) = 0.125_rk * (inp(k, j, i + 1) - 2.0_rk * inp(k, j, i) + inp(k, j, i - 1)) &
                       + 0.125_rk * (inp(k, j + 1, i) - 2.0_rk * inp(k, j, i) + inp(k, j - 1, i)) &
                       + 0.125_rk * (inp(k + 1, j, i) - 2.0_rk * inp(k, j, i) + inp(k - 1, j, i)) &
                       + inp(k, j, i)
        end do
      end do
    end do
  end subroutine sweep
end subroutine heat_3d
