! sdpa_padding_mask: attention with a key padding mask (no causal mask): O[b][h][i] = softmax over keys j < S - pad[b]
! of Q[b][h][i] . K[b][h][j] / sqrt(D) times the rows V[b][h][j]; two passes over the keys (the maximum, then the
! weights), sums in acc_t.
subroutine sdpa_padding_mask(O, Q, K, V, pad, B, H, S, D) bind(c, name="sdpa_padding_mask")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, H, S, D
  real(rk), intent(out) :: O(0:D - 1, 0:S - 1, 0:H - 1, 0:B - 1)
  real(rk), intent(in) :: Q(0:D - 1, 0:S - 1, 0:H - 1, 0:B - 1)
  real(rk), intent(in) :: K(0:D - 1, 0:S - 1, 0:H - 1, 0:B - 1)
  real(rk), intent(in) :: V(0:D - 1, 0:S - 1, 0:H - 1, 0:B - 1)
  integer(c_int32_t), intent(in) :: pad(0:B - 1)
  integer(c_int64_t) :: ib, ih, i, j, id, j1
  real(ak) :: sc, m, sv, p, l, acc(0:127)

  sc = 1 / sqrt(real(D, ak))
  do ib = 0, B - 1
    j1 = S - pad(ib)
    do ih = 0, H - 1
      do i = 0, S - 1
        m = 0
        do j = 0, j1 - 1
          sv = dot_scaled(ib, ih, i, j)
          if (j == 0 .or. sv > m) m = sv
        end do
        acc(0:D - 1) = 0
        l = 0
        do j = 0, j1 - 1
          p = exp(dot_scaled(ib, ih, i, j) - m)
          l = l + p
          do id = 0, D - 1
            acc(id) = acc(id) + p * real(V(id, j, ih, ib), ak)
          end do
        end do
        do id = 0, D - 1
          O(id, i, ih, ib) = real(acc(id) / l, rk)
        end do
      end do
    end do
  end do

contains

  ! Q[pb][ph][pi] . K[pb][ph][pj] over D entries, times the scale 1 / sqrt(D).
  pure function dot_scaled(pb, ph, pi, pj) result(r)
    integer(c_int64_t), intent(in) :: pb, ph, pi, pj
    real(ak) :: r
    integer(c_int64_t) :: dd

    r = 0
    do dd = 0, D - 1
      r = r + real(Q(dd, pi, ph, pb), ak) * real(K(dd, pj, ph, pb), ak)
    end do
    r = r * sc
  end function dot_scaled
end subroutine sdpa_padding_mask
