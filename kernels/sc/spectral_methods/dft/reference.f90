! dft: the direct O(N^2) DFT of N complex values: X[k] = sum_{n ascending} x[n] tw[(k n) mod N] with complex
! products, the twiddles tw[m] = exp(-2 pi i m / N) given as tables (all indices 0-based, as in C).
subroutine dft(out_re, out_im, in_re, in_im, tw_re, tw_im, N) bind(c, name="dft")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: out_re(0:N - 1), out_im(0:N - 1)
  real(rk), intent(in) :: in_re(0:N - 1), in_im(0:N - 1), tw_re(0:N - 1), tw_im(0:N - 1)
  integer(c_int64_t) :: k, n1, m
  real(rk) :: sr, si

  do k = 0, N - 1
    sr = 0
    si = 0
    m = 0  ! (k n) mod N
    do n1 = 0, N - 1
      sr = sr + (in_re(n1) * tw_re(m) - in_im(n1) * tw_im(m))
      si = si + (in_re(n1) * tw_im(m) + in_im(n1) * tw_re(m))
      m = m + k
      if (m >= N) m = m - N
    end do
    out_re(k) = sr
    out_im(k) = si
  end do
end subroutine dft
