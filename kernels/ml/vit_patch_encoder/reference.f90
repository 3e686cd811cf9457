! vit_patch_encoder: ViT front on each image: Z0[0] = cls + pos[0], Z0[1 + gy GW + gx] = Wp . patch(gy, gx)
! + bp + pos[t] (P x P patches, stride P; stored); then one pre-LN encoder block: QKV = Wqkv ln1(Z0) + bqkv
! (stored), Att = per-head softmax(q k^T / sqrt(DH)) v over all T tokens (stored), X1 = Z0 + Wo Att + bo
! (stored), Y = X1 + W2 gelu(W1 ln2(X1) + b1) + b2 with gelu(s) = 0.5 s (1 + erf(s / sqrt(2))); layernorms
! with biased variance and eps.
subroutine vit_patch_encoder(Y, X1, Att, QKV, Z0, Img, Wp, bp, cls, pos, g1, be1, Wqkv, bqkv, Wo, bo, g2, be2, &
    W1, b1, W2, b2, B, CI, P, GH, GW, E, NH, IH, IW, T, DH, E3, F, eps) bind(c, name="vit_patch_encoder")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, P, GH, GW, E, NH, IH, IW, T, DH, E3, F
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(0:E - 1, 0:T - 1, 0:B - 1), X1(0:E - 1, 0:T - 1, 0:B - 1)
  real(rk), intent(out) :: Att(0:E - 1, 0:T - 1, 0:B - 1), QKV(0:E3 - 1, 0:T - 1, 0:B - 1), Z0(0:E - 1, 0:T - 1, 0:B - 1)
  real(rk), intent(in) :: Img(0:IW - 1, 0:IH - 1, 0:CI - 1, 0:B - 1), Wp(0:P - 1, 0:P - 1, 0:CI - 1, 0:E - 1)
  real(rk), intent(in) :: bp(0:E - 1), cls(0:E - 1), pos(0:E - 1, 0:T - 1)
  real(rk), intent(in) :: g1(0:E - 1), be1(0:E - 1), Wqkv(0:E - 1, 0:E3 - 1), bqkv(0:E3 - 1)
  real(rk), intent(in) :: Wo(0:E - 1, 0:E - 1), bo(0:E - 1), g2(0:E - 1), be2(0:E - 1)
  real(rk), intent(in) :: W1(0:E - 1, 0:F - 1), b1(0:F - 1), W2(0:F - 1, 0:E - 1), b2(0:E - 1)
  real(ak), parameter :: r2 = real(0.70710678118654752440_c_double, ak)  ! 1 / sqrt(2)
  integer(c_int64_t) :: ib, it, ie, k, hh, j, id, kf, gy, gx, kc, i, jj
  real(ak) :: sm, mx, l, scale, u(0:127), hid(0:511), pr(0:64)

  scale = 1 / sqrt(real(DH, ak))
  do ib = 0, B - 1
    do ie = 0, E - 1
      Z0(ie, 0, ib) = real(real(cls(ie), ak) + real(pos(ie, 0), ak), rk)
    end do
    do gy = 0, GH - 1
      do gx = 0, GW - 1
        it = 1 + gy * GW + gx
        do ie = 0, E - 1
          sm = bp(ie)
          do kc = 0, CI - 1
            do i = 0, P - 1
              do jj = 0, P - 1
                sm = sm + real(Wp(jj, i, kc, ie), ak) * real(Img(gx * P + jj, gy * P + i, kc, ib), ak)
              end do
            end do
          end do
          Z0(ie, it, ib) = real(sm + real(pos(ie, it), ak), rk)
        end do
      end do
    end do
    do it = 0, T - 1
      call ln_row(Z0(:, it, ib), g1, be1)
      do k = 0, E3 - 1
        sm = bqkv(k)
        do ie = 0, E - 1
          sm = sm + real(Wqkv(ie, k), ak) * u(ie)
        end do
        QKV(k, it, ib) = real(sm, rk)
      end do
    end do
    do hh = 0, NH - 1
      do it = 0, T - 1
        mx = 0
        do j = 0, T - 1
          sm = 0
          do id = 0, DH - 1
            sm = sm + real(QKV(hh * DH + id, it, ib), ak) * real(QKV(E + hh * DH + id, j, ib), ak)
          end do
          pr(j) = sm * scale
          if (j == 0 .or. pr(j) > mx) mx = pr(j)
        end do
        l = 0
        do j = 0, T - 1
          pr(j) = exp(pr(j) - mx)
          l = l + pr(j)
        end do
        do id = 0, DH - 1
          sm = 0
          do j = 0, T - 1
            sm = sm + pr(j) * real(QKV(2 * E + hh * DH + id, j, ib), ak)
          end do
          Att(hh * DH + id, it, ib) = real(sm / l, rk)
        end do
      end do
    end do
    do it = 0, T - 1
      do ie = 0, E - 1
        sm = bo(ie)
        do k = 0, E - 1
          sm = sm + real(Wo(k, ie), ak) * real(Att(k, it, ib), ak)
        end do
        X1(ie, it, ib) = real(real(Z0(ie, it, ib), ak) + sm, rk)
      end do
    end do
    do it = 0, T - 1
      call ln_row(X1(:, it, ib), g2, be2)
      do kf = 0, F - 1
        sm = b1(kf)
        do ie = 0, E - 1
          sm = sm + real(W1(ie, kf), ak) * u(ie)
        end do
        hid(kf) = 0.5_ak * sm * (1 + erf(sm * r2))
      end do
      do ie = 0, E - 1
        sm = b2(ie)
        do kf = 0, F - 1
          sm = sm + real(W2(kf, ie), ak) * hid(kf)
        end do
        Y(ie, it, ib) = real(real(X1(ie, it, ib), ak) + sm, rk)
      end do
    end do
  end do

contains

  ! u = layernorm of the row xr with gain g and shift b (two passes, biased variance)
  subroutine ln_row(xr, g, bb)
    real(rk), intent(in) :: xr(0:E - 1), g(0:E - 1), bb(0:E - 1)
    integer(c_int64_t) :: q
    real(ak) :: mean, var, d, inv

    mean = 0
    do q = 0, E - 1
      mean = mean + real(xr(q), ak)
    end do
    mean = mean / real(E, ak)
    var = 0
    do q = 0, E - 1
      d = real(xr(q), ak) - mean
      var = var + d * d
    end do
    var = var / real(E, ak)
    inv = 1 / sqrt(var + real(eps, ak))
    do q = 0, E - 1
      u(q) = (real(xr(q), ak) - mean) * inv * real(g(q), ak) + real(bb(q), ak)
    end do
  end subroutine ln_row
end subroutine vit_patch_encoder
