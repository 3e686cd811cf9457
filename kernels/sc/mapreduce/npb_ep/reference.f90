! npb_ep: NPB EP: 2^M pairs of uniforms (u, v) from NPB's LCG x = 5^13 x mod 2^46 (seeded by seed[0] mod 2^46,
! u = x 2^-46), turned into Gaussian pairs by the polar method (t = x1^2 + x2^2 in (0, 1], f = sqrt(-2 log t / t));
! q[l] counts the pairs with l = floor(max(|X|, |Y|)) < 10, sums = (sum X, sum Y) in pair order. The uint64_t
! LCG state stays below 2^46 and its products below 2^54, so signed 64-bit integers hold it exactly.
subroutine npb_ep(q, sums, seed, M) bind(c, name="npb_ep")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M
  integer(c_int64_t), intent(out) :: q(0:9)
  real(c_double), intent(out) :: sums(0:1)
  integer(c_int64_t), intent(in) :: seed(1)
  integer(c_int64_t), parameter :: m46 = shiftl(1_c_int64_t, 46) - 1
  real(c_double), parameter :: two46 = 2.0_c_double**(-46)
  integer(c_int64_t) :: x, p, l
  real(c_double) :: sx, sy, u, v, x1, x2, t, f, xx, yy, mx

  x = iand(seed(1), m46)
  sx = 0
  sy = 0
  q = 0
  do p = 0, shiftl(1_c_int64_t, int(M)) - 1
    x = lcg(x)
    u = real(x, c_double) * two46
    x = lcg(x)
    v = real(x, c_double) * two46
    x1 = 2.0_c_double * u - 1.0_c_double
    x2 = 2.0_c_double * v - 1.0_c_double
    t = x1 * x1 + x2 * x2
    if (t > 1.0_c_double .or. t == 0.0_c_double) cycle
    f = sqrt(-2.0_c_double * log(t) / t)
    xx = x1 * f
    yy = x2 * f
    mx = max(abs(xx), abs(yy))
    l = int(mx, c_int64_t)
    if (l < 10) q(l) = q(l) + 1
    sx = sx + xx
    sy = sy + yy
  end do
  sums(0) = sx
  sums(1) = sy

contains

  ! 5^13 x mod 2^46, exactly in 64-bit integers (x < 2^46)
  integer(c_int64_t) function lcg(y)
    integer(c_int64_t), intent(in) :: y
    integer(c_int64_t), parameter :: a = 1220703125_c_int64_t, m23 = shiftl(1_c_int64_t, 23) - 1

    lcg = iand(a * iand(y, m23) + shiftl(iand(a * shiftr(y, 23), m23), 23), m46)
  end function lcg
end subroutine npb_ep
