! softmax: row-wise softmax of an R x C matrix, max-subtracted: Y[r, c] = exp(X[r, c] - m) / sum_c exp(X[r, c] - m).
subroutine softmax(Y, X, R, C) bind(c, name="softmax")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  real(rk), intent(out) :: Y(C, R)
  real(rk), intent(in) :: X(C, R)
  integer(c_int64_t) :: i, j
  real(ak) :: m, s

  do i = 1, R
    m = real(X(1, i), ak)
    do j = 2, C
      if (real(X(j, i), ak) > m) m = real(X(j, i), ak)
    end do
    s = 0
    do j = 1, C
      s = s + exp(real(X(j, i), ak) - m)
    end do
    do j = 1, C
      Y(j, i) = real(exp(real(X(j, i), ak) - m) / s, rk)
    end do
  end do
end subroutine softmax
