! trmm: PolyBench trmm: B = alpha * A^T * B in place, A unit lower triangular M x M, B is M x N
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine trmm(B, A, M, N, alpha) bind(c, name="trmm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: B(0:*)
  real(rk), intent(in) :: A(0:*)
  integer(c_int64_t), value, intent(in) :: M
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: alpha
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j
  real(rk) :: s
  integer(c_int64_t) :: k

  do i = 0, M - 1
    do j = 0, N - 1
      s = real(B(((i * N) + j)), rk)
      do k = (i + 1), M - 1
        s = real((s + (A(((k * M) + i)) * B(((k * N) + j)))), rk)
      end do
      B(((i * N) + j)) = real((alpha * s), rk)
    end do
  end do
end subroutine trmm
