! dist_heat_2d, serial: one explicit heat step (C's row-major NX x NY grid is Fortran's u(NY, NX)):
! out = u on the boundary, out = u + c * (the 5-point Laplacian of u) inside.
subroutine dist_heat_2d(out, u, NX, NY, c) bind(c, name="dist_heat_2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NX, NY
  real(rk), value, intent(in) :: c
  real(rk), intent(out) :: out(NY, NX)
  real(rk), intent(in) :: u(NY, NX)
  real(ak) :: lap
  integer(c_int64_t) :: i, j

  out(:, 1) = u(:, 1)
  out(:, NX) = u(:, NX)
  out(1, :) = u(1, :)
  out(NY, :) = u(NY, :)
  do i = 2, NX - 1
    do j = 2, NY - 1
      lap = real(u(j, i - 1), ak) + real(u(j, i + 1), ak) + real(u(j - 1, i), ak) + real(u(j + 1, i), ak) &
            - 4 * real(u(j, i), ak)
      out(j, i) = real(real(u(j, i), ak) + real(c, ak) * lap, rk)
    end do
  end do
end subroutine dist_heat_2d
