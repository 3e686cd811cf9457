! smith_waterman: the Smith-Waterman local alignment scores H[i][j] = max(0, H[i-1][j-1] + (a[i-1] == b[j-1] ?
! MATCH : -MISMATCH), H[i-1][j] - GAP, H[i][j-1] - GAP), first row and column 0; best = {max H, its row, its
! column}, the first maximum in row-major order. H is C's (N+1) x (M+1) table, H(j, i) here.
subroutine smith_waterman(H, best, a, b, N, M, MATCH, MISMATCH, GAP) bind(c, name="smith_waterman")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, M
  integer(c_int32_t), value, intent(in) :: MATCH, MISMATCH, GAP
  integer(c_int32_t), intent(out) :: H(0:M, 0:N)
  integer(c_int64_t), intent(out) :: best(0:2)
  integer(c_int8_t), intent(in) :: a(0:N - 1)
  integer(c_int8_t), intent(in) :: b(0:M - 1)
  integer(c_int64_t) :: i, j, bv, bi, bj
  integer(c_int32_t) :: s, up, left

  bv = 0
  bi = 0
  bj = 0
  H(:, 0) = 0
  do i = 1, N
    H(0, i) = 0
    do j = 1, M
      if (a(i - 1) == b(j - 1)) then
        s = H(j - 1, i - 1) + MATCH
      else
        s = H(j - 1, i - 1) - MISMATCH
      end if
      up = H(j, i - 1) - GAP
      left = H(j - 1, i) - GAP
      if (up > s) s = up
      if (left > s) s = left
      if (s < 0) s = 0
      H(j, i) = s
      if (s > bv) then
        bv = s
        bi = i
        bj = j
      end if
    end do
  end do
  best(0) = bv
  best(1) = bi
  best(2) = bj
end subroutine smith_waterman
