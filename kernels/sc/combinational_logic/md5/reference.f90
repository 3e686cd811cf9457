! md5: the MD5 digest (RFC 1321) of an N-byte message: the 64-byte blocks of the message, then the tail padded
! with 0x80, zeros and the bit length little-endian, each compressed by 64 steps (sine-derived constants T, the
! four round functions); digest = the four state words little-endian. The unsigned 32-bit C arithmetic is
! emulated in 64-bit integers holding values in [0, 2^32), masked to 32 bits after each sum and shift.
subroutine md5(digest, msg, N) bind(c, name="md5")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int8_t), intent(out) :: digest(0:15)
  integer(c_int8_t), intent(in) :: msg(0:N - 1)
  integer(c_int64_t), parameter :: m32 = int(z'FFFFFFFF', c_int64_t)
  integer(c_int64_t) :: st(0:3), tail(0:127), full, rest, tlen, bits, b, i, k, byte

  st = [int(z'67452301', c_int64_t), int(z'efcdab89', c_int64_t), int(z'98badcfe', c_int64_t), &
        int(z'10325476', c_int64_t)]
  full = N / 64
  do b = 0, full - 1
    call compress(st, msg(64 * b:64 * b + 63))
  end do
  tail = 0
  rest = N - 64 * full
  do i = 0, rest - 1
    tail(i) = iand(int(msg(64 * full + i), c_int64_t), 255_c_int64_t)
  end do
  tail(rest) = 128
  tlen = 128
  if (rest + 1 + 8 <= 64) tlen = 64
  bits = N * 8
  do i = 0, 7
    tail(tlen - 8 + i) = iand(shiftr(bits, int(8 * i)), 255_c_int64_t)
  end do
  do b = 0, tlen - 1, 64
    call compress(st, int(tail(b:b + 63) - 256 * (tail(b:b + 63) / 128), c_int8_t))
  end do
  do i = 0, 3
    do k = 0, 3
      byte = iand(shiftr(st(i), int(8 * k)), 255_c_int64_t)
      if (byte > 127) byte = byte - 256  ! the uint8_t bits as int8
      digest(4 * i + k) = int(byte, c_int8_t)
    end do
  end do

contains

  subroutine compress(st, blk)
    integer(c_int64_t), intent(inout) :: st(0:3)
    integer(c_int8_t), intent(in) :: blk(0:63)
    integer(c_int64_t), parameter :: T(0:63) = [ &
    int(z'd76aa478', c_int64_t), int(z'e8c7b756', c_int64_t), int(z'242070db', c_int64_t), int(z'c1bdceee', c_int64_t),&
    int(z'f57c0faf', c_int64_t), int(z'4787c62a', c_int64_t), int(z'a8304613', c_int64_t), int(z'fd469501', c_int64_t),&
    int(z'698098d8', c_int64_t), int(z'8b44f7af', c_int64_t), int(z'ffff5bb1', c_int64_t), int(z'895cd7be', c_int64_t),&
    int(z'6b901122', c_int64_t), int(z'fd987193', c_int64_t), int(z'a679438e', c_int64_t), int(z'49b40821', c_int64_t),&
    int(z'f61e2562', c_int64_t), int(z'c040b340', c_int64_t), int(z'265e5a51', c_int64_t), int(z'e9b6c7aa', c_int64_t),&
    int(z'd62f105d', c_int64_t), int(z'02441453', c_int64_t), int(z'd8a1e681', c_int64_t), int(z'e7d3fbc8', c_int64_t),&
    int(z'21e1cde6', c_int64_t), int(z'c33707d6', c_int64_t), int(z'f4d50d87', c_int64_t), int(z'455a14ed', c_int64_t),&
    int(z'a9e3e905', c_int64_t), int(z'fcefa3f8', c_int64_t), int(z'676f02d9', c_int64_t), int(z'8d2a4c8a', c_int64_t),&
    int(z'fffa3942', c_int64_t), int(z'8771f681', c_int64_t), int(z'6d9d6122', c_int64_t), int(z'fde5380c', c_int64_t),&
    int(z'a4beea44', c_int64_t), int(z'4bdecfa9', c_int64_t), int(z'f6bb4b60', c_int64_t), int(z'bebfbc70', c_int64_t),&
    int(z'289b7ec6', c_int64_t), int(z'eaa127fa', c_int64_t), int(z'd4ef3085', c_int64_t), int(z'04881d05', c_int64_t),&
    int(z'd9d4d039', c_int64_t), int(z'e6db99e5', c_int64_t), int(z'1fa27cf8', c_int64_t), int(z'c4ac5665', c_int64_t),&
    int(z'f4292244', c_int64_t), int(z'432aff97', c_int64_t), int(z'ab9423a7', c_int64_t), int(z'fc93a039', c_int64_t),&
    int(z'655b59c3', c_int64_t), int(z'8f0ccc92', c_int64_t), int(z'ffeff47d', c_int64_t), int(z'85845dd1', c_int64_t),&
    int(z'6fa87e4f', c_int64_t), int(z'fe2ce6e0', c_int64_t), int(z'a3014314', c_int64_t), int(z'4e0811a1', c_int64_t),&
    int(z'f7537e82', c_int64_t), int(z'bd3af235', c_int64_t), int(z'2ad7d2bb', c_int64_t), int(z'eb86d391', c_int64_t)]
    integer, parameter :: S(0:3, 0:3) = reshape([7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21], [4, 4])
    integer(c_int64_t) :: X(0:15), u(0:63), a, bb, c, d, f, tmp, x1
    integer :: i, g, r, n

    u = iand(int(blk, c_int64_t), 255_c_int64_t)
    do i = 0, 15
      X(i) = ior(ior(u(4 * i), shiftl(u(4 * i + 1), 8)), ior(shiftl(u(4 * i + 2), 16), shiftl(u(4 * i + 3), 24)))
    end do
    a = st(0)
    bb = st(1)
    c = st(2)
    d = st(3)
    do i = 0, 63
      r = i / 16
      if (r == 0) then
        f = ior(iand(bb, c), iand(ieor(bb, m32), d))
        g = i
      else if (r == 1) then
        f = ior(iand(bb, d), iand(c, ieor(d, m32)))
        g = mod(5 * i + 1, 16)
      else if (r == 2) then
        f = ieor(ieor(bb, c), d)
        g = mod(3 * i + 5, 16)
      else
        f = ieor(c, ior(bb, ieor(d, m32)))
        g = mod(7 * i, 16)
      end if
      tmp = d
      d = c
      c = bb
      x1 = iand(a + f + T(i) + X(g), m32)
      n = S(mod(i, 4), r)
      bb = iand(bb + ior(iand(shiftl(x1, n), m32), shiftr(x1, 32 - n)), m32)
      a = tmp
    end do
    st(0) = iand(st(0) + a, m32)
    st(1) = iand(st(1) + bb, m32)
    st(2) = iand(st(2) + c, m32)
    st(3) = iand(st(3) + d, m32)
  end subroutine compress
end subroutine md5
