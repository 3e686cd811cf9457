! l2_normalize: row L2 normalization of X (R, C), Y = x / max(||x||_2, eps) row by row.
subroutine l2_normalize(Y, X, R, C, eps) bind(c, name="l2_normalize")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(C, R)
  real(rk), intent(in) :: X(C, R)
  integer(c_int64_t) :: i, j
  real(ak) :: ss, nrm

  do i = 1, R
    ss = 0
    do j = 1, C
      ss = ss + real(X(j, i), ak) * real(X(j, i), ak)
    end do
    nrm = sqrt(ss)
    if (nrm < real(eps, ak)) nrm = real(eps, ak)
    do j = 1, C
      Y(j, i) = real(real(X(j, i), ak) / nrm, rk)
    end do
  end do
end subroutine l2_normalize
