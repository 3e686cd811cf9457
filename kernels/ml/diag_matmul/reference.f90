! diag_matmul: C = diag(a) B for a of length N and B of N x M: row i of B scaled by a[i].
subroutine diag_matmul(C, a, B, N, M) bind(c, name="diag_matmul")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, M
  real(rk), intent(out) :: C(M, N)
  real(rk), intent(in) :: a(N)
  real(rk), intent(in) :: B(M, N)
  integer(c_int64_t) :: i, j
  real(ak) :: s

  do i = 1, N
    s = real(a(i), ak)
    do j = 1, M
      C(j, i) = real(s * real(B(j, i), ak), rk)
    end do
  end do
end subroutine diag_matmul
