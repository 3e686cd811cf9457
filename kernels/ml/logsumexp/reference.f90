! logsumexp: row-wise log-sum-exp, max-subtracted: Y[r] = m + log(sum_c exp(X[r, c] - m)), m = max_c X[r, c].
subroutine logsumexp(Y, X, R, C) bind(c, name="logsumexp")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  real(rk), intent(out) :: Y(R)
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
    Y(i) = real(m + log(s), rk)
  end do
end subroutine logsumexp
