! vgg_block: VGG block, T1 = relu(conv3x3(X; W1) + b1) (C -> K channels, stored), T2 = relu(conv3x3(T1; W2)
! + b2) (K -> K, stored), Y = 2 x 2 max pooling of T2 with stride 2; convolutions with zero padding 1,
! stride 1.
subroutine vgg_block(Y, T1, T2, X, W1, b1, W2, b2, B, C, K, HP, WP, H, W) bind(c, name="vgg_block")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, K, HP, WP, H, W
  real(rk), intent(out) :: Y(0:WP - 1, 0:HP - 1, 0:K - 1, 0:B - 1)
  real(rk), intent(out) :: T1(0:W - 1, 0:H - 1, 0:K - 1, 0:B - 1), T2(0:W - 1, 0:H - 1, 0:K - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1)
  real(rk), intent(in) :: W1(0:2, 0:2, 0:C - 1, 0:K - 1), b1(0:K - 1)
  real(rk), intent(in) :: W2(0:2, 0:2, 0:K - 1, 0:K - 1), b2(0:K - 1)
  integer(c_int64_t) :: n, o, iy, ix, p, q, kc, i, j, yy, xx
  real(ak) :: s, m

  do n = 0, B - 1
    do o = 0, K - 1
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = b1(o)
          do kc = 0, C - 1
            do i = 0, 2
              yy = iy + i - 1
              if (yy < 0 .or. yy >= H) cycle
              do j = 0, 2
                xx = ix + j - 1
                if (xx < 0 .or. xx >= W) cycle
                s = s + X(xx, yy, kc, n) * W1(j, i, kc, o)
              end do
            end do
          end do
          T1(ix, iy, o, n) = real(max(s, real(0, ak)), rk)
        end do
      end do
    end do
  end do
  do n = 0, B - 1
    do o = 0, K - 1
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = b2(o)
          do kc = 0, K - 1
            do i = 0, 2
              yy = iy + i - 1
              if (yy < 0 .or. yy >= H) cycle
              do j = 0, 2
                xx = ix + j - 1
                if (xx < 0 .or. xx >= W) cycle
                s = s + T1(xx, yy, kc, n) * W2(j, i, kc, o)
              end do
            end do
          end do
          T2(ix, iy, o, n) = real(max(s, real(0, ak)), rk)
        end do
      end do
    end do
  end do
  do n = 0, B - 1
    do o = 0, K - 1
      do p = 0, HP - 1
        do q = 0, WP - 1
          m = T2(2 * q, 2 * p, o, n)
          m = max(m, real(T2(2 * q + 1, 2 * p, o, n), ak))
          m = max(m, real(T2(2 * q, 2 * p + 1, o, n), ak))
          m = max(m, real(T2(2 * q + 1, 2 * p + 1, o, n), ak))
          Y(q, p, o, n) = real(m, rk)
        end do
      end do
    end do
  end do
end subroutine vgg_block
