! lj_neighbor_list: Lennard-Jones 12-6 forces and energy over a half neighbour list (cutoff 2.5, periodic box L = 1.1 NC, minimum image, Newton's third law).
subroutine lj_neighbor_list(fx, fy, fz, energy, x, y, z, numneigh, neigh, NC, N, MAXNB) bind(c, name="lj_neighbor_list")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NC
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: MAXNB
  real(rk), intent(out) :: fx(0:N - 1)
  real(rk), intent(out) :: fy(0:N - 1)
  real(rk), intent(out) :: fz(0:N - 1)
  real(rk), intent(out) :: energy(1)
  real(rk), intent(in) :: x(0:N - 1)
  real(rk), intent(in) :: y(0:N - 1)
  real(rk), intent(in) :: z(0:N - 1)
  integer(c_int32_t), intent(in) :: numneigh(0:N - 1)
  integer(c_int32_t), intent(in) :: neigh(0:MAXNB - 1, 0:N - 1)
  integer(c_int64_t) :: i, j, k
  real(rk) :: L, rc2, e, dx, dy, dz, r2, s2, s6, f

  L = real(1.1_c_double * real(NC, c_double), rk)
  rc2 = 6.25_rk
  e = 0
  fx = 0
  fy = 0
  fz = 0
  do i = 0, N - 1
    do k = 0, numneigh(i) - 1
      j = neigh(k, i)  ! C's neigh[i][k]
      dx = min_image(x(i) - x(j))
      dy = min_image(y(i) - y(j))
      dz = min_image(z(i) - z(j))
      r2 = dx * dx + dy * dy + dz * dz
      if (r2 >= rc2) cycle
      s2 = 1 / r2
      s6 = s2 * s2 * s2
      f = 48 * s6 * (s6 - 0.5_rk) * s2
      fx(i) = fx(i) + f * dx
      fy(i) = fy(i) + f * dy
      fz(i) = fz(i) + f * dz
      fx(j) = fx(j) - f * dx
      fy(j) = fy(j) - f * dy
      fz(j) = fz(j) - f * dz
      e = e + 4 * s6 * (s6 - 1)
    end do
  end do
  energy(1) = e

contains

  pure real(rk) function min_image(d)
    real(rk), intent(in) :: d
    if (d > L / 2) then
      min_image = d - L
    else if (d < -L / 2) then
      min_image = d + L
    else
      min_image = d
    end if
  end function min_image
end subroutine lj_neighbor_list
