! ewald_real_space: the real-space part of the Ewald sum in a periodic unit cube (minimum image): for i < j
! (i outer, ascending) with r < rc, e = q_i q_j erfc(alpha r) / r, energy += e,
! g = (e + q_i q_j 2 alpha / sqrt(pi) exp(-alpha^2 r^2)) / r^2, F_i += g d, F_j -= g d (d = r_i - r_j);
! erfc and exp in the run precision.
subroutine ewald_real_space(fx, fy, fz, energy, x, y, z, q, N, alpha, rc) bind(c, name="ewald_real_space")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: alpha, rc
  real(rk), intent(out) :: fx(0:N - 1), fy(0:N - 1), fz(0:N - 1), energy(1)
  real(rk), intent(in) :: x(0:N - 1), y(0:N - 1), z(0:N - 1), q(0:N - 1)
  real(rk) :: c, e, dx, dy, dz, r2, r, qq, ep, g
  integer(c_int64_t) :: i, j

  c = 2 * alpha / sqrt(3.14159265358979323846_rk)
  e = 0
  fx = 0
  fy = 0
  fz = 0
  do i = 0, N - 1
    do j = i + 1, N - 1
      dx = min_image(x(i) - x(j))
      dy = min_image(y(i) - y(j))
      dz = min_image(z(i) - z(j))
      r2 = dx * dx + dy * dy + dz * dz
      if (r2 >= rc * rc) cycle
      r = sqrt(r2)
      qq = q(i) * q(j)
      ep = qq * erfc(alpha * r) / r
      g = (ep + qq * c * exp(-alpha * alpha * r2)) / r2
      e = e + ep
      fx(i) = fx(i) + g * dx
      fy(i) = fy(i) + g * dy
      fz(i) = fz(i) + g * dz
      fx(j) = fx(j) - g * dx
      fy(j) = fy(j) - g * dy
      fz(j) = fz(j) - g * dz
    end do
  end do
  energy(1) = e

contains

  pure function min_image(d) result(m)
    real(rk), intent(in) :: d
    real(rk) :: m
    if (d > 0.5_rk) then
      m = d - 1
    else if (d < -0.5_rk) then
      m = d + 1
    else
      m = d
    end if
  end function min_image
end subroutine ewald_real_space
