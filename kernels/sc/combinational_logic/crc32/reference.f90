! crc32: the standard CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320, init and final xor 0xFFFFFFFF) of
! N bytes, computed one bit at a time. The unsigned 32-bit C arithmetic is emulated in 64-bit integers
! holding values in [0, 2^32): shifts right of such values bring zeros in, masks keep 32 bits.
subroutine crc32(crc, data, N) bind(c, name="crc32")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int32_t), intent(out) :: crc(1)
  integer(c_int8_t), intent(in) :: data(0:N - 1)
  integer(c_int64_t), parameter :: poly = int(z'EDB88320', c_int64_t), m32 = int(z'FFFFFFFF', c_int64_t)
  integer(c_int64_t) :: c, i
  integer :: b

  c = m32
  do i = 0, N - 1
    c = ieor(c, iand(int(data(i), c_int64_t), 255_c_int64_t))  ! the byte as unsigned
    do b = 1, 8
      c = ieor(shiftr(c, 1), iand(poly, -iand(c, 1_c_int64_t)))
    end do
  end do
  c = ieor(c, m32)
  if (c >= 2147483648_c_int64_t) c = c - 4294967296_c_int64_t  ! the uint32_t bits as int32
  crc(1) = int(c, c_int32_t)
end subroutine crc32
