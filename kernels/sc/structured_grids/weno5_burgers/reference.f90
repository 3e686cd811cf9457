! weno5_burgers: WENO5-JS flux reconstruction with global Lax-Friedrichs splitting: du/dt of the 1-D
! inviscid Burgers equation on NROW periodic rows.
subroutine weno5_burgers(rhs, u, NROW, NX, rdx) bind(c, name="weno5_burgers")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NROW, NX
  real(rk), value, intent(in) :: rdx
  real(rk), intent(out) :: rhs(0:NX - 1, 0:NROW - 1)
  real(rk), intent(in) :: u(0:NX - 1, 0:NROW - 1)
  integer(c_int64_t) :: r, i
  real(rk) :: alpha, fl, fr

  do r = 0, NROW - 1
    alpha = 0
    do i = 0, NX - 1
      alpha = max(alpha, abs(u(i, r)))
    end do
    fl = face(r, -1_c_int64_t)
    do i = 0, NX - 1
      fr = face(r, i)
      rhs(i, r) = -(fr - fl) * rdx
      fl = fr
    end do
  end do

contains

  pure real(rk) function weno5(v1, v2, v3, v4, v5)
    real(rk), intent(in) :: v1, v2, v3, v4, v5
    real(rk), parameter :: c13 = real(13.0_c_double / 12.0_c_double, rk), c14 = 0.25_rk, eps = 1e-6_rk
    real(rk) :: d0, e0, d1, e1, d2, e2, b0, b1, b2, a0, a1, a2, q0, q1, q2

    d0 = v1 - 2 * v2 + v3
    e0 = v1 - 4 * v2 + 3 * v3
    d1 = v2 - 2 * v3 + v4
    e1 = v2 - v4
    d2 = v3 - 2 * v4 + v5
    e2 = 3 * v3 - 4 * v4 + v5
    b0 = c13 * d0 * d0 + c14 * e0 * e0
    b1 = c13 * d1 * d1 + c14 * e1 * e1
    b2 = c13 * d2 * d2 + c14 * e2 * e2
    a0 = 0.1_rk / ((eps + b0) * (eps + b0))
    a1 = 0.6_rk / ((eps + b1) * (eps + b1))
    a2 = 0.3_rk / ((eps + b2) * (eps + b2))
    q0 = (2 * v1 - 7 * v2 + 11 * v3) / 6
    q1 = (-v2 + 5 * v3 + 2 * v4) / 6
    q2 = (2 * v3 + 5 * v4 - v5) / 6
    weno5 = (a0 * q0 + a1 * q1 + a2 * q2) / (a0 + a1 + a2)
  end function weno5

  pure real(rk) function fsplit(v, s)
    real(rk), intent(in) :: v, s
    fsplit = (v * v / 2 + s * alpha * v) / 2
  end function fsplit

  pure real(rk) function face(row, i0)
    integer(c_int64_t), intent(in) :: row, i0
    real(rk) :: v(0:5)
    integer(c_int64_t) :: m

    do m = 0, 5
      v(m) = u(modulo(i0 - 2 + m, NX), row)
    end do
    face = weno5(fsplit(v(0), 1.0_rk), fsplit(v(1), 1.0_rk), fsplit(v(2), 1.0_rk), fsplit(v(3), 1.0_rk), &
        fsplit(v(4), 1.0_rk)) + &
        weno5(fsplit(v(5), -1.0_rk), fsplit(v(4), -1.0_rk), fsplit(v(3), -1.0_rk), fsplit(v(2), -1.0_rk), &
        fsplit(v(1), -1.0_rk))
  end function face
end subroutine weno5_burgers
