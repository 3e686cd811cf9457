! ewald_reciprocal_space: Ewald reciprocal-space energy and forces by direct structure factors
! S(k) = sum_j q_j exp(i k.r_j) over k = 2 pi n, 0 < |n|^2 <= KMAX^2 (periodic unit cube, V = 1).
subroutine ewald_reciprocal_space(fx, fy, fz, energy, x, y, z, q, N, KMAX, alpha) &
    bind(c, name="ewald_reciprocal_space")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, KMAX
  real(rk), value, intent(in) :: alpha
  real(rk), intent(out) :: fx(0:N - 1), fy(0:N - 1), fz(0:N - 1), energy(1)
  real(rk), intent(in) :: x(0:N - 1), y(0:N - 1), z(0:N - 1), q(0:N - 1)
  real(rk), parameter :: tpi = real(2 * 3.14159265358979323846_c_double, rk)
  real(rk), parameter :: fpi = real(4 * 3.14159265358979323846_c_double, rk)
  integer(c_int64_t) :: nx, ny, nz, n2, j
  real(rk) :: b, e, kx, ky, kz, k2, A, sr, si, ph, g

  b = 1 / (4 * alpha * alpha)
  e = 0
  fx = 0
  fy = 0
  fz = 0
  do nz = -KMAX, KMAX
    do ny = -KMAX, KMAX
      do nx = -KMAX, KMAX
        n2 = nx * nx + ny * ny + nz * nz
        if (n2 == 0 .or. n2 > KMAX * KMAX) cycle
        kx = tpi * real(nx, rk)
        ky = tpi * real(ny, rk)
        kz = tpi * real(nz, rk)
        k2 = kx * kx + ky * ky + kz * kz
        A = fpi * exp(-k2 * b) / k2
        sr = 0
        si = 0
        do j = 0, N - 1
          ph = kx * x(j) + ky * y(j) + kz * z(j)
          sr = sr + q(j) * cos(ph)
          si = si + q(j) * sin(ph)
        end do
        e = e + A / 2 * (sr * sr + si * si)
        do j = 0, N - 1
          ph = kx * x(j) + ky * y(j) + kz * z(j)
          g = A * q(j) * (sin(ph) * sr - cos(ph) * si)
          fx(j) = fx(j) + g * kx
          fy(j) = fy(j) + g * ky
          fz(j) = fz(j) + g * kz
        end do
      end do
    end do
  end do
  energy(1) = e
end subroutine ewald_reciprocal_space
