! triu_matmul: C = triu(A B) for upper-triangular A and B: the entries below the diagonal of A and B are
! never read (taken as zero), and only the upper triangle is computed, C[i, j] = sum over k = i..j of
! A[i, k] B[k, j] in order of k for j >= i, C[i, j] = 0 for j < i.
subroutine triu_matmul(C, A, B, N) bind(c, name="triu_matmul")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: C(N, N)
  real(rk), intent(in) :: A(N, N)
  real(rk), intent(in) :: B(N, N)
  integer(c_int64_t) :: i, j, k
  real(ak) :: a1

  do i = 1, N
    do j = 1, N
      C(j, i) = 0.0_rk
    end do
    do k = i, N
      a1 = real(A(k, i), ak)
      do j = k, N
        C(j, i) = real(real(C(j, i), ak) + a1 * real(B(j, k), ak), rk)
      end do
    end do
  end do
end subroutine triu_matmul
