! conv_viterbi_decode: soft-decision Viterbi decoder of the K=7 rate-1/2 (171, 133 octal) convolutional
! code: add-compare-select over the 64-state trellis (states 0-based, newest bit in bit 0) with correlation
! metrics, survivor decisions per step, traceback from the best final state, the final path metrics.
subroutine conv_viterbi_decode(bits, decision, pm, r, NBITS) bind(c, name="conv_viterbi_decode")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NBITS
  integer(c_int8_t), intent(out) :: bits(0:NBITS - 1), decision(0:63, 0:NBITS - 1)
  real(rk), intent(out) :: pm(0:63)
  real(rk), intent(in) :: r(0:1, 0:NBITS - 1)
  real(rk) :: cur(0:63), nxt(0:63), r0, r1, b0, b1, m0, m1
  integer(c_int64_t) :: t
  integer :: q, k, u, p0, p1, g0, g1

  cur = real(-1e30_c_double, rk)
  cur(0) = 0
  do t = 0, NBITS - 1
    r0 = r(0, t)
    r1 = r(1, t)
    do q = 0, 63
      u = iand(q, 1)
      p0 = ishft(q, -1)
      p1 = p0 + 32
      g0 = 2 * p0 + u
      g1 = 2 * p1 + u
      b0 = sgn(poppar(iand(g0, int(o'171'))), r0) + sgn(poppar(iand(g0, int(o'133'))), r1)
      b1 = sgn(poppar(iand(g1, int(o'171'))), r0) + sgn(poppar(iand(g1, int(o'133'))), r1)
      m0 = cur(p0) + b0
      m1 = cur(p1) + b1
      if (m1 > m0) then
        nxt(q) = m1
        decision(q, t) = 1
      else
        nxt(q) = m0
        decision(q, t) = 0
      end if
    end do
    cur = nxt
  end do
  q = 0
  do k = 1, 63
    if (cur(k) > cur(q)) q = k
  end do
  do t = NBITS - 1, 0, -1
    bits(t) = int(iand(q, 1), c_int8_t)
    q = ishft(q, -1) + 32 * int(decision(q, t))
  end do
  pm = cur

contains

  pure function sgn(par, x) result(y)
    integer, intent(in) :: par
    real(rk), intent(in) :: x
    real(rk) :: y
    if (par /= 0) then
      y = -x
    else
      y = x
    end if
  end function sgn
end subroutine conv_viterbi_decode
