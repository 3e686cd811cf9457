! paged_attention_decode: paged decode attention, one query token per (batch, head), grouped KV heads:
! the KV cache lives in 16-token blocks, token t of sequence b in block block_table[b, t / 16] slot t % 16, over
! len = MAXB * 16 - drop[b] tokens; O[b, h] = softmax_t(q . k_t / sqrt(D)) v_t with KV head h / (H / KVH).
subroutine paged_attention_decode(O, Q, kcache, vcache, block_table, drop, B, H, KVH, MAXB, D, NB) &
    bind(c, name="paged_attention_decode")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, H, KVH, MAXB, D, NB
  real(rk), intent(out) :: O(D, H, B)
  real(rk), intent(in) :: Q(D, H, B)
  real(rk), intent(in) :: kcache(D, 16, KVH, NB)
  real(rk), intent(in) :: vcache(D, 16, KVH, NB)
  integer(c_int32_t), intent(in) :: block_table(NB)
  integer(c_int32_t), intent(in) :: drop(B)
  integer(c_int64_t) :: ib, ih, ikv, group, ln, t, blk, slot, dd
  real(ak) :: scale, m, l, s, p, acc(128)

  scale = 1 / sqrt(real(D, ak))
  group = H / KVH
  do ib = 1, B
    ln = MAXB * 16 - int(drop(ib), c_int64_t)
    do ih = 1, H
      ikv = (ih - 1) / group + 1
      m = 0
      acc(1:D) = 0
      l = 0
      do t = 0, ln - 1
        blk = int(block_table((ib - 1) * MAXB + t / 16 + 1), c_int64_t) + 1
        slot = mod(t, 16_c_int64_t) + 1
        s = score(blk, slot)
        if (t == 0 .or. s > m) m = s
      end do
      do t = 0, ln - 1
        blk = int(block_table((ib - 1) * MAXB + t / 16 + 1), c_int64_t) + 1
        slot = mod(t, 16_c_int64_t) + 1
        p = exp(score(blk, slot) - m)
        l = l + p
        do dd = 1, D
          acc(dd) = acc(dd) + p * real(vcache(dd, slot, ikv, blk), ak)
        end do
      end do
      do dd = 1, D
        O(dd, ih, ib) = real(acc(dd) / l, rk)
      end do
    end do
  end do

contains

  function score(bk, sl) result(r)
    integer(c_int64_t), intent(in) :: bk, sl
    real(ak) :: r
    integer(c_int64_t) :: k

    r = 0
    do k = 1, D
      r = r + real(Q(k, ih, ib), ak) * real(kcache(k, sl, ikv, bk), ak)
    end do
    r = r * scale
  end function score
end subroutine paged_attention_decode
