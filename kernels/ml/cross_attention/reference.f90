! cross_attention: one head, queries from Xq, keys/values from Mem (no bias):
! Q(:, i, b) = Wq Xq(:, i, b); KV(:, j, b) = Wkv Mem(:, j, b) ([k | v], each D wide); both stored, then read back;
! O(:, i, b) = sum_j softmax_j(q_i . k_j / sqrt(D)) v_j over the Sk memory tokens (scores computed twice).
subroutine cross_attention(O, Q, KV, Xq, Mem, Wq, Wkv, B, Sq, Sk, E, D) bind(c, name="cross_attention")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, Sq, Sk, E, D
  real(rk), intent(out) :: O(D, Sq, B)
  real(rk), intent(out) :: Q(D, Sq, B)
  real(rk), intent(out) :: KV(2 * D, Sk, B)
  real(rk), intent(in) :: Xq(E, Sq, B)
  real(rk), intent(in) :: Mem(E, Sk, B)
  real(rk), intent(in) :: Wq(E, D)
  real(rk), intent(in) :: Wkv(E, 2 * D)
  integer(c_int64_t) :: ib, i, j, f, k
  real(ak) :: acc(128), t, m, sc, p, l, scale

  do ib = 1, B
    do i = 1, Sq
      do f = 1, D
        t = 0
        do k = 1, E
          t = t + real(Wq(k, f), ak) * real(Xq(k, i, ib), ak)
        end do
        Q(f, i, ib) = real(t, rk)
      end do
    end do
  end do
  do ib = 1, B
    do j = 1, Sk
      do f = 1, 2 * D
        t = 0
        do k = 1, E
          t = t + real(Wkv(k, f), ak) * real(Mem(k, j, ib), ak)
        end do
        KV(f, j, ib) = real(t, rk)
      end do
    end do
  end do
  scale = 1 / sqrt(real(D, ak))
  do ib = 1, B
    do i = 1, Sq
      m = score(i, 1_c_int64_t, ib)
      do j = 2, Sk
        sc = score(i, j, ib)
        if (sc > m) m = sc
      end do
      acc(1:D) = 0
      l = 0
      do j = 1, Sk
        p = exp(score(i, j, ib) - m)
        l = l + p
        do k = 1, D
          acc(k) = acc(k) + p * real(KV(D + k, j, ib), ak)
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
      r = r + real(Q(dd, iq, bb), ak) * real(KV(dd, jk, bb), ak)
    end do
    r = r * scale
  end function score
end subroutine cross_attention
