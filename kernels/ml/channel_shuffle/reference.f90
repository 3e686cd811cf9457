! channel_shuffle: ChannelShuffle(G) on X [B, C, S], C = G K: Y[b][k G + g][s] = X[b][g K + k][s]
! (0-based channel indices; values copied exactly).
subroutine channel_shuffle(Y, X, B, G, K, C, S) bind(c, name="channel_shuffle")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B
  integer(c_int64_t), value, intent(in) :: G
  integer(c_int64_t), value, intent(in) :: K
  integer(c_int64_t), value, intent(in) :: C
  integer(c_int64_t), value, intent(in) :: S
  real(rk), intent(out) :: Y(S, C, B)
  real(rk), intent(in) :: X(S, C, B)
  integer(c_int64_t) :: ib, ik, ig

  do ib = 1, B
    do ik = 0, K - 1
      do ig = 0, G - 1
        Y(:, ik * G + ig + 1, ib) = X(:, ig * K + ik + 1, ib)
      end do
    end do
  end do
end subroutine channel_shuffle
