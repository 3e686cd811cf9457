! nussinov: PolyBench/C 4.2 nussinov, the maximum base-pairing table of an RNA sequence of N bases (0..3, b1 and
! b2 pair when b1 + b2 = 3): table = 0, then for i = N-1 .. 0, j = i+1 .. N-1 the PolyBench kernel body.
subroutine nussinov(table, seq, N) bind(c, name="nussinov")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int32_t), intent(out) :: table(0:N - 1, 0:N - 1)
  integer(c_int8_t), intent(in) :: seq(0:N - 1)
  integer(c_int32_t) :: t, match
  integer(c_int64_t) :: i, j, k

  table = 0
  do i = N - 1, 0, -1
    do j = i + 1, N - 1
      t = table(j, i)
      if (j - 1 >= 0) t = max(t, table(j - 1, i))
      if (i + 1 < N) t = max(t, table(j, i + 1))
      if (j - 1 >= 0 .and. i + 1 < N) then
        if (i < j - 1) then
          match = 0
          if (seq(i) + seq(j) == 3) match = 1
          t = max(t, table(j - 1, i + 1) + match)
        else
          t = max(t, table(j - 1, i + 1))
        end if
      end if
      do k = i + 1, j - 1
        t = max(t, table(k, i) + table(j, k + 1))
      end do
      table(j, i) = t
    end do
  end do
end subroutine nussinov
