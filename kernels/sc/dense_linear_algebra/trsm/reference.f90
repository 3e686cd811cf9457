! trsm: triangular solve with many right-hand sides: B = alpha * L^-1 * B (L lower, M x M; B is M x N)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine trsm(B, L, M, N, alpha) bind(c, name="trsm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: B(0:*)
  real(rk), intent(in) :: L(0:*)
  integer(c_int64_t), value, intent(in) :: M
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: alpha
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j
  real(rk) :: s
  integer(c_int64_t) :: k

  do i = 0, M - 1
    do j = 0, N - 1
      s = real((alpha * B(((i * N) + j))), rk)
      do k = 0, i - 1
        s = real((s - (L(((i * M) + k)) * B(((k * N) + j)))), rk)
      end do
      B(((i * N) + j)) = real((s / L(((i * M) + i))), rk)
    end do
  end do
end subroutine trsm
