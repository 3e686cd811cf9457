! fft_radix4: the forward complex FFT X[k] = sum_n x[n] exp(-2 pi i n k / N) of length N = 4^LOG4N: the input
! placed in base-4 digit-reversed order, then LOG4N stages of radix-4 decimation-in-time butterflies, the twiddles
! W_len^(r j) computed in double and rounded to real(rk). Indices 0-based, as in C.
subroutine fft_radix4(out_re, out_im, in_re, in_im, LOG4N, N) bind(c, name="fft_radix4")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LOG4N, N
  real(rk), intent(out) :: out_re(0:N - 1), out_im(0:N - 1)
  real(rk), intent(in) :: in_re(0:N - 1), in_im(0:N - 1)
  real(c_double), parameter :: pi = 3.14159265358979323846_c_double
  integer(c_int64_t) :: n1, r, v, d, ln, q, j, s, i0, i1, i2, i3
  real(c_double) :: ang
  real(rk) :: w1r, w1i, w2r, w2i, w3r, w3i, a0r, a0i, a1r, a1i, a2r, a2i, a3r, a3i
  real(rk) :: s02r, s02i, d02r, d02i, s13r, s13i, d13r, d13i

  do n1 = 0, N - 1
    r = 0
    v = n1
    do d = 0, LOG4N - 1
      r = ior(shiftl(r, 2), iand(v, 3_c_int64_t))
      v = shiftr(v, 2)
    end do
    out_re(r) = in_re(n1)
    out_im(r) = in_im(n1)
  end do
  ln = 4
  do while (ln <= N)
    q = ln / 4
    do j = 0, q - 1
      ang = -2.0_c_double * pi * real(j, c_double) / real(ln, c_double)
      w1r = real(cos(ang), rk)
      w1i = real(sin(ang), rk)
      w2r = real(cos(2 * ang), rk)
      w2i = real(sin(2 * ang), rk)
      w3r = real(cos(3 * ang), rk)
      w3i = real(sin(3 * ang), rk)
      do s = 0, N - 1, ln
        i0 = s + j
        i1 = i0 + q
        i2 = i1 + q
        i3 = i2 + q
        a0r = out_re(i0)
        a0i = out_im(i0)
        a1r = w1r * out_re(i1) - w1i * out_im(i1)
        a1i = w1r * out_im(i1) + w1i * out_re(i1)
        a2r = w2r * out_re(i2) - w2i * out_im(i2)
        a2i = w2r * out_im(i2) + w2i * out_re(i2)
        a3r = w3r * out_re(i3) - w3i * out_im(i3)
        a3i = w3r * out_im(i3) + w3i * out_re(i3)
        s02r = a0r + a2r
        s02i = a0i + a2i
        d02r = a0r - a2r
        d02i = a0i - a2i
        s13r = a1r + a3r
        s13i = a1i + a3i
        d13r = a1r - a3r
        d13i = a1i - a3i
        out_re(i0) = s02r + s13r
        out_im(i0) = s02i + s13i
        out_re(i1) = d02r + d13i  ! a0 - a2 - i (a1 - a3)
        out_im(i1) = d02i - d13r
        out_re(i2) = s02r - s13r
        out_im(i2) = s02i - s13i
        out_re(i3) = d02r - d13i  ! a0 - a2 + i (a1 - a3)
        out_im(i3) = d02i + d13r
      end do
    end do
    ln = shiftl(ln, 2)
  end do
end subroutine fft_radix4
