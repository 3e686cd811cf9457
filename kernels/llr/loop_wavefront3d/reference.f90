! loop_wavefront3d: a[i][j][k] = 0.25 * (a[i-1][j][k] + a[i][j-1][k] + a[i][j][k-1]) + 0.125 * a[i-1][j-1][k-1] + b[i][j][k].
! C's a[i][j][k] is a(k, j, i) here (shape reversed, 0-based bounds).
subroutine loop_wavefront3d(a, b, N) bind(c, name="loop_wavefront3d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(inout) :: a(0:N - 1, 0:N - 1, 0:N - 1)
  real(rk), intent(in) :: b(0:N - 1, 0:N - 1, 0:N - 1)
  integer(c_int64_t) :: i, j, k

  do i = 1, N - 1
    do j = 1, N - 1
      do k = 1, N - 1
        a(k, j, i) = 0.25_rk * ((a(k, j, i - 1) + a(k, j - 1, i)) + a(k - 1, j, i)) &
                     + 0.125_rk * a(k - 1, j - 1, i - 1) + b(k, j, i)
      end do
    end do
  end do
end subroutine loop_wavefront3d
