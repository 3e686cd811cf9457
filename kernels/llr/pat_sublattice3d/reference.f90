! pat_sublattice3d: sum of a[i][j][k] over i, j, k = 1, 1 + S, 1 + 2S, ... < N.
! Arrays are 0-based; C a[i][j][k] is a(k, j, i).
subroutine pat_sublattice3d(a, sum, N, S) bind(c, name="pat_sublattice3d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: S
  real(rk), intent(in) :: a(0:N - 1, 0:N - 1, 0:N - 1)
  real(rk), intent(out) :: sum(0:0)
  integer(c_int64_t) :: i, j, k
  real(rk) :: acc

  acc = 0.0_rk
  do i = 1, N - 1, S
    do j = 1, N - 1, S
      do k = 1, N - 1, S
        acc = acc + a(k, j, i)
      end do
    end do
  end do
  sum(0) = acc
end subroutine pat_sublattice3d
