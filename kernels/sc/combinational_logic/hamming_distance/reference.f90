! hamming_distance: all-pairs Hamming distances dist[i][j] = sum over the W 64-bit words w of
! popcount(qc[i][w] xor dc[j][w]), between NQ query codes and ND database codes.
subroutine hamming_distance(dist, qc, dc, NQ, ND, W) bind(c, name="hamming_distance")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NQ, ND, W
  integer(c_int32_t), intent(out) :: dist(0:ND - 1, 0:NQ - 1)
  integer(c_int64_t), intent(in) :: qc(0:W - 1, 0:NQ - 1), dc(0:W - 1, 0:ND - 1)
  integer(c_int64_t) :: i, j, k
  integer(c_int32_t) :: s

  do i = 0, NQ - 1
    do j = 0, ND - 1
      s = 0
      do k = 0, W - 1
        s = s + popcnt(ieor(qc(k, i), dc(k, j)))
      end do
      dist(j, i) = s
    end do
  end do
end subroutine hamming_distance
