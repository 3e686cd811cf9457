! acoustic_staggered_4th_2d: NT 2-D staggered-grid acoustic wave steps (velocity then pressure),
! fourth-order differences in space (9/8, -1/24); the two outer cells on every side held fixed.
subroutine acoustic_staggered_4th_2d(p, vx, vy, b, K, NT, NY, NX, r) bind(c, name="acoustic_staggered_4th_2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NT, NY, NX
  real(rk), value, intent(in) :: r
  real(rk), intent(inout) :: p(0:NX - 1, 0:NY - 1), vx(0:NX - 1, 0:NY - 1), vy(0:NX - 1, 0:NY - 1)
  real(rk), intent(in) :: b(0:NX - 1, 0:NY - 1), K(0:NX - 1, 0:NY - 1)
  real(rk), parameter :: c1 = real(9.0_c_double / 8.0_c_double, rk), c2 = real(-1.0_c_double / 24.0_c_double, rk)
  integer(c_int64_t) :: t, j, i
  real(rk) :: dvx, dvy

  do t = 1, NT
    do j = 1, NY - 3
      do i = 1, NX - 3
        if (j >= 2) vx(i, j) = vx(i, j) - r * b(i, j) * (c1 * (p(i + 1, j) - p(i, j)) + c2 * (p(i + 2, j) - p(i - 1, j)))
        if (i >= 2) vy(i, j) = vy(i, j) - r * b(i, j) * (c1 * (p(i, j + 1) - p(i, j)) + c2 * (p(i, j + 2) - p(i, j - 1)))
      end do
    end do
    do j = 2, NY - 3
      do i = 2, NX - 3
        dvx = c1 * (vx(i, j) - vx(i - 1, j)) + c2 * (vx(i + 1, j) - vx(i - 2, j))
        dvy = c1 * (vy(i, j) - vy(i, j - 1)) + c2 * (vy(i, j + 1) - vy(i, j - 2))
        p(i, j) = p(i, j) - r * K(i, j) * (dvx + dvy)
      end do
    end do
  end do
end subroutine acoustic_staggered_4th_2d
