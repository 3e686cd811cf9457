! rfft: the real-input FFT X[k] = sum_n x[n] exp(-2 pi i n k / N), k = 0 .. N/2, of N = 2^LOG2N samples: Z = the
! radix-2 FFT (bit reversal, then butterflies, twiddles computed in double) of the M = N/2 values x[2n] + i x[2n+1],
! then E_k = (Z_k + conj(Z_{M-k})) / 2, O_k = (Z_k - conj(Z_{M-k})) / (2i), X_k = E_k + W^k O_k and
! X_{M-k} = conj(E_k - W^k O_k), W = exp(-2 pi i / N); X_0 and X_M real. Indices 0-based, as in C.
subroutine rfft(out_re, out_im, x, LOG2N, N, NH) bind(c, name="rfft")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LOG2N, N, NH
  real(rk), intent(out) :: out_re(0:NH - 1), out_im(0:NH - 1)
  real(rk), intent(in) :: x(0:N - 1)
  real(c_double), parameter :: pi = 3.14159265358979323846_c_double
  integer(c_int64_t) :: M, n1, k
  real(c_double) :: ang
  real(rk) :: z0r, z0i, ar, ai, br, bi, er, ei, orr, oi, wr, wi, tr, ti

  M = N / 2
  do n1 = 0, M - 1
    out_re(n1) = x(2 * n1)
    out_im(n1) = x(2 * n1 + 1)
  end do
  call fft_inplace(out_re, out_im, M, -1)
  z0r = out_re(0)
  z0i = out_im(0)
  out_re(0) = z0r + z0i
  out_im(0) = 0
  out_re(M) = z0r - z0i
  out_im(M) = 0
  do k = 1, M / 2
    ar = out_re(k)
    ai = out_im(k)
    br = out_re(M - k)
    bi = out_im(M - k)
    er = (ar + br) / 2
    ei = (ai - bi) / 2  ! E_k
    orr = (ai + bi) / 2
    oi = (br - ar) / 2  ! O_k = (Z_k - conj(Z_{M-k})) / 2i
    ang = -2.0_c_double * pi * real(k, c_double) / real(N, c_double)
    wr = real(cos(ang), rk)
    wi = real(sin(ang), rk)
    tr = wr * orr - wi * oi
    ti = wr * oi + wi * orr
    out_re(k) = er + tr
    out_im(k) = ei + ti
    out_re(M - k) = er - tr
    out_im(M - k) = -(ei - ti)
  end do

contains

  ! in-place iterative radix-2 FFT of the n = 2^k complex values re(0:n-1), im(0:n-1): bit-reversal permutation,
  ! then log2(n) butterfly stages; twiddles exp(sign 2 pi i j / len) computed in double
  subroutine fft_inplace(re, im, n, sgn)
    integer(c_int64_t), intent(in) :: n
    real(rk), intent(inout) :: re(0:n - 1), im(0:n - 1)
    integer, intent(in) :: sgn
    integer(c_int64_t) :: i, j, bit, ln, half, jj, s, a, b
    real(rk) :: t, wr1, wi1, tr1, ti1
    real(c_double) :: ang1

    j = 0
    do i = 1, n - 1
      bit = shiftr(n, 1)
      do while (iand(j, bit) /= 0)
        j = ieor(j, bit)
        bit = shiftr(bit, 1)
      end do
      j = ieor(j, bit)
      if (i < j) then
        t = re(i)
        re(i) = re(j)
        re(j) = t
        t = im(i)
        im(i) = im(j)
        im(j) = t
      end if
    end do
    ln = 2
    do while (ln <= n)
      half = ln / 2
      do jj = 0, half - 1
        ang1 = real(sgn, c_double) * 2.0_c_double * pi * real(jj, c_double) / real(ln, c_double)
        wr1 = real(cos(ang1), rk)
        wi1 = real(sin(ang1), rk)
        do s = 0, n - 1, ln
          a = s + jj
          b = s + jj + half
          tr1 = wr1 * re(b) - wi1 * im(b)
          ti1 = wr1 * im(b) + wi1 * re(b)
          re(b) = re(a) - tr1
          im(b) = im(a) - ti1
          re(a) = re(a) + tr1
          im(a) = im(a) + ti1
        end do
      end do
      ln = shiftl(ln, 1)
    end do
  end subroutine fft_inplace
end subroutine rfft
