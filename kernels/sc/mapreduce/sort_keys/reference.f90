! sort_keys: sort N unsigned 32-bit keys ascending, out of place (a copy, then an in-place heapsort as the C).
! The C's uint32_t keys are integer(c_int32_t) here: they are compared unsigned through ukey (the value
! widened to 64 bits with the sign bit masked off by iand), and only moved otherwise.
subroutine sort_keys(out, keys, N) bind(c, name="sort_keys")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int32_t), intent(out) :: out(0:N - 1)
  integer(c_int32_t), intent(in) :: keys(0:N - 1)
  integer(c_int64_t) :: i, iend
  integer(c_int32_t) :: t

  out = keys
  do i = N / 2 - 1, 0, -1
    call sift(i, N)
  end do
  do iend = N - 1, 1, -1
    t = out(0)
    out(0) = out(iend)
    out(iend) = t
    call sift(0_c_int64_t, iend)
  end do

contains

  pure integer(c_int64_t) function ukey(v)
    integer(c_int32_t), intent(in) :: v
    ukey = iand(int(v, c_int64_t), 4294967295_c_int64_t)
  end function ukey

  subroutine sift(root0, n)
    integer(c_int64_t), intent(in) :: root0, n
    integer(c_int64_t) :: root, c
    integer(c_int32_t) :: tmp
    root = root0
    do
      c = 2 * root + 1
      if (c >= n) return
      if (c + 1 < n) then
        if (ukey(out(c + 1)) > ukey(out(c))) c = c + 1
      end if
      if (ukey(out(root)) >= ukey(out(c))) return
      tmp = out(root)
      out(root) = out(c)
      out(c) = tmp
      root = c
    end do
  end subroutine sift
end subroutine sort_keys
