! adler32: Adler-32 checksum (RFC 1950) of N bytes: a = 1, b = 0; per byte a = (a + byte) mod 65521,
! b = (b + a) mod 65521; sum = b << 16 | a. Bytes are read unsigned from integer(c_int8_t); a, b < 65521.
subroutine adler32(sum, data, N) bind(c, name="adler32")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int32_t), intent(out) :: sum(1)
  integer(c_int8_t), intent(in) :: data(0:N - 1)
  integer(c_int32_t) :: a, b
  integer(c_int64_t) :: i

  a = 1
  b = 0
  do i = 0, N - 1
    a = modulo(a + iand(int(data(i), c_int32_t), 255_c_int32_t), 65521_c_int32_t)
    b = modulo(b + a, 65521_c_int32_t)
  end do
  sum(1) = ior(shiftl(b, 16), a)
end subroutine adler32
