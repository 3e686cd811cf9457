! dist_gemv_rows, serial: y(i) = sum_j A(j, i) * x(j) (A stored as C's row-major M x N: Fortran's A(N, M)).
subroutine dist_gemv_rows(y, A, x, M, N) bind(c, name="dist_gemv_rows")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N
  real(rk), intent(out) :: y(M)
  real(rk), intent(in) :: A(N, M), x(N)
  real(ak) :: s
  integer(c_int64_t) :: i, j

  do i = 1, M
    s = 0
    do j = 1, N
      s = s + real(A(j, i), ak) * real(x(j), ak)
    end do
    y(i) = real(s, rk)
  end do
end subroutine dist_gemv_rows
