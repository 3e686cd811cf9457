! attention_relpos_bias: attention with a clipped relative position bias table, per batch and head h:
! O = softmax(Q K^T / sqrt(DH) + Bias_h) V, Bias_h[i][j] = table[h][clip(j - i, -MAXD, MAXD) + MAXD]; no mask.
! One online-softmax pass per query row, the output row as the accumulator (as reference.c).
subroutine attention_relpos_bias(O, Q, K, V, table, B, NH, S, DH, MAXD, TB) bind(c, name="attention_relpos_bias")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, NH, S, DH, MAXD, TB
  real(rk), intent(out) :: O(0:DH - 1, 0:S - 1, 0:NH - 1, 0:B - 1)
  real(rk), intent(in) :: Q(0:DH - 1, 0:S - 1, 0:NH - 1, 0:B - 1), K(0:DH - 1, 0:S - 1, 0:NH - 1, 0:B - 1)
  real(rk), intent(in) :: V(0:DH - 1, 0:S - 1, 0:NH - 1, 0:B - 1), table(0:TB - 1, 0:NH - 1)
  integer(c_int64_t) :: ib, ih, i, j, d, rel
  real(ak) :: scale, m, l, sc, mn, c, p

  scale = 1 / sqrt(real(DH, ak))
  do ib = 0, B - 1
    do ih = 0, NH - 1
      do i = 0, S - 1
        m = 0
        l = 0
        do j = 0, S - 1
          sc = 0
          do d = 0, DH - 1
            sc = sc + Q(d, i, ih, ib) * K(d, j, ih, ib)
          end do
          rel = min(max(j - i, -MAXD), MAXD)
          sc = sc * scale + table(rel + MAXD, ih)
          if (j == 0) then
            m = sc
            l = 1
            O(:, i, ih, ib) = V(:, j, ih, ib)
            cycle
          end if
          mn = max(sc, m)
          c = exp(m - mn)
          p = exp(sc - mn)
          l = l * c + p
          do d = 0, DH - 1
            O(d, i, ih, ib) = real(O(d, i, ih, ib) * c + p * V(d, j, ih, ib), rk)
          end do
          m = mn
        end do
        do d = 0, DH - 1
          O(d, i, ih, ib) = real(O(d, i, ih, ib) / l, rk)
        end do
      end do
    end do
  end do
end subroutine attention_relpos_bias
