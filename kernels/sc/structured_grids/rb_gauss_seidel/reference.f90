! rb_gauss_seidel: one red-black SOR iteration for -laplace(u) = f on an N x N grid: for colour 0 (red, (i + j)
! even) then colour 1 (black), every interior point of that colour: u[i][j] = (1 - omega) u[i][j] +
! omega (f[i][j] + u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]) / 4. Boundary values are not changed.
subroutine rb_gauss_seidel(u, f, N, omega) bind(c, name="rb_gauss_seidel")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: omega
  real(rk), intent(inout) :: u(0:N - 1, 0:N - 1)
  real(rk), intent(in) :: f(0:N - 1, 0:N - 1)
  real(rk) :: gs
  integer(c_int64_t) :: colour, i, j

  do colour = 0, 1
    do i = 1, N - 2
      do j = 1 + iand(i + 1 + colour, 1_c_int64_t), N - 2, 2
        gs = (f(j, i) + u(j, i - 1) + u(j, i + 1) + u(j - 1, i) + u(j + 1, i)) * 0.25_rk
        u(j, i) = (1 - omega) * u(j, i) + omega * gs
      end do
    end do
  end do
end subroutine rb_gauss_seidel
