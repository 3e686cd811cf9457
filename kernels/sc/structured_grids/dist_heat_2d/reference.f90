! dist_heat_2d, serial: one explicit heat step (C's row-major NX x NY grid is Fortran's u(NY, NX)).
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

  do i = 1, NX
    do j = 1, NY
      if (i == 1 .or. j == 1 .or. i == NX .or. j == NY) then
        out(j, i) = u(j, i)
      else
        lap = real(u(j, i - 1), ak) + real(u(j, i + 1), ak) + real(u(j - 1, i), ak) + real(u(j + 1, i), ak) &
              - 4 * real(u(j, i), ak)
        out(j, i) = real(real(u(j, i), ak) + real(c, ak) * lap, rk)
      end if
    end do
  end do
end subroutine dist_heat_2d
