! wave_3d_acoustic: one acoustic wave step with the 8th-order Laplacian on an N^3 grid: for 4 <= i, j, k < N - 4:
! lap = 3 w0 u + sum_{r=1..4} w_r ((u[i+r] + u[i-r]) + (u[j+r] + u[j-r]) + (u[k+r] + u[k-r])),
! u_prev = 2 u - u_prev + c2 lap (w = -205/72, 8/5, -1/5, 8/315, -1/560 computed in double, rounded to real(rk)).
! C's [i][j][k] is (k, j, i) here.
subroutine wave_3d_acoustic(u_prev, u, c2, N) bind(c, name="wave_3d_acoustic")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(inout) :: u_prev(0:N - 1, 0:N - 1, 0:N - 1)
  real(rk), intent(in) :: u(0:N - 1, 0:N - 1, 0:N - 1)
  real(rk), intent(in) :: c2(0:N - 1, 0:N - 1, 0:N - 1)
  real(rk), parameter :: w(0:4) = [real(-205.0_c_double / 72.0_c_double, rk), real(8.0_c_double / 5.0_c_double, rk), &
                                   real(-1.0_c_double / 5.0_c_double, rk), real(8.0_c_double / 315.0_c_double, rk), &
                                   real(-1.0_c_double / 560.0_c_double, rk)]
  integer(c_int64_t) :: i, j, k, r
  real(rk) :: lap

  do i = 4, N - 5
    do j = 4, N - 5
      do k = 4, N - 5
        lap = 3 * w(0) * u(k, j, i)
        do r = 1, 4
          lap = lap + w(r) * ((u(k, j, i + r) + u(k, j, i - r)) + (u(k, j + r, i) + u(k, j - r, i)) &
                              + (u(k + r, j, i) + u(k - r, j, i)))
        end do
        u_prev(k, j, i) = 2 * u(k, j, i) - u_prev(k, j, i) + c2(k, j, i) * lap
      end do
    end do
  end do
end subroutine wave_3d_acoustic
