! nqueens: the number of ways to place N non-attacking queens on an N x N board, by depth-first backtracking
! (one queen per row; columns and both diagonals tracked as bit masks).
subroutine nqueens(count, N) bind(c, name="nqueens")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), intent(out) :: count(1)

  if (N >= 1 .and. N <= 16) then
    count(1) = place(0_c_int64_t, 0_c_int64_t, 0_c_int64_t, 0_c_int64_t)
  else
    count(1) = 0
  end if

contains

  recursive function place(row, cols, diag1, diag2) result(total)
    integer(c_int64_t), intent(in) :: row, cols, diag1, diag2
    integer(c_int64_t) :: total, c, bc, b1, b2

    if (row == N) then
      total = 1
      return
    end if
    total = 0
    do c = 0, N - 1
      bc = shiftl(1_c_int64_t, int(c))
      b1 = shiftl(1_c_int64_t, int(row + c))
      b2 = shiftl(1_c_int64_t, int(row - c + N - 1))
      if (iand(cols, bc) /= 0 .or. iand(diag1, b1) /= 0 .or. iand(diag2, b2) /= 0) cycle
      total = total + place(row + 1, ior(cols, bc), ior(diag1, b1), ior(diag2, b2))
    end do
  end function place
end subroutine nqueens
