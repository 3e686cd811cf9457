! convnext_block: ConvNeXt block, Dw = dw7x7(X; Wd) + bd (depthwise, zero padding 3, stored); per pixel,
! u = layernorm over the C channels of Dw (biased variance, eps) gamma + beta, hid = gelu(W1 u + b1) with
! gelu(s) = 0.5 s (1 + erf(s / sqrt(2))), Y = X + ls (W2 hid + b2). u and hid are kept in real(ak).
subroutine convnext_block(Y, Dw, X, Wd, bd, gamma, beta, W1, b1, W2, b2, ls, B, C, F, H, W, eps) &
    bind(c, name="convnext_block")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, F, H, W
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1), Dw(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1)
  real(rk), intent(in) :: Wd(0:6, 0:6, 0:C - 1), bd(0:C - 1), gamma(0:C - 1), beta(0:C - 1)
  real(rk), intent(in) :: W1(0:C - 1, 0:F - 1), b1(0:F - 1), W2(0:F - 1, 0:C - 1), b2(0:C - 1), ls(0:C - 1)
  real(ak), parameter :: r2 = real(0.70710678118654752440_c_double, ak)  ! 1 / sqrt(2)
  integer(c_int64_t) :: n, kc, kf, iy, ix, i, j, yy, xx
  real(ak) :: s, mean, var, e, inv, u(0:63), hid(0:255)

  do n = 0, B - 1
    do kc = 0, C - 1
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = bd(kc)
          do i = 0, 6
            yy = iy + i - 3
            if (yy < 0 .or. yy >= H) cycle
            do j = 0, 6
              xx = ix + j - 3
              if (xx < 0 .or. xx >= W) cycle
              s = s + real(X(xx, yy, kc, n), ak) * real(Wd(j, i, kc), ak)
            end do
          end do
          Dw(ix, iy, kc, n) = real(s, rk)
        end do
      end do
    end do
  end do
  do n = 0, B - 1
    do iy = 0, H - 1
      do ix = 0, W - 1
        mean = 0
        do kc = 0, C - 1
          mean = mean + real(Dw(ix, iy, kc, n), ak)
        end do
        mean = mean / real(C, ak)
        var = 0
        do kc = 0, C - 1
          e = real(Dw(ix, iy, kc, n), ak) - mean
          var = var + e * e
        end do
        var = var / real(C, ak)
        inv = 1 / sqrt(var + real(eps, ak))
        do kc = 0, C - 1
          u(kc) = (real(Dw(ix, iy, kc, n), ak) - mean) * inv * real(gamma(kc), ak) + real(beta(kc), ak)
        end do
        do kf = 0, F - 1
          s = b1(kf)
          do kc = 0, C - 1
            s = s + real(W1(kc, kf), ak) * u(kc)
          end do
          hid(kf) = 0.5_ak * s * (1 + erf(s * r2))
        end do
        do kc = 0, C - 1
          s = b2(kc)
          do kf = 0, F - 1
            s = s + real(W2(kf, kc), ak) * hid(kf)
          end do
          Y(ix, iy, kc, n) = real(real(X(ix, iy, kc, n), ak) + real(ls(kc), ak) * s, rk)
        end do
      end do
    end do
  end do
end subroutine convnext_block
