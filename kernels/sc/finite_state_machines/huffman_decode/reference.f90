! huffman_decode: canonical Huffman decoding of up to NOUT symbols of the NSYM-symbol code given by its
! code lengths, from the NB-byte bit stream (most significant bit first); ndec = the number of symbols
! decoded, out[k] = -1 past them. The uint8_t inputs are read as unsigned (iand with 255).
subroutine huffman_decode(out, ndec, lengths, bits, NOUT, NSYM, NB) bind(c, name="huffman_decode")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NOUT, NSYM, NB
  integer(c_int32_t), intent(out) :: out(0:NOUT - 1)
  integer(c_int64_t), intent(out) :: ndec(1)
  integer(c_int8_t), intent(in) :: lengths(0:NSYM - 1)
  integer(c_int8_t), intent(in) :: bits(0:NB - 1)
  integer(c_int32_t) :: count(0:31), srt(0:287), offs(0:32), code, first, idx, sym
  integer(c_int64_t) :: n, pos, nbits, s, k
  integer :: ln, l

  if (NSYM > 288) return
  count = 0
  nbits = 8 * NB
  do s = 0, NSYM - 1
    l = iand(int(lengths(s)), 255)
    if (l /= 0 .and. l < 32) count(l) = count(l) + 1
  end do
  offs(1) = 0
  do ln = 1, 31
    offs(ln + 1) = offs(ln) + count(ln)
  end do
  do s = 0, NSYM - 1
    l = iand(int(lengths(s)), 255)
    if (l /= 0 .and. l < 32) then
      srt(offs(l)) = int(s, c_int32_t)
      offs(l) = offs(l) + 1
    end if
  end do
  pos = 0
  n = 0
  do while (n < NOUT)
    code = 0
    first = 0
    idx = 0
    sym = -1
    do ln = 1, 31
      if (pos >= nbits) exit
      code = ior(code, iand(shiftr(iand(int(bits(shiftr(pos, 3)), c_int32_t), 255_c_int32_t), &
                                   int(7 - iand(pos, 7_c_int64_t))), 1_c_int32_t))
      pos = pos + 1
      if (code - first < count(ln)) then
        sym = srt(idx + code - first)
        exit
      end if
      idx = idx + count(ln)
      first = shiftl(first + count(ln), 1)
      code = shiftl(code, 1)
    end do
    if (sym < 0) exit
    out(n) = sym
    n = n + 1
  end do
  ndec(1) = n
  do k = n, NOUT - 1
    out(k) = -1
  end do
end subroutine huffman_decode
