! doitgen (PolyBench/C 4.2): for every r, q: sum[p] = sum_s A[r][q][s] C4[s][p] (s in order), then
! A[r][q][:] = sum; sum is left holding the last row. Fortran arrays have the C shapes reversed.
subroutine doitgen(A, C4, sum, NR, NQ, NP) bind(c, name="doitgen")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NR, NQ, NP
  real(rk), intent(inout) :: A(0:NP - 1, 0:NQ - 1, 0:NR - 1)
  real(rk), intent(in) :: C4(0:NP - 1, 0:NP - 1)
  real(rk), intent(out) :: sum(0:NP - 1)
  integer(c_int64_t) :: r, q, p, k
  real(rk) :: s

  do r = 0, NR - 1
    do q = 0, NQ - 1
      do p = 0, NP - 1
        s = 0
        do k = 0, NP - 1
          s = s + A(k, q, r) * C4(p, k)
        end do
        sum(p) = s
      end do
      A(:, q, r) = sum
    end do
  end do
end subroutine doitgen
