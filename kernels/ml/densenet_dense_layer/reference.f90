! densenet_dense_layer: DenseNet-BC dense layer, batchnorm folded to per-channel scale and shift:
! A = relu((W1 relu(X s1 + t1)) s2 + t2) (1 x 1 conv to FB = 4G channels, stored), N = conv3x3(A; W2) (zero
! padding 1, no bias, G channels), Y = concat(X, N) along the channels.
subroutine densenet_dense_layer(Y, A, X, s1, t1, W1, s2, t2, W2, B, C, G, FB, CG, H, W) &
    bind(c, name="densenet_dense_layer")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, G, FB, CG, H, W
  real(rk), intent(out) :: Y(0:W - 1, 0:H - 1, 0:CG - 1, 0:B - 1), A(0:W - 1, 0:H - 1, 0:FB - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1)
  real(rk), intent(in) :: s1(0:C - 1), t1(0:C - 1), W1(0:C - 1, 0:FB - 1), s2(0:FB - 1), t2(0:FB - 1)
  real(rk), intent(in) :: W2(0:2, 0:2, 0:FB - 1, 0:G - 1)
  integer(c_int64_t) :: n, kf, kc, kg, iy, ix, i, j, yy, xx
  real(ak) :: s, u, v

  do n = 0, B - 1
    do kf = 0, FB - 1
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = 0
          do kc = 0, C - 1
            u = real(X(ix, iy, kc, n), ak) * real(s1(kc), ak) + real(t1(kc), ak)
            s = s + real(W1(kc, kf), ak) * max(u, real(0, ak))
          end do
          v = s * s2(kf) + t2(kf)
          A(ix, iy, kf, n) = real(max(v, real(0, ak)), rk)
        end do
      end do
    end do
  end do
  do n = 0, B - 1
    do kc = 0, C - 1
      Y(:, :, kc, n) = X(:, :, kc, n)
    end do
    do kg = 0, G - 1
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = 0
          do kf = 0, FB - 1
            do i = 0, 2
              yy = iy + i - 1
              if (yy < 0 .or. yy >= H) cycle
              do j = 0, 2
                xx = ix + j - 1
                if (xx < 0 .or. xx >= W) cycle
                s = s + real(A(xx, yy, kf, n), ak) * real(W2(j, i, kf, kg), ak)
              end do
            end do
          end do
          Y(ix, iy, C + kg, n) = real(s, rk)
        end do
      end do
    end do
  end do
end subroutine densenet_dense_layer
