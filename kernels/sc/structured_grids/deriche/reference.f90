! deriche: PolyBench deriche: recursive (IIR) Deriche filter of a W x H image, rows then columns
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine deriche(imgIn, imgOut, y1, y2, W, H, alpha) bind(c, name="deriche")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: imgIn(0:*)
  real(rk), intent(out) :: imgOut(0:*)
  real(rk), intent(out) :: y1(0:*)
  real(rk), intent(out) :: y2(0:*)
  integer(c_int64_t), value, intent(in) :: W
  integer(c_int64_t), value, intent(in) :: H
  real(rk), value, intent(in) :: alpha
  real(c_double) :: al
  real(c_double) :: kd
  real(rk) :: k
  real(rk) :: a1
  real(rk) :: a5
  real(rk) :: a2
  real(rk) :: a6
  real(rk) :: a3
  real(rk) :: a7
  real(rk) :: a4
  real(rk) :: a8
  real(rk) :: b1
  real(rk) :: b2
  real(rk) :: c1
  real(rk) :: c2
  integer(c_int64_t) :: i
  real(rk) :: ym1
  real(rk) :: ym2
  real(rk) :: xm1
  integer(c_int64_t) :: j
  real(rk) :: yp1
  real(rk) :: yp2
  real(rk) :: xp1
  real(rk) :: xp2
  real(rk) :: tm1
  real(rk) :: tp1
  real(rk) :: tp2

  al = real(real(alpha, c_double), c_double)
  kd = real((((1.0_c_double - exp((-al))) * (1.0_c_double - exp((-al)))) / ((1.0_c_double + &
      ((2.0_c_double * al) * exp((-al)))) - exp((2.0_c_double * al)))), c_double)
  k = real(real(kd, rk), rk)
  a1 = real(k, rk)
  a5 = real(k, rk)
  a2 = real(real(((kd * exp((-al))) * (al - 1.0_c_double)), rk), rk)
  a6 = real(a2, rk)
  a3 = real(real(((kd * exp((-al))) * (al + 1.0_c_double)), rk), rk)
  a7 = real(a3, rk)
  a4 = real(real(((-kd) * exp(((-2.0_c_double) * al))), rk), rk)
  a8 = real(a4, rk)
  b1 = real(real((2.0_c_double ** (-al)), rk), rk)
  b2 = real(real((-exp(((-2.0_c_double) * al))), rk), rk)
  c1 = real(1, rk)
  c2 = real(1, rk)
  do i = 0, W - 1
    ym1 = real(0, rk)
    ym2 = real(0, rk)
    xm1 = real(0, rk)
    do j = 0, H - 1
      y1(((i * H) + j)) = real(((((a1 * imgIn(((i * H) + j))) + (a2 * xm1)) + (b1 * ym1)) + (b2 * &
          ym2)), rk)
      xm1 = real(imgIn(((i * H) + j)), rk)
      ym2 = real(ym1, rk)
      ym1 = real(y1(((i * H) + j)), rk)
    end do
  end do
  do i = 0, W - 1
    yp1 = real(0, rk)
    yp2 = real(0, rk)
    xp1 = real(0, rk)
    xp2 = real(0, rk)
    do j = (H - 1), 0, -1
      y2(((i * H) + j)) = real(((((a3 * xp1) + (a4 * xp2)) + (b1 * yp1)) + (b2 * yp2)), rk)
      xp2 = real(xp1, rk)
      xp1 = real(imgIn(((i * H) + j)), rk)
      yp2 = real(yp1, rk)
      yp1 = real(y2(((i * H) + j)), rk)
    end do
  end do
  do i = 0, (W * H) - 1
    imgOut(i) = real((c1 * (y1(i) + y2(i))), rk)
  end do
  do j = 0, H - 1
    tm1 = real(0, rk)
    ym1 = real(0, rk)
    ym2 = real(0, rk)
    do i = 0, W - 1
      y1(((i * H) + j)) = real(((((a5 * imgOut(((i * H) + j))) + (a6 * tm1)) + (b1 * ym1)) + (b2 * &
          ym2)), rk)
      tm1 = real(imgOut(((i * H) + j)), rk)
      ym2 = real(ym1, rk)
      ym1 = real(y1(((i * H) + j)), rk)
    end do
  end do
  do j = 0, H - 1
    tp1 = real(0, rk)
    tp2 = real(0, rk)
    yp1 = real(0, rk)
    yp2 = real(0, rk)
    do i = (W - 1), 0, -1
      y2(((i * H) + j)) = real(((((a7 * tp1) + (a8 * tp2)) + (b1 * yp1)) + (b2 * yp2)), rk)
      tp2 = real(tp1, rk)
      tp1 = real(imgOut(((i * H) + j)), rk)
      yp2 = real(yp1, rk)
      yp1 = real(y2(((i * H) + j)), rk)
    end do
  end do
  do i = 0, (W * H) - 1
    imgOut(i) = real((c2 * (y1(i) + y2(i))), rk)
  end do
end subroutine deriche
