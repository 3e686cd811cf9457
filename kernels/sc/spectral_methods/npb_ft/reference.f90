! npb_ft: NPB FT's step, 3-D Fourier coefficients evolved to time t, unnormalized inverse 3-D FFT (x, then y, then z), NPB's checksum.
subroutine npb_ft(u_re, u_im, chk, u0_re, u0_im, LX, LY, LZ, NX, NY, NZ, t) bind(c, name="npb_ft")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LX
  integer(c_int64_t), value, intent(in) :: LY
  integer(c_int64_t), value, intent(in) :: LZ
  integer(c_int64_t), value, intent(in) :: NX
  integer(c_int64_t), value, intent(in) :: NY
  integer(c_int64_t), value, intent(in) :: NZ
  real(rk), value, intent(in) :: t
  real(rk), intent(out) :: u_re(0:NX - 1, 0:NY - 1, 0:NZ - 1)
  real(rk), intent(out) :: u_im(0:NX - 1, 0:NY - 1, 0:NZ - 1)
  real(rk), intent(out) :: chk(0:1)
  real(rk), intent(in) :: u0_re(0:NX - 1, 0:NY - 1, 0:NZ - 1)
  real(rk), intent(in) :: u0_im(0:NX - 1, 0:NY - 1, 0:NZ - 1)
  real(c_double), parameter :: pi = 3.14159265358979323846_c_double
  integer(c_int64_t) :: x, y, z, j
  real(c_double) :: ap, kx, ky, kz
  real(rk) :: f, sr, si

  ! C's u[z][y][x] is u(x, y, z)
  if (LX + LY + LZ < 0) continue  ! the L sizes only give N = 2^L
  ap = -4.0_c_double * 1.0e-6_c_double * pi * pi * real(t, c_double)
  do z = 0, NZ - 1
    do y = 0, NY - 1
      do x = 0, NX - 1
        kx = signed_freq(x, NX)
        ky = signed_freq(y, NY)
        kz = signed_freq(z, NZ)
        f = real(exp(ap * (kx * kx + ky * ky + kz * kz)), rk)
        u_re(x, y, z) = u0_re(x, y, z) * f
        u_im(x, y, z) = u0_im(x, y, z) * f
      end do
    end do
  end do
  do z = 0, NZ - 1
    do y = 0, NY - 1
      call fft_inplace(u_re(0, y, z), u_im(0, y, z), NX, 1_c_int64_t)
    end do
  end do
  do z = 0, NZ - 1
    do x = 0, NX - 1
      call fft_inplace(u_re(x, 0, z), u_im(x, 0, z), NY, NX)
    end do
  end do
  do y = 0, NY - 1
    do x = 0, NX - 1
      call fft_inplace(u_re(x, y, 0), u_im(x, y, 0), NZ, NX * NY)
    end do
  end do
  sr = 0
  si = 0
  do j = 1, 1024
    sr = sr + u_re(mod(j, NX), mod(3 * j, NY), mod(5 * j, NZ))
    si = si + u_im(mod(j, NX), mod(3 * j, NY), mod(5 * j, NZ))
  end do
  chk(0) = sr / real(NX * NY * NZ, rk)
  chk(1) = si / real(NX * NY * NZ, rk)

contains

  pure real(c_double) function signed_freq(k, n)
    integer(c_int64_t), intent(in) :: k, n
    if (k < n / 2) then
      signed_freq = real(k, c_double)
    else
      signed_freq = real(k - n, c_double)
    end if
  end function signed_freq

  ! in-place radix-2 inverse FFT (exp(+2 pi i ...)) of re(i * stride), im(i * stride), i < n, the dummies
  ! sequence-associated with the array from the element passed; twiddles in double
  subroutine fft_inplace(re, im, n, stride)
    real(rk), intent(inout) :: re(0:*), im(0:*)
    integer(c_int64_t), intent(in) :: n, stride
    integer(c_int64_t) :: i, jb, bit, ln, half, jj, s, ia, ib
    real(c_double) :: ang
    real(rk) :: tmp, wr, wi, tr, ti
    jb = 0
    do i = 1, n - 1  ! bit-reversal permutation
      bit = shiftr(n, 1)
      do while (iand(jb, bit) /= 0)
        jb = ieor(jb, bit)
        bit = shiftr(bit, 1)
      end do
      jb = ieor(jb, bit)
      if (i < jb) then
        tmp = re(i * stride)
        re(i * stride) = re(jb * stride)
        re(jb * stride) = tmp
        tmp = im(i * stride)
        im(i * stride) = im(jb * stride)
        im(jb * stride) = tmp
      end if
    end do
    ln = 2
    do while (ln <= n)
      half = ln / 2
      do jj = 0, half - 1
        ang = 2.0_c_double * pi * real(jj, c_double) / real(ln, c_double)
        wr = real(cos(ang), rk)
        wi = real(sin(ang), rk)
        do s = 0, n - 1, ln
          ia = (s + jj) * stride
          ib = (s + jj + half) * stride
          tr = wr * re(ib) - wi * im(ib)
          ti = wr * im(ib) + wi * re(ib)
          re(ib) = re(ia) - tr
          im(ib) = im(ia) - ti
          re(ia) = re(ia) + tr
          im(ia) = im(ia) + ti
        end do
      end do
      ln = ln * 2
    end do
  end subroutine fft_inplace
end subroutine npb_ft
