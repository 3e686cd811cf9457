! decode_attention_gqa: decode-step attention, one query per head (B, H, D) against a KV cache of L tokens with KVH grouped-query heads: O = softmax(q K^T / sqrt(D)) V.
subroutine decode_attention_gqa(O, Q, Kc, Vc, B, H, KVH, L, D) bind(c, name="decode_attention_gqa")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, H, KVH, L, D
  real(rk), intent(out) :: O(D, H, B)
  real(rk), intent(in) :: Q(D, H, B)
  real(rk), intent(in) :: Kc(D, L, KVH, B)
  real(rk), intent(in) :: Vc(D, L, KVH, B)
  integer(c_int64_t) :: bi, hi, kv, group, j, k
  real(ak) :: scale, m, s, p, lsum
  real(ak) :: acc(128)

  scale = 1 / sqrt(real(D, ak))
  group = H / KVH
  do bi = 1, B
    do hi = 1, H
      kv = (hi - 1) / group + 1
      ! pass 1: the maximum score
      m = 0
      do j = 1, L
        s = 0
        do k = 1, D
          s = s + real(Q(k, hi, bi), ak) * real(Kc(k, j, kv, bi), ak)
        end do
        s = s * scale
        if (j == 1 .or. s > m) m = s
      end do
      ! pass 2: the weights and the weighted sum of the values
      acc(1:D) = 0
      lsum = 0
      do j = 1, L
        s = 0
        do k = 1, D
          s = s + real(Q(k, hi, bi), ak) * real(Kc(k, j, kv, bi), ak)
        end do
        p = exp(s * scale - m)
        lsum = lsum + p
        do k = 1, D
          acc(k) = acc(k) + p * real(Vc(k, j, kv, bi), ak)
        end do
      end do
      do k = 1, D
        O(k, hi, bi) = real(acc(k) / lsum, rk)
      end do
    end do
  end do
end subroutine decode_attention_gqa
