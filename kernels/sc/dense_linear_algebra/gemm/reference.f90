! gemm: PolyBench gemm: C = alpha * A * B + beta * C, row-major
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine gemm(C, A, B, NI, NJ, NK, alpha, beta) bind(c, name="gemm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: C(0:*)
  real(rk), intent(in) :: A(0:*)
  real(rk), intent(in) :: B(0:*)
  integer(c_int64_t), value, intent(in) :: NI
  integer(c_int64_t), value, intent(in) :: NJ
  integer(c_int64_t), value, intent(in) :: NK
  real(rk), value, intent(in) :: alpha
  real(rk), value, intent(in) :: beta
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j
  integer(c_int64_t) :: k

  do i = 0, NI - 1
    do j = 0, NJ - 1
      C(((i * NJ) + j)) = real((C(((i * NJ) + j)) * beta), rk)
    end do
    do k = 0, NK - 1
      do j = 0, NJ - 1
        C(((i * NJ) + j)) = real((C(((i * NJ) + j)) + ((alpha * A(((i * NK) + k))) * B(((k * NJ) + j)))), rk)
      end do
    end do
  end do
end subroutine gemm
