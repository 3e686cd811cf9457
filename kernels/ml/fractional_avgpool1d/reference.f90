! fractional_avgpool1d: average pooling over windows from index arrays, shared by all rows:
! Y[r][o] = mean of X[r][start[o]] .. X[r][start[o] + m - 1], m = min(wlen[o] + 1, K) entries, summed in order.
subroutine fractional_avgpool1d(Y, X, start, wlen, R, L, K, O) bind(c, name="fractional_avgpool1d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R
  integer(c_int64_t), value, intent(in) :: L
  integer(c_int64_t), value, intent(in) :: K
  integer(c_int64_t), value, intent(in) :: O
  real(rk), intent(out) :: Y(O, R)
  real(rk), intent(in) :: X(L, R)
  integer(c_int32_t), intent(in) :: start(O)
  integer(c_int32_t), intent(in) :: wlen(O)
  integer(c_int64_t) :: i, j, t, s0, m
  real(ak) :: s

  do i = 1, R
    do j = 1, O
      s0 = int(start(j), c_int64_t)
      m = min(int(wlen(j), c_int64_t) + 1, K)
      s = 0.0_ak
      do t = 1, m
        s = s + real(X(s0 + t, i), ak)
      end do
      Y(j, i) = real(s / real(m, ak), rk)
    end do
  end do
end subroutine fractional_avgpool1d
