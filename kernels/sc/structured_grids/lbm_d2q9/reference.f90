! lbm_d2q9: one Lattice-Boltzmann D2Q9 BGK step: per cell, rho = sum_q f_q, u = sum_q f_q c_q / rho,
! feq_q = w_q rho (1 + 3 c_q.u + 4.5 (c_q.u)^2 - 1.5 u.u), and f_q - (f_q - feq_q) / tau streamed to the cell
! (y + cy_q, x + cx_q) (periodic) of fout[q]; rho, ux, uy are the cell's moments. C's [q][y][x] is (x, y, q) here.
subroutine lbm_d2q9(fout, rho, ux, uy, fin, NY, NX, tau) bind(c, name="lbm_d2q9")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NY, NX
  real(rk), value, intent(in) :: tau
  real(rk), intent(out) :: fout(0:NX - 1, 0:NY - 1, 0:8)
  real(rk), intent(out) :: rho(0:NX - 1, 0:NY - 1), ux(0:NX - 1, 0:NY - 1), uy(0:NX - 1, 0:NY - 1)
  real(rk), intent(in) :: fin(0:NX - 1, 0:NY - 1, 0:8)
  integer, parameter :: CX(0:8) = [0, 1, 0, -1, 0, 1, -1, -1, 1]
  integer, parameter :: CY(0:8) = [0, 0, 1, 0, -1, 1, 1, -1, -1]
  real(rk) :: W(0:8), f(0:8), r, mx, my, vx, vy, uu, cu, feq
  integer(c_int64_t) :: y, x, yd, xd
  integer :: q

  W(0) = real(4, rk) / 9
  W(1:4) = real(1, rk) / 9
  W(5:8) = real(1, rk) / 36
  do y = 0, NY - 1
    do x = 0, NX - 1
      r = 0
      mx = 0
      my = 0
      do q = 0, 8
        f(q) = fin(x, y, q)
        r = r + f(q)
        mx = mx + f(q) * real(CX(q), rk)
        my = my + f(q) * real(CY(q), rk)
      end do
      vx = mx / r
      vy = my / r
      uu = vx * vx + vy * vy
      rho(x, y) = r
      ux(x, y) = vx
      uy(x, y) = vy
      do q = 0, 8
        cu = real(CX(q), rk) * vx + real(CY(q), rk) * vy
        feq = W(q) * r * (1 + 3 * cu + 4.5_rk * cu * cu - 1.5_rk * uu)
        yd = mod(y + CY(q) + NY, NY)
        xd = mod(x + CX(q) + NX, NX)
        fout(xd, yd, q) = f(q) - (f(q) - feq) / tau
      end do
    end do
  end do
end subroutine lbm_d2q9
