! gpt2_block: GPT-2 block on one sequence: QKV = Wqkv ln1(X) + bqkv (stored; q, k, v in column blocks of
! E, head h in columns h DH .. h DH + DH - 1 of each), Att = per-head causal softmax(q k^T / sqrt(DH)) v
! (stored), X1 = X + Wo Att + bo (stored), Y = X1 + W2 gelu_tanh(W1 ln2(X1) + b1) + b2; layernorms with
! biased variance and eps; gelu_tanh(s) = 0.5 s (1 + tanh(sqrt(2/pi) (s + 0.044715 s^3))).
subroutine gpt2_block(Y, X1, Att, QKV, X, g1, be1, Wqkv, bqkv, Wo, bo, g2, be2, W1, b1, W2, b2, &
    S, E, NH, DH, E3, F, eps) bind(c, name="gpt2_block")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: S, E, NH, DH, E3, F
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(0:E - 1, 0:S - 1), X1(0:E - 1, 0:S - 1), Att(0:E - 1, 0:S - 1), QKV(0:E3 - 1, 0:S - 1)
  real(rk), intent(in) :: X(0:E - 1, 0:S - 1), g1(0:E - 1), be1(0:E - 1), Wqkv(0:E - 1, 0:E3 - 1), bqkv(0:E3 - 1)
  real(rk), intent(in) :: Wo(0:E - 1, 0:E - 1), bo(0:E - 1), g2(0:E - 1), be2(0:E - 1)
  real(rk), intent(in) :: W1(0:E - 1, 0:F - 1), b1(0:F - 1), W2(0:F - 1, 0:E - 1), b2(0:E - 1)
  real(ak), parameter :: c = real(0.79788456080286535588_c_double, ak)  ! sqrt(2 / pi)
  integer(c_int64_t) :: it, ie, k, ih, j, id, kf
  real(ak) :: sm, mx, l, scale, u(0:127), hid(0:511), p(0:127)

  scale = 1 / sqrt(real(DH, ak))
  do it = 0, S - 1
    call ln_row(X(:, it), g1, be1)
    do k = 0, E3 - 1
      sm = bqkv(k)
      do ie = 0, E - 1
        sm = sm + real(Wqkv(ie, k), ak) * u(ie)
      end do
      QKV(k, it) = real(sm, rk)
    end do
  end do
  do ih = 0, NH - 1
    do it = 0, S - 1
      mx = 0
      do j = 0, it
        sm = 0
        do id = 0, DH - 1
          sm = sm + real(QKV(ih * DH + id, it), ak) * real(QKV(E + ih * DH + id, j), ak)
        end do
        p(j) = sm * scale
        if (j == 0 .or. p(j) > mx) mx = p(j)
      end do
      l = 0
      do j = 0, it
        p(j) = exp(p(j) - mx)
        l = l + p(j)
      end do
      do id = 0, DH - 1
        sm = 0
        do j = 0, it
          sm = sm + p(j) * real(QKV(2 * E + ih * DH + id, j), ak)
        end do
        Att(ih * DH + id, it) = real(sm / l, rk)
      end do
    end do
  end do
  do it = 0, S - 1
    do ie = 0, E - 1
      sm = bo(ie)
      do k = 0, E - 1
        sm = sm + real(Wo(k, ie), ak) * real(Att(k, it), ak)
      end do
      X1(ie, it) = real(real(X(ie, it), ak) + sm, rk)
    end do
  end do
  do it = 0, S - 1
    call ln_row(X1(:, it), g2, be2)
    do kf = 0, F - 1
      sm = b1(kf)
      do ie = 0, E - 1
        sm = sm + real(W1(ie, kf), ak) * u(ie)
      end do
      hid(kf) = 0.5_ak * sm * (1 + tanh(c * (sm + 0.044715_ak * sm * sm * sm)))
    end do
    do ie = 0, E - 1
      sm = b2(ie)
      do kf = 0, F - 1
        sm = sm + real(W2(kf, ie), ak) * hid(kf)
      end do
      Y(ie, it) = real(real(X1(ie, it), ak) + sm, rk)
    end do
  end do

contains

  ! u = layernorm of the row xr with gain g and shift b (two passes, biased variance)
  subroutine ln_row(xr, g, b)
    real(rk), intent(in) :: xr(0:E - 1), g(0:E - 1), b(0:E - 1)
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
      u(q) = (real(xr(q), ak) - mean) * inv * real(g(q), ak) + real(b(q), ak)
    end do
  end subroutine ln_row
end subroutine gpt2_block
