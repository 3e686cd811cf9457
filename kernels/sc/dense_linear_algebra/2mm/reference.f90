! 2mm: PolyBench 2mm: tmp = alpha * A * B; D = beta * D + tmp * C (row-major)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine k2mm(tmp, A, B, C, D, NI, NJ, NK, NL, alpha, beta) bind(c, name="k2mm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: tmp(0:*)
  real(rk), intent(in) :: A(0:*)
  real(rk), intent(in) :: B(0:*)
  real(rk), intent(in) :: C(0:*)
  real(rk), intent(inout) :: D(0:*)
  integer(c_int64_t), value, intent(in) :: NI
  integer(c_int64_t), value, intent(in) :: NJ
  integer(c_int64_t), value, intent(in) :: NK
  integer(c_int64_t), value, intent(in) :: NL
  real(rk), value, intent(in) :: alpha
  real(rk), value, intent(in) :: beta
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j
  real(rk) :: s
  integer(c_int64_t) :: k

  do i = 0, NI - 1
    do j = 0, NJ - 1
      s = real(0, rk)
      do k = 0, NK - 1
        s = real((s + ((alpha * A(((i * NK) + k))) * B(((k * NJ) + j)))), rk)
      end do
      tmp(((i * NJ) + j)) = real(s, rk)
    end do
  end do
  do i = 0, NI - 1
    do j = 0, NL - 1
      s = real((D(((i * NL) + j)) * beta), rk)
      do k = 0, NJ - 1
        s = real((s + (tmp(((i * NJ) + k)) * C(((k * NL) + j)))), rk)
      end do
      D(((i * NL) + j)) = real(s, rk)
    end do
  end do
end subroutine k2mm
