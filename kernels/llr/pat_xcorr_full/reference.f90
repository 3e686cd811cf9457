! pat_xcorr_full: full cross-correlation r[k] = sum_i x[i] * y[i + k - (N - 1)] over the overlap.
! Arrays are 0-based, indexed as in the C reference.
subroutine pat_xcorr_full(x, y, r, N, M) bind(c, name="pat_xcorr_full")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: M
  real(rk), intent(in) :: x(0:N - 1)
  real(rk), intent(in) :: y(0:M - 1)
  real(rk), intent(out) :: r(0:N + M - 2)
  integer(c_int64_t) :: k, L, i0, i1, i
  real(rk) :: s

  do k = 0, N + M - 2
    L = k - (N - 1)
    i0 = max(-L, 0_c_int64_t)
    i1 = min(M - L, N)
    s = 0.0_rk
    do i = i0, i1 - 1
      s = s + x(i) * y(i + L)
    end do
    r(k) = s
  end do
end subroutine pat_xcorr_full
