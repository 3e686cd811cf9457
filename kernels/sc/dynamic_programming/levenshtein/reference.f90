! levenshtein: the edit distance table D[i][j] between a[0..i) and b[0..j): D[i][0] = i, D[0][j] = j,
! D[i][j] = min(D[i-1][j-1] + (a[i-1] != b[j-1]), D[i-1][j] + 1, D[i][j-1] + 1). D is C's (N+1) x (M+1) table.
subroutine levenshtein(D, a, b, N, M) bind(c, name="levenshtein")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, M
  integer(c_int32_t), intent(out) :: D(0:M, 0:N)
  integer(c_int8_t), intent(in) :: a(0:N - 1)
  integer(c_int8_t), intent(in) :: b(0:M - 1)
  integer(c_int64_t) :: i, j
  integer(c_int32_t) :: best, del, ins

  do j = 0, M
    D(j, 0) = int(j, c_int32_t)
  end do
  do i = 1, N
    D(0, i) = int(i, c_int32_t)
    do j = 1, M
      best = D(j - 1, i - 1)
      if (a(i - 1) /= b(j - 1)) best = best + 1
      del = D(j, i - 1) + 1
      ins = D(j - 1, i) + 1
      if (del < best) best = del
      if (ins < best) best = ins
      D(j, i) = best
    end do
  end do
end subroutine levenshtein
