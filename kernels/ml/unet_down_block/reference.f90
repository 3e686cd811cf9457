! unet_down_block: U-Net encoder stage: T = relu(conv3x3(X; W1) + b1), S = relu(conv3x3(T; W2) + b2) (zero
! padding 1, stride 1; S is the skip connection), P = 2 x 2 / stride 2 max pooling of S.
subroutine unet_down_block(P, S, T, X, W1, b1, W2, b2, B, CI, CO, H, W, PH, PW) bind(c, name="unet_down_block")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CO, H, W, PH, PW
  real(rk), intent(out) :: P(0:PW - 1, 0:PH - 1, 0:CO - 1, 0:B - 1)
  real(rk), intent(out) :: S(0:W - 1, 0:H - 1, 0:CO - 1, 0:B - 1), T(0:W - 1, 0:H - 1, 0:CO - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:CI - 1, 0:B - 1)
  real(rk), intent(in) :: W1(0:2, 0:2, 0:CI - 1, 0:CO - 1), b1(0:CO - 1), W2(0:2, 0:2, 0:CO - 1, 0:CO - 1), b2(0:CO - 1)
  integer(c_int64_t) :: n, o, py, px

  call conv3x3_relu(T, X, W1, b1, CI)
  call conv3x3_relu(S, T, W2, b2, CO)
  do n = 0, B - 1
    do o = 0, CO - 1
      do py = 0, PH - 1
        do px = 0, PW - 1
          P(px, py, o, n) = max(S(2 * px, 2 * py, o, n), S(2 * px + 1, 2 * py, o, n), &
                                S(2 * px, 2 * py + 1, o, n), S(2 * px + 1, 2 * py + 1, o, n))
        end do
      end do
    end do
  end do

contains

  subroutine conv3x3_relu(out, Z, Wk, bk, nin)
    integer(c_int64_t), intent(in) :: nin
    real(rk), intent(out) :: out(0:W - 1, 0:H - 1, 0:CO - 1, 0:B - 1)
    real(rk), intent(in) :: Z(0:W - 1, 0:H - 1, 0:nin - 1, 0:B - 1), Wk(0:2, 0:2, 0:nin - 1, 0:CO - 1), bk(0:CO - 1)
    integer(c_int64_t) :: m, ko, iy, ix, kc, i, j, yy, xx
    real(ak) :: sm

    do m = 0, B - 1
      do ko = 0, CO - 1
        do iy = 0, H - 1
          do ix = 0, W - 1
            sm = bk(ko)
            do kc = 0, nin - 1
              do i = 0, 2
                yy = iy + i - 1
                if (yy < 0 .or. yy >= H) cycle
                do j = 0, 2
                  xx = ix + j - 1
                  if (xx < 0 .or. xx >= W) cycle
                  sm = sm + Z(xx, yy, kc, m) * Wk(j, i, kc, ko)
                end do
              end do
            end do
            out(ix, iy, ko, m) = real(max(sm, real(0, ak)), rk)
          end do
        end do
      end do
    end do
  end subroutine conv3x3_relu
end subroutine unet_down_block
