! npb_is: NPB IS, the counting-sort ranking of N integer keys (bucket offsets and the stable rank of every key).
subroutine npb_is(start, rank, key, N, MAXKEY) bind(c, name="npb_is")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: MAXKEY
  integer(c_int32_t), intent(out) :: start(0:MAXKEY)
  integer(c_int32_t), intent(out) :: rank(0:N - 1)
  integer(c_int32_t), intent(in) :: key(0:N - 1)
  integer(c_int64_t) :: i, k

  start = 0
  do i = 0, N - 1
    start(key(i) + 1) = start(key(i) + 1) + 1
  end do
  do k = 0, MAXKEY - 1
    start(k + 1) = start(k + 1) + start(k)
  end do
  do i = 0, N - 1
    rank(i) = start(key(i))
    start(key(i)) = start(key(i)) + 1
  end do
  do k = MAXKEY, 1, -1  ! the running pointers end one bucket ahead: shift back
    start(k) = start(k - 1)
  end do
  start(0) = 0
end subroutine npb_is
