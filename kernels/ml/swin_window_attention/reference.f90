! swin_window_attention: Swin W-MSA (no shift) on a channels-last token map: QKV = Wqkv x + bqkv per token
! (stored); in each non-overlapping WS x WS window (local index i = iy WS + ix), per head h,
! Att = softmax(q k^T / sqrt(DH) + Bias[h]) v over the window's N = WS^2 tokens (stored); Y = Wo Att + bo.
subroutine swin_window_attention(Y, Att, QKV, X, Wqkv, bqkv, Bias, Wo, bo, B, WS, NWH, NWW, C, NH, H, W, N, DH, C3) &
    bind(c, name="swin_window_attention")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, WS, NWH, NWW, C, NH, H, W, N, DH, C3
  real(rk), intent(out) :: Y(0:C - 1, 0:W - 1, 0:H - 1, 0:B - 1), Att(0:C - 1, 0:W - 1, 0:H - 1, 0:B - 1)
  real(rk), intent(out) :: QKV(0:C3 - 1, 0:W - 1, 0:H - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:C - 1, 0:W - 1, 0:H - 1, 0:B - 1), Wqkv(0:C - 1, 0:C3 - 1), bqkv(0:C3 - 1)
  real(rk), intent(in) :: Bias(0:N - 1, 0:N - 1, 0:NH - 1), Wo(0:C - 1, 0:C - 1), bo(0:C - 1)
  integer(c_int64_t) :: ib, iy, ix, k, kc, wy, wx, ih, i, j, id, yi, xi
  integer(c_int64_t) :: ys(0:63), xs(0:63)
  real(ak) :: sm, mx, l, scale, p(0:63)

  scale = 1 / sqrt(real(DH, ak))
  do ib = 0, B - 1
    do iy = 0, H - 1
      do ix = 0, W - 1
        do k = 0, C3 - 1
          sm = bqkv(k)
          do kc = 0, C - 1
            sm = sm + real(Wqkv(kc, k), ak) * real(X(kc, ix, iy, ib), ak)
          end do
          QKV(k, ix, iy, ib) = real(sm, rk)
        end do
      end do
    end do
  end do
  do ib = 0, B - 1
    do wy = 0, NWH - 1
      do wx = 0, NWW - 1
        do i = 0, N - 1
          ys(i) = wy * WS + i / WS
          xs(i) = wx * WS + mod(i, WS)
        end do
        do ih = 0, NH - 1
          do i = 0, N - 1
            yi = ys(i)
            xi = xs(i)
            mx = 0
            do j = 0, N - 1
              sm = 0
              do id = 0, DH - 1
                sm = sm + real(QKV(ih * DH + id, xi, yi, ib), ak) * real(QKV(C + ih * DH + id, xs(j), ys(j), ib), ak)
              end do
              p(j) = sm * scale + real(Bias(j, i, ih), ak)
              if (j == 0 .or. p(j) > mx) mx = p(j)
            end do
            l = 0
            do j = 0, N - 1
              p(j) = exp(p(j) - mx)
              l = l + p(j)
            end do
            do id = 0, DH - 1
              sm = 0
              do j = 0, N - 1
                sm = sm + p(j) * real(QKV(2 * C + ih * DH + id, xs(j), ys(j), ib), ak)
              end do
              Att(ih * DH + id, xi, yi, ib) = real(sm / l, rk)
            end do
          end do
        end do
      end do
    end do
  end do
  do ib = 0, B - 1
    do iy = 0, H - 1
      do ix = 0, W - 1
        do k = 0, C - 1
          sm = bo(k)
          do kc = 0, C - 1
            sm = sm + real(Wo(kc, k), ak) * real(Att(kc, ix, iy, ib), ak)
          end do
          Y(k, ix, iy, ib) = real(sm, rk)
        end do
      end do
    end do
  end do
end subroutine swin_window_attention
