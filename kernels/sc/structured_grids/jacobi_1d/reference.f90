! jacobi_1d: PolyBench jacobi-1d: TSTEPS times B[i] = 0.33333 * (A[i-1] + A[i] + A[i+1]), then A from B
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine jacobi_1d(A, B, TSTEPS, N) bind(c, name="jacobi_1d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: A(0:*)
  real(rk), intent(inout) :: B(0:*)
  integer(c_int64_t), value, intent(in) :: TSTEPS
  integer(c_int64_t), value, intent(in) :: N
  real(rk) :: c
  integer(c_int64_t) :: t
  integer(c_int64_t) :: i

  c = real(real(0.33333_c_double, rk), rk)
  do t = 0, TSTEPS - 1
    do i = 1, (N - 1) - 1
      B(i) = real((c * ((A((i - 1)) + A(i)) + A((i + 1)))), rk)
    end do
    do i = 1, (N - 1) - 1
      A(i) = real((c * ((B((i - 1)) + B(i)) + B((i + 1)))), rk)
    end do
  end do
end subroutine jacobi_1d
