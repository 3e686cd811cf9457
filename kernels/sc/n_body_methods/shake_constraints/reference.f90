! shake_constraints: SHAKE bond constraints on NMOL linear chains of NA atoms: per molecule, NIT
! Gauss-Seidel sweeps over its bonds move both atoms along the old bond vector by the multiplier
! g = (d^2 - |s|^2) / (2 (w_a + w_b) s . s0); lagr sums each bond's multipliers.
subroutine shake_constraints(r, r0, d, invm, lagr, NMOL, NA, NIT, N, NBOND) bind(c, name="shake_constraints")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NMOL, NA, NIT, N, NBOND
  real(rk), intent(inout) :: r(0:2, 0:N - 1)
  real(rk), intent(in) :: r0(0:2, 0:N - 1), d(0:NBOND - 1, 0:NMOL - 1), invm(0:N - 1)
  real(rk), intent(out) :: lagr(0:NBOND - 1, 0:NMOL - 1)
  integer(c_int64_t) :: mol, it, b, a
  real(rk) :: s0x, s0y, s0z, sx, sy, sz, dd, wa, wb, g, ga, gb

  do mol = 0, NMOL - 1
    lagr(:, mol) = 0
    do it = 1, NIT
      do b = 0, NBOND - 1
        a = mol * NA + b
        s0x = r0(0, a) - r0(0, a + 1)
        s0y = r0(1, a) - r0(1, a + 1)
        s0z = r0(2, a) - r0(2, a + 1)
        sx = r(0, a) - r(0, a + 1)
        sy = r(1, a) - r(1, a + 1)
        sz = r(2, a) - r(2, a + 1)
        dd = d(b, mol)
        wa = invm(a)
        wb = invm(a + 1)
        g = (dd * dd - (sx * sx + sy * sy + sz * sz)) / (2 * (wa + wb) * (sx * s0x + sy * s0y + sz * s0z))
        ga = g * wa
        gb = g * wb
        r(0, a) = r(0, a) + ga * s0x
        r(1, a) = r(1, a) + ga * s0y
        r(2, a) = r(2, a) + ga * s0z
        r(0, a + 1) = r(0, a + 1) - gb * s0x
        r(1, a + 1) = r(1, a + 1) - gb * s0y
        r(2, a + 1) = r(2, a + 1) - gb * s0z
        lagr(b, mol) = lagr(b, mol) + g
      end do
    end do
  end do
end subroutine shake_constraints
