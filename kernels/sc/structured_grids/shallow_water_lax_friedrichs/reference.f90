! shallow_water_lax_friedrichs: one Lax-Friedrichs step of the 2-D shallow-water equations (h, hu, hv)
! on a periodic grid: Un = mean of the 4 neighbours - cx/2 (F_E - F_W) - cy/2 (G_N - G_S).
subroutine shallow_water_lax_friedrichs(hn, hun, hvn, h, hu, hv, NY, NX, g, cx, cy) &
    bind(c, name="shallow_water_lax_friedrichs")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NY, NX
  real(rk), value, intent(in) :: g, cx, cy
  real(rk), intent(out) :: hn(0:NX - 1, 0:NY - 1), hun(0:NX - 1, 0:NY - 1), hvn(0:NX - 1, 0:NY - 1)
  real(rk), intent(in) :: h(0:NX - 1, 0:NY - 1), hu(0:NX - 1, 0:NY - 1), hv(0:NX - 1, 0:NY - 1)
  integer(c_int64_t) :: j, i, js, jn, iw, ie
  real(rk) :: g2, ax, ay, hw, he, hs, hnn, uw, ue, us, un, vw, ve, vs, vn
  real(rk) :: fw1, fe1, fw2, fe2, gs1, gn1, gs2, gn2

  g2 = g / 2
  ax = cx / 2
  ay = cy / 2
  do j = 0, NY - 1
    js = modulo(j - 1, NY)
    jn = modulo(j + 1, NY)
    do i = 0, NX - 1
      iw = modulo(i - 1, NX)
      ie = modulo(i + 1, NX)
      hw = h(iw, j)
      he = h(ie, j)
      hs = h(i, js)
      hnn = h(i, jn)
      uw = hu(iw, j)
      ue = hu(ie, j)
      us = hu(i, js)
      un = hu(i, jn)
      vw = hv(iw, j)
      ve = hv(ie, j)
      vs = hv(i, js)
      vn = hv(i, jn)
      fw1 = uw * uw / hw + g2 * hw * hw
      fe1 = ue * ue / he + g2 * he * he
      fw2 = uw * vw / hw
      fe2 = ue * ve / he
      gs1 = us * vs / hs
      gn1 = un * vn / hnn
      gs2 = vs * vs / hs + g2 * hs * hs
      gn2 = vn * vn / hnn + g2 * hnn * hnn
      hn(i, j) = 0.25_rk * (hw + he + hs + hnn) - ax * (ue - uw) - ay * (vn - vs)
      hun(i, j) = 0.25_rk * (uw + ue + us + un) - ax * (fe1 - fw1) - ay * (gn1 - gs1)
      hvn(i, j) = 0.25_rk * (vw + ve + vs + vn) - ax * (fe2 - fw2) - ay * (gn2 - gs2)
    end do
  end do
end subroutine shallow_water_lax_friedrichs
