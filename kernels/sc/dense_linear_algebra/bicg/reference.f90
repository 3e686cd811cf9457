! bicg: PolyBench bicg: s = A^T * r; q = A * p (A is N x M, row-major)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine bicg(A, s, q, p, r, M, N) bind(c, name="bicg")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(in) :: A(0:*)
  real(rk), intent(out) :: s(0:*)
  real(rk), intent(out) :: q(0:*)
  real(rk), intent(in) :: p(0:*)
  real(rk), intent(in) :: r(0:*)
  integer(c_int64_t), value, intent(in) :: M
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t) :: j
  integer(c_int64_t) :: i
  real(rk) :: acc

  do j = 0, M - 1
    s(j) = real(0, rk)
  end do
  do i = 0, N - 1
    acc = real(0, rk)
    do j = 0, M - 1
      s(j) = real((s(j) + (r(i) * A(((i * M) + j)))), rk)
      acc = real((acc + (A(((i * M) + j)) * p(j))), rk)
    end do
    q(i) = real(acc, rk)
  end do
end subroutine bicg
