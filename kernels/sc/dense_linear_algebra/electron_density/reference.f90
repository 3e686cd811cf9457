! electron_density: Kohn-Sham electron density rho(r) = sum_k f_k |psi_k(r)|^2 with Fermi-Dirac
! occupations f_k = 2 / (1 + exp((eig_k - mu) / kT)), and the electron count nel = dV sum_r rho(r).
subroutine electron_density(rho, nel, psi_re, psi_im, eig, NB, NG, mu, kT, dV) bind(c, name="electron_density")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NB, NG
  real(rk), value, intent(in) :: mu, kT, dV
  real(rk), intent(out) :: rho(0:NG - 1), nel(1)
  real(rk), intent(in) :: psi_re(0:NG - 1, 0:NB - 1), psi_im(0:NG - 1, 0:NB - 1), eig(0:NB - 1)
  integer(c_int64_t) :: k, r
  real(rk) :: x, e, f, s

  rho = 0
  do k = 0, NB - 1
    x = (eig(k) - mu) / kT
    if (x > 0) then
      e = exp(-x)
      f = 2 * e / (1 + e)
    else
      f = 2 / (1 + exp(x))
    end if
    do r = 0, NG - 1
      rho(r) = rho(r) + f * (psi_re(r, k) * psi_re(r, k) + psi_im(r, k) * psi_im(r, k))
    end do
  end do
  s = 0
  do r = 0, NG - 1
    s = s + rho(r)
  end do
  nel(1) = dV * s
end subroutine electron_density
