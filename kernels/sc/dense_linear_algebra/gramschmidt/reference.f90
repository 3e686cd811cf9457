! gramschmidt: PolyBench gramschmidt: modified Gram-Schmidt A = Q * R (A is M x N, M >= N, overwritten)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine gramschmidt(A, R, Q, M, N) bind(c, name="gramschmidt")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: A(0:*)
  real(rk), intent(out) :: R(0:*)
  real(rk), intent(out) :: Q(0:*)
  integer(c_int64_t), value, intent(in) :: M
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t) :: k
  integer(c_int64_t) :: j
  real(rk) :: nrm
  integer(c_int64_t) :: i
  real(rk) :: s

  do k = 0, N - 1
    do j = 0, k - 1
      R(((k * N) + j)) = real(0, rk)
    end do
  end do
  do k = 0, N - 1
    nrm = real(0, rk)
    do i = 0, M - 1
      nrm = real((nrm + (A(((i * N) + k)) * A(((i * N) + k)))), rk)
    end do
    R(((k * N) + k)) = real(real(sqrt(real(nrm, c_double)), rk), rk)
    do i = 0, M - 1
      Q(((i * N) + k)) = real((A(((i * N) + k)) / R(((k * N) + k))), rk)
    end do
    do j = (k + 1), N - 1
      s = real(0, rk)
      do i = 0, M - 1
        s = real((s + (Q(((i * N) + k)) * A(((i * N) + j)))), rk)
      end do
      R(((k * N) + j)) = real(s, rk)
      do i = 0, M - 1
        A(((i * N) + j)) = real((A(((i * N) + j)) - (Q(((i * N) + k)) * s)), rk)
      end do
    end do
  end do
end subroutine gramschmidt
