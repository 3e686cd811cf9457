! utf8_decode: UTF-8 decoding with maximal-subpart U+FFFD replacement: the lead byte gives the length and the
! range of the second byte; a complete sequence gives its code point, otherwise the lead byte and the valid
! continuation bytes after it give one U+FFFD and decoding resumes at the first byte that did not fit.
! cp[0..ncp) = the code points, cp[ncp..N) = 0. Bytes are read unsigned from integer(c_int8_t); code points
! (at most 0x10FFFF) fit integer(c_int32_t).
subroutine utf8_decode(cp, ncp, text, N) bind(c, name="utf8_decode")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int32_t), intent(out) :: cp(0:N - 1)
  integer(c_int64_t), intent(out) :: ncp(1)
  integer(c_int8_t), intent(in) :: text(0:N - 1)
  integer(c_int32_t), parameter :: repl = 65533
  integer(c_int64_t) :: nout, i, k, j
  integer(c_int32_t) :: b, c, lo, hi, v, length

  nout = 0
  i = 0
  do while (i < N)
    b = iand(int(text(i), c_int32_t), 255_c_int32_t)
    if (b < 128) then
      cp(nout) = b
      nout = nout + 1
      i = i + 1
      cycle
    end if
    lo = 128
    hi = 191
    if (b >= 194 .and. b <= 223) then
      length = 2
      v = iand(b, 31_c_int32_t)
    else if (b >= 224 .and. b <= 239) then
      length = 3
      v = iand(b, 15_c_int32_t)
      if (b == 224) lo = 160
      if (b == 237) hi = 159
    else if (b >= 240 .and. b <= 244) then
      length = 4
      v = iand(b, 7_c_int32_t)
      if (b == 240) lo = 144
      if (b == 244) hi = 143
    else
      cp(nout) = repl
      nout = nout + 1
      i = i + 1
      cycle
    end if
    k = 1
    do while (k < length .and. i + k < N)
      c = iand(int(text(i + k), c_int32_t), 255_c_int32_t)
      if (c < lo .or. c > hi) exit
      v = ior(shiftl(v, 6), iand(c, 63_c_int32_t))
      lo = 128
      hi = 191
      k = k + 1
    end do
    if (k == length) then
      cp(nout) = v
    else
      cp(nout) = repl
    end if
    nout = nout + 1
    i = i + k
  end do
  ncp(1) = nout
  do j = nout, N - 1
    cp(j) = 0
  end do
end subroutine utf8_decode
