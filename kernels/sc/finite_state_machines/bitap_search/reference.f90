! bitap_search: bit-parallel approximate matching (Wu-Manber shift-and), the text positions ending a <= K-edit match of the pattern.
! The C's uint64_t state words are integer(c_int64_t) here, touched only by bit operations (shiftl, ior,
! iand, maskr, btest), and the uint8_t letters are read unsigned (iand 255): the bit patterns are the C's.
subroutine bitap_search(count, text, pattern, N, M, K) bind(c, name="bitap_search")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: M
  integer(c_int64_t), value, intent(in) :: K
  integer(c_int64_t), intent(out) :: count(1)
  integer(c_int8_t), intent(in) :: text(N)
  integer(c_int8_t), intent(in) :: pattern(M)
  integer(c_int64_t) :: B(0:255), R(0:63), prev(0:63), mask, found, i, j, d
  integer :: c

  if (M < 1 .or. M > 63 .or. K < 0 .or. K >= M) then
    count(1) = 0
    return
  end if
  B = 0
  do i = 0, M - 1
    c = iand(int(pattern(i + 1)), 255)
    B(c) = ibset(B(c), i)
  end do
  do d = 0, K
    R(d) = maskr(int(d), c_int64_t)
  end do
  found = 0
  do j = 1, N
    mask = B(iand(int(text(j)), 255))
    prev(0:K) = R(0:K)
    R(0) = iand(ior(shiftl(prev(0), 1), 1_c_int64_t), mask)
    do d = 1, K
      R(d) = ior(ior(ior(iand(ior(shiftl(prev(d), 1), 1_c_int64_t), mask), prev(d - 1)), &
                     shiftl(ior(prev(d - 1), R(d - 1)), 1)), 1_c_int64_t)
    end do
    if (btest(R(K), M - 1)) found = found + 1
  end do
  count(1) = found
end subroutine bitap_search
