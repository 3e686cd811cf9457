! lcs: the longest common subsequence table L[i][j] of a[0..i) and b[0..j): L[i][0] = L[0][j] = 0;
! L[i][j] = L[i-1][j-1] + 1 if a[i-1] == b[j-1], else max(L[i-1][j], L[i][j-1]).
subroutine lcs(L, a, b, N, M) bind(c, name="lcs")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, M
  integer(c_int32_t), intent(out) :: L(0:M, 0:N)
  integer(c_int8_t), intent(in) :: a(0:N - 1), b(0:M - 1)
  integer(c_int64_t) :: i, j

  do j = 0, M
    L(j, 0) = 0
  end do
  do i = 1, N
    L(0, i) = 0
    do j = 1, M
      if (a(i - 1) == b(j - 1)) then
        L(j, i) = L(j - 1, i - 1) + 1
      else
        L(j, i) = max(L(j, i - 1), L(j - 1, i))
      end if
    end do
  end do
end subroutine lcs
