! floyd_warshall: PolyBench floyd-warshall: Floyd-Warshall all-pairs shortest paths in place on a dense N x N distance matrix
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine floyd_warshall(D, N) bind(c, name="floyd_warshall")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: D(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t) :: k
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j
  real(rk) :: via

  do k = 0, N - 1
    do i = 0, N - 1
      do j = 0, N - 1
        via = real((D(((i * N) + k)) + D(((k * N) + j))), rk)
        if ((via < D(((i * N) + j)))) then
          D(((i * N) + j)) = real(via, rk)
        end if
      end do
    end do
  end do
end subroutine floyd_warshall
