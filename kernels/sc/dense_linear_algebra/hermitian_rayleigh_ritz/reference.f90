! hermitian_rayleigh_ritz: the dense step of a Rayleigh-Ritz projection, Y = H X and S = X^H Y, with H Hermitian
! N x N given by its upper triangle (H[i][k] = the stored value for k > i, conj(H[k][i]) for k < i, Re H[i][i] on
! the diagonal) and X an N x M block; complex numbers as separate real and imaginary arrays, sums in index order.
subroutine hermitian_rayleigh_ritz(Y_re, Y_im, S_re, S_im, H_re, H_im, X_re, X_im, N, M) &
    bind(c, name="hermitian_rayleigh_ritz")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, M
  real(rk), intent(out) :: Y_re(0:M - 1, 0:N - 1), Y_im(0:M - 1, 0:N - 1)
  real(rk), intent(out) :: S_re(0:M - 1, 0:M - 1), S_im(0:M - 1, 0:M - 1)
  real(rk), intent(in) :: H_re(0:N - 1, 0:N - 1), H_im(0:N - 1, 0:N - 1)
  real(rk), intent(in) :: X_re(0:M - 1, 0:N - 1), X_im(0:M - 1, 0:N - 1)
  real(rk) :: hr, hi, xr, xi, yr, yi, sr, si
  integer(c_int64_t) :: i, k, mm, a, b

  Y_re = 0
  Y_im = 0
  do i = 0, N - 1
    do k = 0, N - 1
      if (k > i) then
        hr = H_re(k, i)
        hi = H_im(k, i)
      else if (k < i) then
        hr = H_re(i, k)
        hi = -H_im(i, k)
      else
        hr = H_re(i, i)
        hi = 0
      end if
      do mm = 0, M - 1
        xr = X_re(mm, k)
        xi = X_im(mm, k)
        Y_re(mm, i) = Y_re(mm, i) + (hr * xr - hi * xi)
        Y_im(mm, i) = Y_im(mm, i) + (hr * xi + hi * xr)
      end do
    end do
  end do
  do a = 0, M - 1
    do b = 0, M - 1
      sr = 0
      si = 0
      do i = 0, N - 1
        xr = X_re(a, i)
        xi = -X_im(a, i)
        yr = Y_re(b, i)
        yi = Y_im(b, i)
        sr = sr + (xr * yr - xi * yi)
        si = si + (xr * yi + xi * yr)
      end do
      S_re(b, a) = sr
      S_im(b, a) = si
    end do
  end do
end subroutine hermitian_rayleigh_ritz
