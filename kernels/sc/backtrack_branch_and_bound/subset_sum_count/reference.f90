! subset_sum_count: the number of subsets of the N <= 64 values a summing to floor(sum a / 2), counted by
! backtracking over the values sorted descending, a branch cut when the values left sum below what is needed.
! The C recursion count(k, need) runs on an explicit stack of calls.
subroutine subset_sum_count(count, a, N) bind(c, name="subset_sum_count")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), intent(out) :: count(1)
  integer(c_int64_t), intent(in) :: a(0:N - 1)
  integer(c_int64_t) :: s(0:63), rest(0:64), sk(0:129), sn(0:129)
  integer(c_int64_t) :: i, j, k, total, top, need, c

  if (N > 64) return
  total = 0
  do i = 0, N - 1
    j = i
    do while (j > 0)
      if (s(j - 1) >= a(i)) exit
      s(j) = s(j - 1)
      j = j - 1
    end do
    s(j) = a(i)
    total = total + a(i)
  end do
  rest(N) = 0
  do k = N - 1, 0, -1
    rest(k) = rest(k + 1) + s(k)
  end do
  sk(0) = 0
  sn(0) = total / 2
  top = 1
  c = 0
  do while (top > 0)
    top = top - 1
    k = sk(top)
    need = sn(top)
    if (need == 0) then
      c = c + 1
      cycle
    end if
    if (k == N) cycle
    if (rest(k) < need) cycle
    sk(top) = k + 1
    sn(top) = need
    top = top + 1
    if (s(k) <= need) then
      sk(top) = k + 1
      sn(top) = need - s(k)
      top = top + 1
    end if
  end do
  count(1) = c
end subroutine subset_sum_count
