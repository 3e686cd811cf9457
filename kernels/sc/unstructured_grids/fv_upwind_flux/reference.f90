! fv_upwind_flux: face-based first-order upwind finite-volume fluxes: res = 0; per face f in order:
! un = ((ux[L] + ux[R]) nx + (uy[L] + uy[R]) ny) / 2; F = farea un (un >= 0 ? phi[L] : phi[R]); res[L] -= F;
! res[R] += F.
subroutine fv_upwind_flux(res, phi, ux, uy, left, right, nx, ny, farea, NC, NF) bind(c, name="fv_upwind_flux")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NC, NF
  real(rk), intent(out) :: res(0:NC - 1)
  real(rk), intent(in) :: phi(0:NC - 1), ux(0:NC - 1), uy(0:NC - 1)
  integer(c_int32_t), intent(in) :: left(0:NF - 1), right(0:NF - 1)
  real(rk), intent(in) :: nx(0:NF - 1), ny(0:NF - 1), farea(0:NF - 1)
  real(rk) :: un, flx, up
  integer(c_int32_t) :: cl, cr
  integer(c_int64_t) :: ff

  res = 0
  do ff = 0, NF - 1
    cl = left(ff)
    cr = right(ff)
    un = ((ux(cl) + ux(cr)) * nx(ff) + (uy(cl) + uy(cr)) * ny(ff)) / 2
    if (un >= 0) then
      up = phi(cl)
    else
      up = phi(cr)
    end if
    flx = farea(ff) * un * up
    res(cl) = res(cl) - flx
    res(cr) = res(cr) + flx
  end do
end subroutine fv_upwind_flux
