! LFK 14: 1-D particle in cell: gather fields, push, deposit linear weights on a 2048-cell grid.
! ix and ir hold C's values (ex[ix[k] - 1] is ex(ix(k)), rh[ir[k] - 1] is rh(ir(k))).
subroutine lfk14_pic_1d(vx, xx, xi, ex1, dex1, rx, ix, ir, rh, grd, ex, dex, n, flx) bind(c, name="lfk14_pic_1d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: n
  real(rk), value, intent(in) :: flx
  real(rk), intent(out) :: vx(n)
  real(rk), intent(out) :: xx(n)
  real(rk), intent(out) :: xi(n)
  real(rk), intent(out) :: ex1(n)
  real(rk), intent(out) :: dex1(n)
  real(rk), intent(out) :: rx(n)
  integer(c_int32_t), intent(out) :: ix(n)
  integer(c_int32_t), intent(out) :: ir(n)
  real(rk), intent(inout) :: rh(2049)
  real(rk), intent(in) :: grd(n)
  real(rk), intent(in) :: ex(64)
  real(rk), intent(in) :: dex(64)
  integer(c_int64_t) :: k

  do k = 1, n
    vx(k) = 0.0_rk
    xx(k) = 0.0_rk
    ix(k) = int(grd(k), c_int32_t)
    xi(k) = real(ix(k), rk)
    ex1(k) = ex(ix(k))
    dex1(k) = dex(ix(k))
  end do
  do k = 1, n
    vx(k) = vx(k) + ex1(k) + (xx(k) - xi(k)) * dex1(k)
    xx(k) = xx(k) + vx(k) + flx
    ir(k) = int(xx(k), c_int32_t)
    rx(k) = xx(k) - real(ir(k), rk)
    ir(k) = iand(ir(k), 2047_c_int32_t) + 1_c_int32_t
    xx(k) = rx(k) + real(ir(k), rk)
  end do
  do k = 1, n
    rh(ir(k)) = rh(ir(k)) + (1.0_rk - rx(k))
    rh(ir(k) + 1) = rh(ir(k) + 1) + rx(k)
  end do
end subroutine lfk14_pic_1d
