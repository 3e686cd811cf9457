! resnet_basic_block: ResNet basic block in inference mode, batchnorm folded to a per-channel scale and
! shift: T = relu(conv3x3(X; W1) s1 + t1) (stored), Y = relu(conv3x3(T; W2) s2 + t2 + X); both convolutions
! with zero padding 1, stride 1, no bias.
subroutine resnet_basic_block(Y, T, X, W1, s1, t1, W2, s2, t2, B, C, H, W) bind(c, name="resnet_basic_block")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, H, W
  real(rk), intent(out) :: Y(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1), T(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1)
  real(rk), intent(in) :: W1(0:2, 0:2, 0:C - 1, 0:C - 1), s1(0:C - 1), t1(0:C - 1)
  real(rk), intent(in) :: W2(0:2, 0:2, 0:C - 1, 0:C - 1), s2(0:C - 1), t2(0:C - 1)
  integer(c_int64_t) :: n, o, iy, ix
  real(ak) :: v

  do n = 0, B - 1
    do o = 0, C - 1
      do iy = 0, H - 1
        do ix = 0, W - 1
          v = conv_at(X, W1) * s1(o) + t1(o)
          T(ix, iy, o, n) = real(max(v, real(0, ak)), rk)
        end do
      end do
    end do
  end do
  do n = 0, B - 1
    do o = 0, C - 1
      do iy = 0, H - 1
        do ix = 0, W - 1
          v = conv_at(T, W2) * s2(o) + t2(o) + X(ix, iy, o, n)
          Y(ix, iy, o, n) = real(max(v, real(0, ak)), rk)
        end do
      end do
    end do
  end do

contains

  ! the 3 x 3 conv of Z with Wk at (n, o, iy, ix), taps outside the image skipped
  real(ak) function conv_at(Z, Wk)
    real(rk), intent(in) :: Z(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1), Wk(0:2, 0:2, 0:C - 1, 0:C - 1)
    integer(c_int64_t) :: kc, i, j, yy, xx
    real(ak) :: s

    s = 0
    do kc = 0, C - 1
      do i = 0, 2
        yy = iy + i - 1
        if (yy < 0 .or. yy >= H) cycle
        do j = 0, 2
          xx = ix + j - 1
          if (xx < 0 .or. xx >= W) cycle
          s = s + Z(xx, yy, kc, n) * Wk(j, i, kc, o)
        end do
      end do
    end do
    conv_at = s
  end function conv_at
end subroutine resnet_basic_block
