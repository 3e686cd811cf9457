! bidiag_zero_shift_qr: K Demmel-Kahan zero-shift QR sweeps on each of NB upper bidiagonal matrices.
! C's d[m][i] is d(i, m) here, both 0-based.
subroutine bidiag_zero_shift_qr(d, e, NB, N, NE, K) bind(c, name="bidiag_zero_shift_qr")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NB, N, NE, K
  real(rk), intent(inout) :: d(0:N - 1, 0:NB - 1)
  real(rk), intent(inout) :: e(0:NE - 1, 0:NB - 1)
  integer(c_int64_t) :: m, sweep, i
  real(rk) :: cs, sn, r, oldcs, oldsn, h, rd, c1, s1

  do m = 0, NB - 1
    do sweep = 1, K
      cs = 1
      sn = 0
      r = 0
      oldcs = 1
      oldsn = 0
      do i = 0, N - 2
        call lartg(d(i, m) * cs, e(i, m), c1, s1, r)
        cs = c1
        sn = s1
        if (i > 0) e(max(i - 1, 0_c_int64_t), m) = oldsn * r
        call lartg(oldcs * r, d(i + 1, m) * sn, c1, s1, rd)
        oldcs = c1
        oldsn = s1
        d(i, m) = rd
      end do
      h = d(N - 1, m) * cs
      d(N - 1, m) = h * oldcs
      e(N - 2, m) = h * oldsn
    end do
  end do

contains

  subroutine lartg(f, g, c, s, rr)
    real(rk), value :: f, g
    real(rk), intent(out) :: c, s, rr
    if (g == 0) then
      c = 1
      s = 0
      rr = f
    else if (f == 0) then
      c = 0
      s = 1
      rr = g
    else
      rr = real(sqrt(real(f * f + g * g, c_double)), rk)
      c = f / rr
      s = g / rr
    end if
  end subroutine lartg
end subroutine bidiag_zero_shift_qr
