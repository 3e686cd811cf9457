! sph_density: the SPH density summation with the M4 cubic-spline kernel in 3-D, periodic unit cube (minimum
! image): q = r / h; W = 1/(pi h^3) (1 - 1.5 q^2 + 0.75 q^3) for q < 1, 1/(pi h^3) 0.25 (2 - q)^3 for 1 <= q < 2,
! 0 beyond; rho_i = sum over j ascending of m_j W(|r_i - r_j|).
subroutine sph_density(rho, x, y, z, m, N, h) bind(c, name="sph_density")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: h
  real(rk), intent(out) :: rho(0:N - 1)
  real(rk), intent(in) :: x(0:N - 1), y(0:N - 1), z(0:N - 1), m(0:N - 1)
  real(rk) :: norm, inv_h, s, dx, dy, dz, r2, qv, w
  integer(c_int64_t) :: i, j

  norm = real(1.0_c_double / (3.14159265358979323846_c_double * real(h, c_double) * real(h, c_double) &
              * real(h, c_double)), rk)
  inv_h = 1 / h
  do i = 0, N - 1
    s = 0
    do j = 0, N - 1
      dx = min_image(x(i) - x(j))
      dy = min_image(y(i) - y(j))
      dz = min_image(z(i) - z(j))
      r2 = dx * dx + dy * dy + dz * dz
      if (r2 >= 4 * h * h) cycle
      qv = real(sqrt(real(r2, c_double)), rk) * inv_h
      if (qv < 1) then
        w = 1 - 1.5_rk * qv * qv + 0.75_rk * qv * qv * qv
      else
        w = 0.25_rk * (2 - qv) * (2 - qv) * (2 - qv)
      end if
      s = s + m(j) * norm * w
    end do
    rho(i) = s
  end do

contains

  pure function min_image(d) result(r)
    real(rk), intent(in) :: d
    real(rk) :: r
    if (d > 0.5_rk) then
      r = d - 1
    else if (d < -0.5_rk) then
      r = d + 1
    else
      r = d
    end if
  end function min_image
end subroutine sph_density
