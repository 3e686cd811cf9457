! fnv1a: 64-bit FNV-1a hash of each of NREC records of RLEN bytes.
! C's uint64_t arithmetic is emulated on integer(c_int64_t) without signed overflow: the bytes are read
! unsigned (iand 255), the product by the prime 2^40 + 435 is shiftl(x, 40) plus x * 435 taken as two
! 32-bit halves, and the sums go through wrap_add (32-bit halves, carries by hand), so every value is
! the C's bit pattern.
subroutine fnv1a(h, data, NREC, RLEN) bind(c, name="fnv1a")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NREC
  integer(c_int64_t), value, intent(in) :: RLEN
  integer(c_int64_t), intent(out) :: h(NREC)
  integer(c_int8_t), intent(in) :: data(RLEN, NREC)
  ! 0xcbf29ce484222325 as a signed 64-bit value
  integer(c_int64_t), parameter :: basis = -3750763034362895579_c_int64_t
  integer(c_int64_t), parameter :: low32 = 4294967295_c_int64_t
  integer(c_int64_t) :: r, k, x, lo

  do r = 1, NREC
    x = basis
    do k = 1, RLEN
      x = ieor(x, iand(int(data(k, r), c_int64_t), 255_c_int64_t))
      ! x * 0x100000001b3 mod 2^64 = x << 40 + x * 435
      lo = wrap_add(shiftl(shiftr(x, 32) * 435_c_int64_t, 32), iand(x, low32) * 435_c_int64_t)
      x = wrap_add(shiftl(x, 40), lo)
    end do
    h(r) = x
  end do

contains

  ! a + b mod 2^64 on the bit patterns, with no signed overflow
  pure integer(c_int64_t) function wrap_add(a, b)
    integer(c_int64_t), intent(in) :: a, b
    integer(c_int64_t) :: lo32, hi32
    lo32 = iand(a, low32) + iand(b, low32)
    hi32 = shiftr(a, 32) + shiftr(b, 32) + shiftr(lo32, 32)
    wrap_add = ior(shiftl(hi32, 32), iand(lo32, low32))
  end function wrap_add
end subroutine fnv1a
