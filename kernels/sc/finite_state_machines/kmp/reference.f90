! kmp: Knuth-Morris-Pratt: number of (overlapping) occurrences of pattern in text, and the prefix function
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine kmp(count, fail, text, pattern, N, M) bind(c, name="kmp")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), intent(out) :: count(0:*)
  integer(c_int32_t), intent(out) :: fail(0:*)
  integer(c_int8_t), intent(in) :: text(0:*)
  integer(c_int8_t), intent(in) :: pattern(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: M
  integer(c_int32_t) :: k
  integer(c_int64_t) :: q
  integer(c_int64_t) :: found
  integer(c_int64_t) :: i

  fail(0) = int(0, c_int32_t)
  k = int(0, c_int32_t)
  do q = 1, M - 1
    do while (((k > 0) .and. (pattern(k) /= pattern(q))))
      k = int(fail((k - 1)), c_int32_t)
    end do
    if ((pattern(k) == pattern(q))) then
      k = k + 1
    end if
    fail(q) = int(k, c_int32_t)
  end do
  found = int(0, c_int64_t)
  q = int(0, c_int64_t)
  do i = 0, N - 1
    do while (((q > 0) .and. (pattern(q) /= text(i))))
      q = int(fail((q - 1)), c_int64_t)
    end do
    if ((pattern(q) == text(i))) then
      q = q + 1
    end if
    if ((q == M)) then
      found = found + 1
      q = int(fail((q - 1)), c_int64_t)
    end if
  end do
  count(0) = int(found, c_int64_t)
end subroutine kmp
