! morton_encode: 3-D Morton (Z-order) codes of N integer points, the 21 low bits of x, y and z interleaved.
! C's uint32_t/uint64_t are integer(c_int32_t)/integer(c_int64_t) here: only the low 21 bits of a
! coordinate are read (iand), every mask is below 2^63 and only bit operations are used, so the keys'
! bit patterns are the C's.
subroutine morton_encode(key, x, y, z, N) bind(c, name="morton_encode")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), intent(out) :: key(N)
  integer(c_int32_t), intent(in) :: x(N)
  integer(c_int32_t), intent(in) :: y(N)
  integer(c_int32_t), intent(in) :: z(N)
  integer(c_int64_t) :: i

  do i = 1, N
    key(i) = ior(ior(spread_bits(x(i)), shiftl(spread_bits(y(i)), 1)), shiftl(spread_bits(z(i)), 2))
  end do

contains

  pure integer(c_int64_t) function spread_bits(v)
    integer(c_int32_t), intent(in) :: v
    integer(c_int64_t) :: s
    s = iand(int(v, c_int64_t), int(z'1fffff', c_int64_t))
    s = iand(ior(s, shiftl(s, 32)), int(z'1f00000000ffff', c_int64_t))
    s = iand(ior(s, shiftl(s, 16)), int(z'1f0000ff0000ff', c_int64_t))
    s = iand(ior(s, shiftl(s, 8)), int(z'100f00f00f00f00f', c_int64_t))
    s = iand(ior(s, shiftl(s, 4)), int(z'10c30c30c30c30c3', c_int64_t))
    s = iand(ior(s, shiftl(s, 2)), int(z'1249249249249249', c_int64_t))
    spread_bits = s
  end function spread_bits
end subroutine morton_encode
