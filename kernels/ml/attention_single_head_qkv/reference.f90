! attention_single_head_qkv: single-head self-attention from X.
! QKV(:, s, b) = Wqkv X(:, s, b) + bqkv, packed [q | k | v] (each D wide), stored, then read back;
! O(:, i, b) = sum_j softmax_j(q_i . k_j / sqrt(D)) v_j (max-subtracted softmax, scores computed twice).
subroutine attention_single_head_qkv(O, QKV, X, Wqkv, bqkv, B, S, E, D) &
    bind(c, name="attention_single_head_qkv")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, S, E, D
  real(rk), intent(out) :: O(D, S, B)
  real(rk), intent(out) :: QKV(3 * D, S, B)
  real(rk), intent(in) :: X(E, S, B)
  real(rk), intent(in) :: Wqkv(E, 3 * D)
  real(rk), intent(in) :: bqkv(3 * D)
  integer(c_int64_t) :: ib, i, j, f, k
  real(ak) :: acc(128), a, m, sc, p, l, scale

  do ib = 1, B
    do i = 1, S
      do f = 1, 3 * D
        a = real(bqkv(f), ak)
        do k = 1, E
          a = a + real(Wqkv(k, f), ak) * real(X(k, i, ib), ak)
        end do
        QKV(f, i, ib) = real(a, rk)
      end do
    end do
  end do
  scale = 1 / sqrt(real(D, ak))
  do ib = 1, B
    do i = 1, S
      m = score(i, 1_c_int64_t, ib)
      do j = 2, S
        sc = score(i, j, ib)
        if (sc > m) m = sc
      end do
      acc(1:D) = 0
      l = 0
      do j = 1, S
        p = exp(score(i, j, ib) - m)
        l = l + p
        do k = 1, D
          acc(k) = acc(k) + p * real(QKV(2 * D + k, j, ib), ak)
        end do
      end do
      do k = 1, D
        O(k, i, ib) = real(acc(k) / l, rk)
      end do
    end do
  end do

contains

  function score(iq, jk, bb) result(r)
    integer(c_int64_t), intent(in) :: iq, jk, bb
    real(ak) :: r
    integer(c_int64_t) :: dd

    r = 0
    do dd = 1, D
      r = r + real(QKV(dd, iq, bb), ak) * real(QKV(D + dd, jk, bb), ak)
    end do
    r = r * scale
  end function score
end subroutine attention_single_head_qkv
