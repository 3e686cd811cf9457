! cic_field_gather: cloud-in-cell (trilinear) gather of a 3-component field on a periodic G^3 grid
! (E[k][j][i] at (i, j, k)/G) to N particles in the unit cube.
subroutine cic_field_gather(epx, epy, epz, px, py, pz, Ex, Ey, Ez, N, G) bind(c, name="cic_field_gather")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, G
  real(rk), intent(out) :: epx(0:N - 1), epy(0:N - 1), epz(0:N - 1)
  real(rk), intent(in) :: px(0:N - 1), py(0:N - 1), pz(0:N - 1)
  real(rk), intent(in) :: Ex(0:G - 1, 0:G - 1, 0:G - 1), Ey(0:G - 1, 0:G - 1, 0:G - 1), Ez(0:G - 1, 0:G - 1, 0:G - 1)
  integer(c_int64_t) :: m, ci(0:1), cj(0:1), ck(0:1)
  integer :: a, b, c
  real(rk) :: wi(0:1), wj(0:1), wk(0:1), w, sx, sy, sz

  do m = 0, N - 1
    call axis(px(m), ci, wi)
    call axis(py(m), cj, wj)
    call axis(pz(m), ck, wk)
    sx = 0
    sy = 0
    sz = 0
    do a = 0, 1
      do b = 0, 1
        do c = 0, 1
          w = wk(a) * wj(b) * wi(c)
          sx = sx + w * Ex(ci(c), cj(b), ck(a))
          sy = sy + w * Ey(ci(c), cj(b), ck(a))
          sz = sz + w * Ez(ci(c), cj(b), ck(a))
        end do
      end do
    end do
    epx(m) = sx
    epy(m) = sy
    epz(m) = sz
  end do

contains

  subroutine axis(p, cc, ww)
    real(rk), intent(in) :: p
    integer(c_int64_t), intent(out) :: cc(0:1)
    real(rk), intent(out) :: ww(0:1)
    real(rk) :: s, fl
    integer(c_int64_t) :: i

    s = p * real(G, rk)
    i = floor(s, c_int64_t)
    fl = real(i, rk)
    ww(1) = s - fl
    ww(0) = 1 - ww(1)
    i = modulo(i, G)
    cc(0) = i
    cc(1) = modulo(i + 1, G)
  end subroutine axis
end subroutine cic_field_gather
