! lu: PolyBench lu: in-place LU without pivoting (unit lower L below the diagonal, U on and above)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine lu(A, N) bind(c, name="lu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: A(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t) :: k
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  do k = 0, N - 1
    do i = (k + 1), N - 1
      A(((i * N) + k)) = real((A(((i * N) + k)) / A(((k * N) + k))), rk)
      do j = (k + 1), N - 1
        A(((i * N) + j)) = real((A(((i * N) + j)) - (A(((i * N) + k)) * A(((k * N) + j)))), rk)
      end do
    end do
  end do
end subroutine lu
