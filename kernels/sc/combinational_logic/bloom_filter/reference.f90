! bloom_filter: insert NK 32-bit keys into a Bloom filter of 64 MW bits with NH probes by double hashing
! (h1 + i h2 mod 64 MW, h1 = fmix32(k), h2 = fmix32(k ^ 0x9E3779B9) | 1, MurmurHash3's finalizer), then test
! NQ query keys. Unsigned 32-bit values are held in integer(c_int64_t), products split to stay below 2^49.
subroutine bloom_filter(filter, found, nfound, keys, queries, NK, NQ, MW, NH) bind(c, name="bloom_filter")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NK, NQ, MW, NH
  integer(c_int64_t), intent(out) :: filter(0:MW - 1), nfound(1)
  integer(c_int8_t), intent(out) :: found(0:NQ - 1)
  integer(c_int32_t), intent(in) :: keys(0:NK - 1), queries(0:NQ - 1)
  integer(c_int64_t), parameter :: mask32 = int(z'FFFFFFFF', c_int64_t)
  integer(c_int64_t) :: M, k, q, i, h1, h2, b, key, n
  integer(c_int8_t) :: hit

  M = MW * 64
  filter = 0
  do k = 0, NK - 1
    key = iand(int(keys(k), c_int64_t), mask32)
    h1 = fmix32(key)
    h2 = ior(fmix32(ieor(key, int(z'9E3779B9', c_int64_t))), 1_c_int64_t)
    do i = 0, NH - 1
      b = modulo(h1 + i * h2, M)
      filter(b / 64) = ibset(filter(b / 64), int(modulo(b, 64_c_int64_t)))
    end do
  end do
  n = 0
  do q = 0, NQ - 1
    key = iand(int(queries(q), c_int64_t), mask32)
    h1 = fmix32(key)
    h2 = ior(fmix32(ieor(key, int(z'9E3779B9', c_int64_t))), 1_c_int64_t)
    hit = 1
    do i = 0, NH - 1
      b = modulo(h1 + i * h2, M)
      if (.not. btest(filter(b / 64), int(modulo(b, 64_c_int64_t)))) then
        hit = 0
        exit
      end if
    end do
    found(q) = hit
    n = n + hit
  end do
  nfound(1) = n

contains

  pure function mul32(a, c) result(r)
    integer(c_int64_t), intent(in) :: a, c
    integer(c_int64_t) :: r
    r = iand(a * iand(c, 65535_c_int64_t) + ishft(iand(a * ishft(c, -16), 65535_c_int64_t), 16), mask32)
  end function mul32

  pure function fmix32(h0) result(h)
    integer(c_int64_t), intent(in) :: h0
    integer(c_int64_t) :: h
    h = h0
    h = ieor(h, ishft(h, -16))
    h = mul32(h, int(z'85EBCA6B', c_int64_t))
    h = ieor(h, ishft(h, -13))
    h = mul32(h, int(z'C2B2AE35', c_int64_t))
    h = ieor(h, ishft(h, -16))
  end function fmix32
end subroutine bloom_filter
