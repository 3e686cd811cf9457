! syr2k: PolyBench syr2k: lower(C) = alpha * (A * B^T + B * A^T) + beta * lower(C), A and B N x M
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine syr2k(C, A, B, N, M, alpha, beta) bind(c, name="syr2k")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: C(0:*)
  real(rk), intent(in) :: A(0:*)
  real(rk), intent(in) :: B(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: M
  real(rk), value, intent(in) :: alpha
  real(rk), value, intent(in) :: beta
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j
  integer(c_int64_t) :: k

  do i = 0, N - 1
    do j = 0, i
      C(((i * N) + j)) = real((C(((i * N) + j)) * beta), rk)
    end do
    do k = 0, M - 1
      do j = 0, i
        C(((i * N) + j)) = real((C(((i * N) + j)) + (((A(((j * M) + k)) * alpha) * B(((i * M) + &
            k))) + ((B(((j * M) + k)) * alpha) * A(((i * M) + k))))), rk)
      end do
    end do
  end do
end subroutine syr2k
