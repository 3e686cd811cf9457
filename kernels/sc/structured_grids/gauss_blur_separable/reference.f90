! gauss_blur_separable: separable 2-D Gaussian blur (row pass into tmp, then column pass; clamped borders).
! C's img[i][j] is img(j, i) here, both 0-based.
subroutine gauss_blur_separable(out, tmp, img, H, W, R, sigma) bind(c, name="gauss_blur_separable")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: H, W, R
  real(rk), value, intent(in) :: sigma
  real(rk), intent(out) :: out(0:W - 1, 0:H - 1)
  real(rk), intent(out) :: tmp(0:W - 1, 0:H - 1)
  real(rk), intent(in) :: img(0:W - 1, 0:H - 1)
  real(c_double) :: g(0:16), total
  real(rk) :: wt(0:16), s
  integer(c_int64_t) :: i, j, t, ii, jj

  total = 0
  do t = -R, R
    g(t + R) = exp(-real(t * t, c_double) / (2.0_c_double * real(sigma, c_double) * real(sigma, c_double)))
    total = total + g(t + R)
  end do
  do t = 0, 2 * R
    wt(t) = real(g(t) / total, rk)
  end do
  do i = 0, H - 1
    do j = 0, W - 1
      s = 0
      do t = -R, R
        jj = min(max(j + t, 0_c_int64_t), W - 1)
        s = s + wt(t + R) * img(jj, i)
      end do
      tmp(j, i) = s
    end do
  end do
  do i = 0, H - 1
    do j = 0, W - 1
      s = 0
      do t = -R, R
        ii = min(max(i + t, 0_c_int64_t), H - 1)
        s = s + wt(t + R) * tmp(j, ii)
      end do
      out(j, i) = s
    end do
  end do
end subroutine gauss_blur_separable
