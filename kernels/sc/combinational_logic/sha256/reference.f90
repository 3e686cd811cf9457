! sha256: the SHA-256 digest (FIPS 180-4) of an N-byte message: the message padded with 0x80, zeros and its
! bit length (big-endian) to a multiple of 64 bytes, each block expanded to 64 words and compressed with the 64
! round constants (written in decimal); the digest is the eight state words, big-endian. Fortran has no unsigned
! type: the 32-bit words are held in integer(c_int64_t) and masked to 32 bits after each sum; bytes are read and
! written through integer(c_int8_t) as their unsigned values.
subroutine sha256(digest, msg, N) bind(c, name="sha256")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int8_t), intent(out) :: digest(0:31)
  integer(c_int8_t), intent(in) :: msg(0:N - 1)
  integer(c_int64_t), parameter :: mask32 = int(z'FFFFFFFF', c_int64_t)
  integer(c_int64_t), parameter :: k256(0:63) = [ &
    1116352408_c_int64_t, 1899447441_c_int64_t, 3049323471_c_int64_t, 3921009573_c_int64_t, 961987163_c_int64_t, &
    1508970993_c_int64_t, 2453635748_c_int64_t, 2870763221_c_int64_t, 3624381080_c_int64_t, 310598401_c_int64_t, &
    607225278_c_int64_t, 1426881987_c_int64_t, 1925078388_c_int64_t, 2162078206_c_int64_t, 2614888103_c_int64_t, &
    3248222580_c_int64_t, 3835390401_c_int64_t, 4022224774_c_int64_t, 264347078_c_int64_t, 604807628_c_int64_t, &
    770255983_c_int64_t, 1249150122_c_int64_t, 1555081692_c_int64_t, 1996064986_c_int64_t, 2554220882_c_int64_t, &
    2821834349_c_int64_t, 2952996808_c_int64_t, 3210313671_c_int64_t, 3336571891_c_int64_t, 3584528711_c_int64_t, &
    113926993_c_int64_t, 338241895_c_int64_t, 666307205_c_int64_t, 773529912_c_int64_t, 1294757372_c_int64_t, &
    1396182291_c_int64_t, 1695183700_c_int64_t, 1986661051_c_int64_t, 2177026350_c_int64_t, 2456956037_c_int64_t, &
    2730485921_c_int64_t, 2820302411_c_int64_t, 3259730800_c_int64_t, 3345764771_c_int64_t, 3516065817_c_int64_t, &
    3600352804_c_int64_t, 4094571909_c_int64_t, 275423344_c_int64_t, 430227734_c_int64_t, 506948616_c_int64_t, &
    659060556_c_int64_t, 883997877_c_int64_t, 958139571_c_int64_t, 1322822218_c_int64_t, 1537002063_c_int64_t, &
    1747873779_c_int64_t, 1955562222_c_int64_t, 2024104815_c_int64_t, 2227730452_c_int64_t, 2361852424_c_int64_t, &
    2428436474_c_int64_t, 2756734187_c_int64_t, 3204031479_c_int64_t, 3329325298_c_int64_t]
  integer(c_int64_t) :: st(0:7), bytes(0:127), full, rest, tlen, bits, b, i, k, v

  st = [ &
    1779033703_c_int64_t, 3144134277_c_int64_t, 1013904242_c_int64_t, 2773480762_c_int64_t, 1359893119_c_int64_t, &
    2600822924_c_int64_t, 528734635_c_int64_t, 1541459225_c_int64_t]
  full = N / 64
  do b = 0, full - 1
    do i = 0, 63
      bytes(i) = iand(int(msg(64 * b + i), c_int64_t), 255_c_int64_t)
    end do
    call compress(bytes(0:63))
  end do
  bytes = 0
  rest = N - 64 * full
  do i = 0, rest - 1
    bytes(i) = iand(int(msg(64 * full + i), c_int64_t), 255_c_int64_t)
  end do
  bytes(rest) = 128
  if (rest + 1 + 8 <= 64) then
    tlen = 64
  else
    tlen = 128
  end if
  bits = N * 8
  do i = 0, 7
    bytes(tlen - 1 - i) = iand(shiftr(bits, int(8 * i)), 255_c_int64_t)
  end do
  do b = 0, tlen - 1, 64
    call compress(bytes(b:b + 63))
  end do
  do i = 0, 7
    do k = 0, 3
      v = iand(shiftr(st(i), int(24 - 8 * k)), 255_c_int64_t)
      if (v > 127) v = v - 256
      digest(4 * i + k) = int(v, c_int8_t)
    end do
  end do

contains

  pure function rotr(x, n) result(r)
    integer(c_int64_t), intent(in) :: x
    integer, intent(in) :: n
    integer(c_int64_t) :: r
    r = iand(ior(shiftr(x, n), shiftl(x, 32 - n)), mask32)
  end function rotr

  subroutine compress(blk)
    integer(c_int64_t), intent(in) :: blk(0:63)
    integer(c_int64_t) :: w(0:63), s0, s1, t1, t2, a, bb, c, d, e, f, g, h
    integer :: t

    do t = 0, 15
      w(t) = ior(ior(shiftl(blk(4 * t), 24), shiftl(blk(4 * t + 1), 16)), ior(shiftl(blk(4 * t + 2), 8), blk(4 * t + 3)))
    end do
    do t = 16, 63
      s0 = ieor(ieor(rotr(w(t - 15), 7), rotr(w(t - 15), 18)), shiftr(w(t - 15), 3))
      s1 = ieor(ieor(rotr(w(t - 2), 17), rotr(w(t - 2), 19)), shiftr(w(t - 2), 10))
      w(t) = iand(w(t - 16) + s0 + w(t - 7) + s1, mask32)
    end do
    a = st(0)
    bb = st(1)
    c = st(2)
    d = st(3)
    e = st(4)
    f = st(5)
    g = st(6)
    h = st(7)
    do t = 0, 63
      t1 = iand(h + ieor(ieor(rotr(e, 6), rotr(e, 11)), rotr(e, 25)) + ieor(iand(e, f), iand(not(e), g)) + k256(t) + w(t), &
                mask32)
      t2 = iand(ieor(ieor(rotr(a, 2), rotr(a, 13)), rotr(a, 22)) + ieor(ieor(iand(a, bb), iand(a, c)), iand(bb, c)), mask32)
      h = g
      g = f
      f = e
      e = iand(d + t1, mask32)
      d = c
      c = bb
      bb = a
      a = iand(t1 + t2, mask32)
    end do
    st(0) = iand(st(0) + a, mask32)
    st(1) = iand(st(1) + bb, mask32)
    st(2) = iand(st(2) + c, mask32)
    st(3) = iand(st(3) + d, mask32)
    st(4) = iand(st(4) + e, mask32)
    st(5) = iand(st(5) + f, mask32)
    st(6) = iand(st(6) + g, mask32)
    st(7) = iand(st(7) + h, mask32)
  end subroutine compress
end subroutine sha256
