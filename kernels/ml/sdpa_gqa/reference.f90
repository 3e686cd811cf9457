! sdpa_gqa: grouped-query causal attention: H query heads share KVH key/value heads (head h uses h / (H / KVH));
! O[b, h, i] = sum_{j <= i} softmax_j(Q[b, h, i] . K[b, kv, j] / sqrt(D)) V[b, kv, j] (max-subtracted, two passes).
subroutine sdpa_gqa(O, Q, K, V, B, H, KVH, S, D) bind(c, name="sdpa_gqa")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, H, KVH, S, D
  real(rk), intent(out) :: O(D, S, H, B)
  real(rk), intent(in) :: Q(D, S, H, B)
  real(rk), intent(in) :: K(D, S, KVH, B)
  real(rk), intent(in) :: V(D, S, KVH, B)
  integer(c_int64_t) :: ib, ih, ikv, group, i, j, dd
  real(ak) :: scale, m, sc, l, p, acc(128)

  scale = 1 / sqrt(real(D, ak))
  group = H / KVH
  do ib = 1, B
    do ih = 1, H
      ikv = (ih - 1) / group + 1
      do i = 1, S
        m = 0
        do j = 1, i
          sc = score(j)
          if (j == 1 .or. sc > m) m = sc
        end do
        acc(1:D) = 0
        l = 0
        do j = 1, i
          p = exp(score(j) - m)
          l = l + p
          do dd = 1, D
            acc(dd) = acc(dd) + p * real(V(dd, j, ikv, ib), ak)
          end do
        end do
        do dd = 1, D
          O(dd, i, ih, ib) = real(acc(dd) / l, rk)
        end do
      end do
    end do
  end do

contains

  function score(jk) result(r)
    integer(c_int64_t), intent(in) :: jk
    real(ak) :: r
    integer(c_int64_t) :: e

    r = 0
    do e = 1, D
      r = r + real(Q(e, i, ih, ib), ak) * real(K(e, jk, ikv, ib), ak)
    end do
    r = r * scale
  end function score
end subroutine sdpa_gqa
