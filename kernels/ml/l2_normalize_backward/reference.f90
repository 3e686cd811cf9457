! l2_normalize_backward: gradient of y = x / max(||x||_2, eps) per row (eps = 1e-12; X, dY, dX are
! M x D in C order). Per row: s = sum x^2, p = sum x dY (in order), r = sqrt(s); where r > eps:
! dX = dY / r - x p / (r r r); else dX = dY / eps.
subroutine l2_normalize_backward(dX, dY, X, M, D) bind(c, name="l2_normalize_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, D
  real(rk), intent(out) :: dX(D, M)
  real(rk), intent(in) :: dY(D, M)
  real(rk), intent(in) :: X(D, M)
  integer(c_int64_t) :: i, k
  real(ak) :: s, p, r, c, xv, eps

  eps = real(1.0d-12, ak)
  do i = 1, M
    s = 0
    p = 0
    do k = 1, D
      xv = real(X(k, i), ak)
      s = s + xv * xv
      p = p + xv * real(dY(k, i), ak)
    end do
    r = sqrt(s)
    if (r > eps) then
      c = p / (r * r * r)
      do k = 1, D
        dX(k, i) = real(real(dY(k, i), ak) / r - real(X(k, i), ak) * c, rk)
      end do
    else
      do k = 1, D
        dX(k, i) = real(real(dY(k, i), ak) / eps, rk)
      end do
    end if
  end do
end subroutine l2_normalize_backward
