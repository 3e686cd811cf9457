! symm: PolyBench symm: C = alpha * A * B + beta * C, A symmetric M x M given by its lower triangle
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine symm(C, A, B, M, N, alpha, beta) bind(c, name="symm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: C(0:*)
  real(rk), intent(in) :: A(0:*)
  real(rk), intent(in) :: B(0:*)
  integer(c_int64_t), value, intent(in) :: M
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: alpha
  real(rk), value, intent(in) :: beta
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j
  real(rk) :: temp2
  integer(c_int64_t) :: k

  do i = 0, M - 1
    do j = 0, N - 1
      temp2 = real(0, rk)
      do k = 0, i - 1
        C(((k * N) + j)) = real((C(((k * N) + j)) + ((alpha * B(((i * N) + j))) * A(((i * M) + k)))), rk)
        temp2 = real((temp2 + (B(((k * N) + j)) * A(((i * M) + k)))), rk)
      end do
      C(((i * N) + j)) = real((((beta * C(((i * N) + j))) + ((alpha * B(((i * N) + j))) * A(((i * M) + i)))) + (alpha * temp2)), rk)
    end do
  end do
end subroutine symm
