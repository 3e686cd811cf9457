! needleman_wunsch: Needleman-Wunsch global alignment score matrix (match +1, mismatch -1, gap -GAP).
! The C's uint8_t letters are integer(c_int8_t) here: they are only compared for equality.
subroutine needleman_wunsch(H, a, b, N, M, GAP) bind(c, name="needleman_wunsch")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: M
  integer(c_int32_t), value, intent(in) :: GAP
  integer(c_int32_t), intent(out) :: H(M + 1, N + 1)
  integer(c_int8_t), intent(in) :: a(N)
  integer(c_int8_t), intent(in) :: b(M)
  integer(c_int64_t) :: i, j
  integer(c_int32_t) :: diag, up, left, bst

  do i = 0, N
    H(1, i + 1) = int(-i * GAP, c_int32_t)
  end do
  do j = 0, M
    H(j + 1, 1) = int(-j * GAP, c_int32_t)
  end do
  do i = 1, N
    do j = 1, M
      if (a(i) == b(j)) then
        diag = H(j, i) + 1
      else
        diag = H(j, i) - 1
      end if
      up = H(j + 1, i) - GAP
      left = H(j, i + 1) - GAP
      bst = max(diag, up)
      H(j + 1, i + 1) = max(bst, left)
    end do
  end do
end subroutine needleman_wunsch
