! lfk08_adi: LFK 8: A.D.I. integration: two x-columns of three coupled fields, plane nl1 = 0 into nl2 = 1
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lfk08_adi(u1, u2, u3, du1, du2, du3, n, a11, a12, a13, a21, a22, a23, a31, a32, a33, &
    sig) bind(c, name="lfk08_adi")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: u1(0:*)
  real(rk), intent(inout) :: u2(0:*)
  real(rk), intent(inout) :: u3(0:*)
  real(rk), intent(inout) :: du1(0:*)
  real(rk), intent(inout) :: du2(0:*)
  real(rk), intent(inout) :: du3(0:*)
  integer(c_int64_t), value, intent(in) :: n
  real(rk), value, intent(in) :: a11
  real(rk), value, intent(in) :: a12
  real(rk), value, intent(in) :: a13
  real(rk), value, intent(in) :: a21
  real(rk), value, intent(in) :: a22
  real(rk), value, intent(in) :: a23
  real(rk), value, intent(in) :: a31
  real(rk), value, intent(in) :: a32
  real(rk), value, intent(in) :: a33
  real(rk), value, intent(in) :: sig
  integer(c_int64_t) :: NB
  integer(c_int64_t) :: kx
  integer(c_int64_t) :: ky

  NB = int(((n + 1) * 5), c_int64_t)
  do kx = 1, 3 - 1
    do ky = 1, n - 1
      du1(ky) = real((u1((((ky + 1) * 5) + kx)) - u1((((ky - 1) * 5) + kx))), rk)
      du2(ky) = real((u2((((ky + 1) * 5) + kx)) - u2((((ky - 1) * 5) + kx))), rk)
      du3(ky) = real((u3((((ky + 1) * 5) + kx)) - u3((((ky - 1) * 5) + kx))), rk)
      u1(((NB + (ky * 5)) + kx)) = real(((((u1(((ky * 5) + kx)) + (a11 * du1(ky))) + (a12 * &
          du2(ky))) + (a13 * du3(ky))) + (sig * ((u1((((ky * 5) + kx) + 1)) - (real(2.0_c_double, &
          rk) * u1(((ky * 5) + kx)))) + u1((((ky * 5) + kx) - 1))))), rk)
      u2(((NB + (ky * 5)) + kx)) = real(((((u2(((ky * 5) + kx)) + (a21 * du1(ky))) + (a22 * &
          du2(ky))) + (a23 * du3(ky))) + (sig * ((u2((((ky * 5) + kx) + 1)) - (real(2.0_c_double, &
          rk) * u2(((ky * 5) + kx)))) + u2((((ky * 5) + kx) - 1))))), rk)
      u3(((NB + (ky * 5)) + kx)) = real(((((u3(((ky * 5) + kx)) + (a31 * du1(ky))) + (a32 * &
          du2(ky))) + (a33 * du3(ky))) + (sig * ((u3((((ky * 5) + kx) + 1)) - (real(2.0_c_double, &
          rk) * u3(((ky * 5) + kx)))) + u3((((ky * 5) + kx) - 1))))), rk)
    end do
  end do
end subroutine lfk08_adi
