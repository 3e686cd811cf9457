! dist_gemm_rows, serial: C = A B in C's row-major layout (Fortran sees the transposes: C(j, i)).
subroutine dist_gemm_rows(C, A, B, N) bind(c, name="dist_gemm_rows")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(out) :: C(N, N)
  real(rk), intent(in) :: A(N, N), B(N, N)
  real(ak) :: s
  integer(c_int64_t) :: i, j, k

  do i = 1, N
    do j = 1, N
      s = 0
      do k = 1, N
        s = s + real(A(k, i), ak) * real(B(j, k), ak)
      end do
      C(j, i) = real(s, rk)
    end do
  end do
end subroutine dist_gemm_rows
