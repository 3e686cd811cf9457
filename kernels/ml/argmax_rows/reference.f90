! argmax_rows: idx[r] = the column of the first maximum of row r of X (greedy decoding over a vocabulary).
subroutine argmax_rows(idx, X, R, C) bind(c, name="argmax_rows")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  integer(c_int32_t), intent(out) :: idx(0:R - 1)
  real(rk), intent(in) :: X(0:C - 1, 0:R - 1)
  integer(c_int64_t) :: i, j, best
  real(ak) :: m

  do i = 0, R - 1
    best = 0
    m = real(X(0, i), ak)
    do j = 1, C - 1
      if (real(X(j, i), ak) > m) then
        m = real(X(j, i), ak)
        best = j
      end if
    end do
    idx(i) = int(best, c_int32_t)
  end do
end subroutine argmax_rows
