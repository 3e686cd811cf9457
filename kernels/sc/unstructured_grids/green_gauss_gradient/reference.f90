! green_gauss_gradient: Green-Gauss cell gradients on an unstructured finite-volume mesh given by an
! owner/neighbour face list (0-based cell indices), linear face interpolation.
subroutine green_gauss_gradient(gx, gy, phi, vol, sx, sy, fw, owner, neigh, NC, NF) &
    bind(c, name="green_gauss_gradient")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NC, NF
  real(rk), intent(out) :: gx(0:NC - 1), gy(0:NC - 1)
  real(rk), intent(in) :: phi(0:NC - 1), vol(0:NC - 1)
  real(rk), intent(in) :: sx(0:NF - 1), sy(0:NF - 1), fw(0:NF - 1)
  integer(c_int32_t), intent(in) :: owner(0:NF - 1), neigh(0:NF - 1)
  integer(c_int64_t) :: c, f
  integer(c_int32_t) :: P, Q
  real(rk) :: w, p_f, fx, fy

  gx = 0
  gy = 0
  do f = 0, NF - 1
    P = owner(f)
    Q = neigh(f)
    w = fw(f)
    p_f = w * phi(P) + (1 - w) * phi(Q)
    fx = p_f * sx(f)
    fy = p_f * sy(f)
    gx(P) = gx(P) + fx
    gy(P) = gy(P) + fy
    gx(Q) = gx(Q) - fx
    gy(Q) = gy(Q) - fy
  end do
  do c = 0, NC - 1
    gx(c) = gx(c) / vol(c)
    gy(c) = gy(c) / vol(c)
  end do
end subroutine green_gauss_gradient
