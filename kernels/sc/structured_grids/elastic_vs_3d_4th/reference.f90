! elastic_vs_3d_4th: one 3-D velocity-stress elastic step on a staggered grid, fourth order in space
! (Graves 1996): velocities from the stresses, then the stresses from the new velocities (interior).
subroutine elastic_vs_3d_4th(vx, vy, vz, sxx, syy, szz, sxy, sxz, syz, buoy, lam, mu, NZ, NY, NX, r) &
    bind(c, name="elastic_vs_3d_4th")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NZ, NY, NX
  real(rk), value, intent(in) :: r
  real(rk), intent(inout), dimension(0:NX - 1, 0:NY - 1, 0:NZ - 1) :: vx, vy, vz, sxx, syy, szz, sxy, sxz, syz
  real(rk), intent(in), dimension(0:NX - 1, 0:NY - 1, 0:NZ - 1) :: buoy, lam, mu
  real(rk), parameter :: c1 = 1.125_rk, c2 = -1.0_rk / 24.0_rk
  integer(c_int64_t) :: i, j, k
  real(rk) :: rb, ex, ey, ez, l, m2, rm

  do k = 2, NZ - 3
    do j = 2, NY - 3
      do i = 2, NX - 3
        rb = r * buoy(i, j, k)
        vx(i, j, k) = vx(i, j, k) + rb * ( &
            (c1 * (sxx(i + 1, j, k) - sxx(i, j, k)) + c2 * (sxx(i + 2, j, k) - sxx(i - 1, j, k))) + &
            (c1 * (sxy(i, j, k) - sxy(i, j - 1, k)) + c2 * (sxy(i, j + 1, k) - sxy(i, j - 2, k))) + &
            (c1 * (sxz(i, j, k) - sxz(i, j, k - 1)) + c2 * (sxz(i, j, k + 1) - sxz(i, j, k - 2))))
        vy(i, j, k) = vy(i, j, k) + rb * ( &
            (c1 * (sxy(i, j, k) - sxy(i - 1, j, k)) + c2 * (sxy(i + 1, j, k) - sxy(i - 2, j, k))) + &
            (c1 * (syy(i, j + 1, k) - syy(i, j, k)) + c2 * (syy(i, j + 2, k) - syy(i, j - 1, k))) + &
            (c1 * (syz(i, j, k) - syz(i, j, k - 1)) + c2 * (syz(i, j, k + 1) - syz(i, j, k - 2))))
        vz(i, j, k) = vz(i, j, k) + rb * ( &
            (c1 * (sxz(i, j, k) - sxz(i - 1, j, k)) + c2 * (sxz(i + 1, j, k) - sxz(i - 2, j, k))) + &
            (c1 * (syz(i, j, k) - syz(i, j - 1, k)) + c2 * (syz(i, j + 1, k) - syz(i, j - 2, k))) + &
            (c1 * (szz(i, j, k + 1) - szz(i, j, k)) + c2 * (szz(i, j, k + 2) - szz(i, j, k - 1))))
      end do
    end do
  end do
  do k = 2, NZ - 3
    do j = 2, NY - 3
      do i = 2, NX - 3
        ex = c1 * (vx(i, j, k) - vx(i - 1, j, k)) + c2 * (vx(i + 1, j, k) - vx(i - 2, j, k))
        ey = c1 * (vy(i, j, k) - vy(i, j - 1, k)) + c2 * (vy(i, j + 1, k) - vy(i, j - 2, k))
        ez = c1 * (vz(i, j, k) - vz(i, j, k - 1)) + c2 * (vz(i, j, k + 1) - vz(i, j, k - 2))
        l = lam(i, j, k)
        m2 = l + 2 * mu(i, j, k)
        rm = r * mu(i, j, k)
        sxx(i, j, k) = sxx(i, j, k) + r * (m2 * ex + l * (ey + ez))
        syy(i, j, k) = syy(i, j, k) + r * (m2 * ey + l * (ex + ez))
        szz(i, j, k) = szz(i, j, k) + r * (m2 * ez + l * (ex + ey))
        sxy(i, j, k) = sxy(i, j, k) + rm * ( &
            (c1 * (vx(i, j + 1, k) - vx(i, j, k)) + c2 * (vx(i, j + 2, k) - vx(i, j - 1, k))) + &
            (c1 * (vy(i + 1, j, k) - vy(i, j, k)) + c2 * (vy(i + 2, j, k) - vy(i - 1, j, k))))
        sxz(i, j, k) = sxz(i, j, k) + rm * ( &
            (c1 * (vx(i, j, k + 1) - vx(i, j, k)) + c2 * (vx(i, j, k + 2) - vx(i, j, k - 1))) + &
            (c1 * (vz(i + 1, j, k) - vz(i, j, k)) + c2 * (vz(i + 2, j, k) - vz(i - 1, j, k))))
        syz(i, j, k) = syz(i, j, k) + rm * ( &
            (c1 * (vy(i, j, k + 1) - vy(i, j, k)) + c2 * (vy(i, j, k + 2) - vy(i, j, k - 1))) + &
            (c1 * (vz(i, j + 1, k) - vz(i, j, k)) + c2 * (vz(i, j + 2, k) - vz(i, j - 1, k))))
      end do
    end do
  end do
end subroutine elastic_vs_3d_4th
