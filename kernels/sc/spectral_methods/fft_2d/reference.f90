! fft_2d: the forward 2-D complex FFT of an N x N array, N = 2^LOG2N, X[k1][k2] = sum x[n1][n2]
! exp(-2 pi i (k1 n1 + k2 n2) / N): the input copied to the output, then every row and then every column transformed
! in place by an iterative radix-2 FFT (bit-reversal permutation, then log2(N) butterfly stages; the twiddles
! computed in double precision, then rounded to the run precision). The arrays are addressed flat, as the C
! reference's, so that one routine walks a row (stride 1) or a column (stride N).
subroutine fft_2d(out_re, out_im, in_re, in_im, LOG2N, N) bind(c, name="fft_2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LOG2N, N
  real(rk), intent(out) :: out_re(0:N * N - 1), out_im(0:N * N - 1)
  real(rk), intent(in) :: in_re(0:N * N - 1), in_im(0:N * N - 1)
  integer(c_int64_t) :: r, c

  if (LOG2N < 0) continue  ! LOG2N only defines N (the C reference ignores it)
  out_re = in_re
  out_im = in_im
  do r = 0, N - 1
    call fft_inplace(r * N, 1_c_int64_t, -1)
  end do
  do c = 0, N - 1
    call fft_inplace(c, N, -1)
  end do

contains

  ! The n = N complex values out_re(base + i * stride), out_im(base + i * stride) transformed in place.
  subroutine fft_inplace(base, stride, sign)
    integer(c_int64_t), intent(in) :: base, stride
    integer, intent(in) :: sign
    integer(c_int64_t) :: i, j, bit, length, half, s, a, b
    real(c_double) :: ang
    real(rk) :: t, wr, wi, tr, ti

    j = 0
    do i = 1, N - 1
      bit = shiftr(N, 1)
      do while (iand(j, bit) /= 0)
        j = ieor(j, bit)
        bit = shiftr(bit, 1)
      end do
      j = ieor(j, bit)
      if (i < j) then
        a = base + i * stride
        b = base + j * stride
        t = out_re(a)
        out_re(a) = out_re(b)
        out_re(b) = t
        t = out_im(a)
        out_im(a) = out_im(b)
        out_im(b) = t
      end if
    end do
    length = 2
    do while (length <= N)
      half = length / 2
      do j = 0, half - 1
        ang = real(sign, c_double) * 2.0_c_double * 3.14159265358979323846_c_double * real(j, c_double) &
              / real(length, c_double)
        wr = real(cos(ang), rk)
        wi = real(sin(ang), rk)
        do s = 0, N - 1, length
          a = base + (s + j) * stride
          b = base + (s + j + half) * stride
          tr = wr * out_re(b) - wi * out_im(b)
          ti = wr * out_im(b) + wi * out_re(b)
          out_re(b) = out_re(a) - tr
          out_im(b) = out_im(a) - ti
          out_re(a) = out_re(a) + tr
          out_im(a) = out_im(a) + ti
        end do
      end do
      length = shiftl(length, 1)
    end do
  end subroutine fft_inplace
end subroutine fft_2d
