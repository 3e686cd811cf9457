! resnext_bottleneck: ResNeXt bottleneck block (stride 1, identity shortcut), batchnorm folded to
! per-channel scale and shift: T1 = relu((W1 X) s1 + h1) (1 x 1, C -> WD, stored), T2 = relu(gconv3x3(T1; W2)
! s2 + h2) (GR groups of CPG channels, zero padding 1, stored), Y = relu((W3 T2) s3 + h3 + X) (1 x 1, WD -> C).
subroutine resnext_bottleneck(Y, T1, T2, X, W1, s1, h1, W2, s2, h2, W3, s3, h3, B, C, GR, CPG, WD, H, W) &
    bind(c, name="resnext_bottleneck")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, GR, CPG, WD, H, W
  real(rk), intent(out) :: Y(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1)
  real(rk), intent(out) :: T1(0:W - 1, 0:H - 1, 0:WD - 1, 0:B - 1), T2(0:W - 1, 0:H - 1, 0:WD - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:C - 1, 0:B - 1)
  real(rk), intent(in) :: W1(0:C - 1, 0:WD - 1), s1(0:WD - 1), h1(0:WD - 1)
  real(rk), intent(in) :: W2(0:2, 0:2, 0:CPG - 1, 0:WD - 1), s2(0:WD - 1), h2(0:WD - 1)
  real(rk), intent(in) :: W3(0:WD - 1, 0:C - 1), s3(0:C - 1), h3(0:C - 1)
  integer(c_int64_t) :: n, m, o, kc, k, g0, iy, ix, i, j, yy, xx
  real(ak) :: s, v

  if (GR < 1) return
  do n = 0, B - 1
    do m = 0, WD - 1
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = 0
          do kc = 0, C - 1
            s = s + real(W1(kc, m), ak) * real(X(ix, iy, kc, n), ak)
          end do
          v = s * s1(m) + h1(m)
          T1(ix, iy, m, n) = real(max(v, real(0, ak)), rk)
        end do
      end do
    end do
  end do
  do n = 0, B - 1
    do m = 0, WD - 1
      g0 = (m / CPG) * CPG
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = 0
          do k = 0, CPG - 1
            do i = 0, 2
              yy = iy + i - 1
              if (yy < 0 .or. yy >= H) cycle
              do j = 0, 2
                xx = ix + j - 1
                if (xx < 0 .or. xx >= W) cycle
                s = s + real(T1(xx, yy, g0 + k, n), ak) * real(W2(j, i, k, m), ak)
              end do
            end do
          end do
          v = s * s2(m) + h2(m)
          T2(ix, iy, m, n) = real(max(v, real(0, ak)), rk)
        end do
      end do
    end do
  end do
  do n = 0, B - 1
    do o = 0, C - 1
      do iy = 0, H - 1
        do ix = 0, W - 1
          s = 0
          do m = 0, WD - 1
            s = s + real(W3(m, o), ak) * real(T2(ix, iy, m, n), ak)
          end do
          v = s * s3(o) + h3(o) + X(ix, iy, o, n)
          Y(ix, iy, o, n) = real(max(v, real(0, ak)), rk)
        end do
      end do
    end do
  end do
end subroutine resnext_bottleneck
