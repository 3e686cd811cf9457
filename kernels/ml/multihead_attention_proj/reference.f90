! multihead_attention_proj: multi-head self-attention with packed projections (no mask), Dh = E / H.
! QKV(:, s, b) = Wqkv X(:, s, b) + bqkv ([q | k | v], head h owns rows h Dh + 1 .. h Dh + Dh of each);
! A(h Dh + 1:(h + 1) Dh, i, b) = sum_j softmax_j(q_i . k_j / sqrt(Dh)) v_j per head; Y(:, s, b) = Wo A(:, s, b) + bo.
! Each stage reads back what the previous one stored.
subroutine multihead_attention_proj(Y, A, QKV, X, Wqkv, bqkv, Wo, bo, B, S, E, H) &
    bind(c, name="multihead_attention_proj")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, S, E, H
  real(rk), intent(out) :: Y(E, S, B)
  real(rk), intent(out) :: A(E, S, B)
  real(rk), intent(out) :: QKV(3 * E, S, B)
  real(rk), intent(in) :: X(E, S, B)
  real(rk), intent(in) :: Wqkv(E, 3 * E)
  real(rk), intent(in) :: bqkv(3 * E)
  real(rk), intent(in) :: Wo(E, E)
  real(rk), intent(in) :: bo(E)
  integer(c_int64_t) :: ib, ih, i, j, f, k, Dh, q0, k0, v0
  real(ak) :: acc(128), t, m, sc, p, l, scale

  Dh = E / H
  do ib = 1, B
    do i = 1, S
      do f = 1, 3 * E
        t = real(bqkv(f), ak)
        do k = 1, E
          t = t + real(Wqkv(k, f), ak) * real(X(k, i, ib), ak)
        end do
        QKV(f, i, ib) = real(t, rk)
      end do
    end do
  end do
  scale = 1 / sqrt(real(Dh, ak))
  do ib = 1, B
    do ih = 0, H - 1
      q0 = ih * Dh
      k0 = E + ih * Dh
      v0 = 2 * E + ih * Dh
      do i = 1, S
        m = score(i, 1_c_int64_t, ib)
        do j = 2, S
          sc = score(i, j, ib)
          if (sc > m) m = sc
        end do
        acc(1:Dh) = 0
        l = 0
        do j = 1, S
          p = exp(score(i, j, ib) - m)
          l = l + p
          do k = 1, Dh
            acc(k) = acc(k) + p * real(QKV(v0 + k, j, ib), ak)
          end do
        end do
        do k = 1, Dh
          A(q0 + k, i, ib) = real(acc(k) / l, rk)
        end do
      end do
    end do
  end do
  do ib = 1, B
    do i = 1, S
      do f = 1, E
        t = real(bo(f), ak)
        do k = 1, E
          t = t + real(Wo(k, f), ak) * real(A(k, i, ib), ak)
        end do
        Y(f, i, ib) = real(t, rk)
      end do
    end do
  end do

contains

  function score(iq, jk, bb) result(r)
    integer(c_int64_t), intent(in) :: iq, jk, bb
    real(ak) :: r
    integer(c_int64_t) :: dd

    r = 0
    do dd = 1, Dh
      r = r + real(QKV(q0 + dd, iq, bb), ak) * real(QKV(k0 + dd, jk, bb), ak)
    end do
    r = r * scale
  end function score
end subroutine multihead_attention_proj
