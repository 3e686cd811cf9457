! fft: forward complex FFT of length N = 2^LOG2N, out of place on split real/imaginary arrays (iterative radix-2, twiddles in double).
subroutine fft(out_re, out_im, in_re, in_im, LOG2N, N) bind(c, name="fft")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LOG2N
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: out_re(0:N - 1)
  real(rk), intent(out) :: out_im(0:N - 1)
  real(rk), intent(in) :: in_re(0:N - 1)
  real(rk), intent(in) :: in_im(0:N - 1)
  real(c_double), parameter :: pi = 3.14159265358979323846_c_double
  integer(c_int64_t) :: n0, r, b, ln, half, j, s, ia, ib
  real(c_double) :: ang
  real(rk) :: wr, wi, tr, ti

  do n0 = 0, N - 1  ! bit-reversal permutation
    r = 0
    do b = 0, LOG2N - 1
      r = ior(r, shiftl(iand(shiftr(n0, int(b)), 1_c_int64_t), int(LOG2N - 1 - b)))
    end do
    out_re(r) = in_re(n0)
    out_im(r) = in_im(n0)
  end do
  ln = 2
  do while (ln <= N)  ! butterfly stages
    half = ln / 2
    do j = 0, half - 1
      ang = -2.0_c_double * pi * real(j, c_double) / real(ln, c_double)
      wr = real(cos(ang), rk)
      wi = real(sin(ang), rk)
      do s = 0, N - 1, ln
        ia = s + j
        ib = s + j + half
        tr = wr * out_re(ib) - wi * out_im(ib)
        ti = wr * out_im(ib) + wi * out_re(ib)
        out_re(ib) = out_re(ia) - tr
        out_im(ib) = out_im(ia) - ti
        out_re(ia) = out_re(ia) + tr
        out_im(ia) = out_im(ia) + ti
      end do
    end do
    ln = ln * 2
  end do
end subroutine fft
