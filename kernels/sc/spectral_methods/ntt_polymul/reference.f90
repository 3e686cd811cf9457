! ntt_polymul: exact polynomial multiplication modulo p = 998244353 by number-theoretic transforms: fa = NTT(a),
! fb = NTT(b) (zero-padded to N, natural order), c = NTT^-1(fa fb); iterative radix-2 NTT (bit reversal, then stages
! with w_len = 3^((p - 1) / len) mod p; the inverse uses w_len^-1 and scales by N^-1 mod p). Fortran has no unsigned
! type: the inputs are read as unsigned 32-bit values into integer(c_int64_t); the transforms run in place on the
! outputs as the C reference's, whose residues (< p) and their sums (< 2p < 2^31) fit integer(c_int32_t); products
! are formed in integer(c_int64_t) (< 2^60, exact).
subroutine ntt_polymul(c, fa, fb, a, b, LOG2N, N, NH) bind(c, name="ntt_polymul")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LOG2N, N, NH
  integer(c_int32_t), intent(out) :: c(0:N - 1), fa(0:N - 1), fb(0:N - 1)
  integer(c_int32_t), intent(in) :: a(0:NH - 1), b(0:NH - 1)
  integer(c_int64_t), parameter :: p = 998244353_c_int64_t, mask32 = int(z'FFFFFFFF', c_int64_t)
  integer(c_int64_t) :: i

  if (LOG2N < 0) continue  ! LOG2N only defines N (the C reference ignores it)
  do i = 0, N - 1
    if (i < NH) then
      fa(i) = int(modulo(iand(int(a(i), c_int64_t), mask32), p), c_int32_t)
      fb(i) = int(modulo(iand(int(b(i), c_int64_t), mask32), p), c_int32_t)
    else
      fa(i) = 0
      fb(i) = 0
    end if
  end do
  call ntt(fa, .false.)
  call ntt(fb, .false.)
  do i = 0, N - 1
    c(i) = int(mulmod(int(fa(i), c_int64_t), int(fb(i), c_int64_t)), c_int32_t)
  end do
  call ntt(c, .true.)

contains

  pure function mulmod(x, y) result(r)
    integer(c_int64_t), intent(in) :: x, y
    integer(c_int64_t) :: r
    r = modulo(x * y, p)
  end function mulmod

  pure function powmod(a0, e0) result(r)
    integer(c_int64_t), intent(in) :: a0, e0
    integer(c_int64_t) :: r, x, e
    r = 1
    x = a0
    e = e0
    do while (e /= 0)
      if (iand(e, 1_c_int64_t) /= 0) r = mulmod(r, x)
      e = shiftr(e, 1)
      x = mulmod(x, x)
    end do
  end function powmod

  subroutine ntt(x, inverse)
    integer(c_int32_t), intent(inout) :: x(0:N - 1)
    logical, intent(in) :: inverse
    integer(c_int64_t) :: i, j, bit, length, wl, half, w, s, v, ninv
    integer(c_int32_t) :: t, u, vv, p32

    p32 = int(p, c_int32_t)
    j = 0
    do i = 1, N - 1
      bit = shiftr(N, 1)
      do while (iand(j, bit) /= 0)
        j = ieor(j, bit)
        bit = shiftr(bit, 1)
      end do
      j = ieor(j, bit)
      if (i < j) then
        t = x(i)
        x(i) = x(j)
        x(j) = t
      end if
    end do
    length = 2
    do while (length <= N)
      wl = powmod(3_c_int64_t, (p - 1) / length)
      if (inverse) wl = powmod(wl, p - 2)
      half = length / 2
      w = 1
      do j = 0, half - 1
        do s = 0, N - 1, length
          u = x(s + j)
          v = mulmod(int(x(s + j + half), c_int64_t), w)
          vv = int(v, c_int32_t)
          if (u + vv >= p32) then
            x(s + j) = u + vv - p32
          else
            x(s + j) = u + vv
          end if
          if (u >= vv) then
            x(s + j + half) = u - vv
          else
            x(s + j + half) = u + p32 - vv
          end if
        end do
        w = mulmod(w, wl)
      end do
      length = shiftl(length, 1)
    end do
    if (inverse) then
      ninv = powmod(modulo(N, p), p - 2)
      do i = 0, N - 1
        x(i) = int(mulmod(int(x(i), c_int64_t), ninv), c_int32_t)
      end do
    end if
  end subroutine ntt
end subroutine ntt_polymul
