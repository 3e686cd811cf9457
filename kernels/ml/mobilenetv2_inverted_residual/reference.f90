! mobilenetv2_inverted_residual: MobileNetV2 inverted residual block (stride 1, expansion F = 6C),
! batchnorm folded to per-channel scale and shift, relu6(v) = min(max(v, 0), 6):
! E1 = relu6((W1 X) s1 + t1) (1 x 1 expand, stored), D = relu6(dw3x3(E1; Wd) s2 + t2) (depthwise, zero
! padding 1, stored), Y = (W3 D) s3 + t3 + X (1 x 1 project, identity residual).
subroutine mobilenetv2_inverted_residual(Y, E1, D, X, W1, s1, t1, Wd, s2, t2, W3, s3, t3, B, C, F, H, W) &
    bind(c, name="mobilenetv2_inverted_residual")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, F, H, W
  real(rk), intent(out) :: Y(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1)
  real(rk), intent(out) :: E1(0:W - 1, 0:H - 1, 0:F - 1, 0:B - 1), D(0:W - 1, 0:H - 1, 0:F - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1)
  real(rk), intent(in) :: W1(0:C - 1, 0:F - 1), s1(0:F - 1), t1(0:F - 1)
  real(rk), intent(in) :: Wd(0:2, 0:2, 0:F - 1), s2(0:F - 1), t2(0:F - 1)
  real(rk), intent(in) :: W3(0:F - 1, 0:C - 1), s3(0:C - 1), t3(0:C - 1)
  integer(c_int64_t) :: n, kf, o, c0, iy, ix, i, j, yy, xx
  real(ak) :: s

  do n = 0, B - 1
    do kf = 0, F - 1
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = 0
          do c0 = 0, C - 1
            s = s + real(W1(c0, kf), ak) * real(X(ix, iy, c0, n), ak)
          end do
          E1(ix, iy, kf, n) = real(relu6(s * s1(kf) + t1(kf)), rk)
        end do
      end do
    end do
  end do
  do n = 0, B - 1
    do kf = 0, F - 1
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = 0
          do i = 0, 2
            yy = iy + i - 1
            if (yy < 0 .or. yy >= H) cycle
            do j = 0, 2
              xx = ix + j - 1
              if (xx < 0 .or. xx >= W) cycle
              s = s + real(E1(xx, yy, kf, n), ak) * real(Wd(j, i, kf), ak)
            end do
          end do
          D(ix, iy, kf, n) = real(relu6(s * s2(kf) + t2(kf)), rk)
        end do
      end do
    end do
  end do
  do n = 0, B - 1
    do o = 0, C - 1
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = 0
          do kf = 0, F - 1
            s = s + real(W3(kf, o), ak) * real(D(ix, iy, kf, n), ak)
          end do
          Y(ix, iy, o, n) = real(s * s3(o) + t3(o) + X(ix, iy, o, n), rk)
        end do
      end do
    end do
  end do

contains

  real(ak) function relu6(v)
    real(ak), intent(in) :: v
    relu6 = min(max(v, real(0, ak)), real(6, ak))
  end function relu6
end subroutine mobilenetv2_inverted_residual
