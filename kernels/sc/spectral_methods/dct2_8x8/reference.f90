! dct2_8x8: the JPEG forward transform, an orthonormal 2-D DCT-II of every 8 x 8 block of an H x W image: per
! block, rows then columns of the 1-D DCT-II G(u) = c(u) sum_x g(x) cos((2x + 1) u pi / 16), c(0) = sqrt(1/8),
! c(u > 0) = sqrt(2/8) (the basis computed in double precision, then rounded to the run precision).
subroutine dct2_8x8(out, img, BH, BW, H, W) bind(c, name="dct2_8x8")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: BH, BW, H, W
  real(rk), intent(out) :: out(0:W - 1, 0:H - 1)
  real(rk), intent(in) :: img(0:W - 1, 0:H - 1)
  real(rk) :: basis(0:7, 0:7), t(0:7, 0:7), s
  real(c_double) :: cu
  integer(c_int64_t) :: bi, bj, r0, c0
  integer :: u, v, x, y

  do u = 0, 7
    if (u == 0) then
      cu = sqrt(1.0_c_double / 8.0_c_double)
    else
      cu = sqrt(2.0_c_double / 8.0_c_double)
    end if
    do x = 0, 7
      basis(x, u) = real(cu * cos(real((2 * x + 1) * u, c_double) * 3.14159265358979323846_c_double / 16.0_c_double), rk)
    end do
  end do
  do bi = 0, BH - 1
    do bj = 0, BW - 1
      r0 = bi * 8
      c0 = bj * 8
      do y = 0, 7  ! rows: t[y][v] = sum_x img[y][x] basis[v][x]
        do v = 0, 7
          s = 0
          do x = 0, 7
            s = s + img(c0 + x, r0 + y) * basis(x, v)
          end do
          t(v, y) = s
        end do
      end do
      do u = 0, 7  ! columns
        do v = 0, 7
          s = 0
          do y = 0, 7
            s = s + basis(y, u) * t(v, y)
          end do
          out(c0 + v, r0 + u) = s
        end do
      end do
    end do
  end do
end subroutine dct2_8x8
