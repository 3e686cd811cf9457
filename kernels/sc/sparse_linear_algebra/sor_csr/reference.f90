! sor_csr: NSWEEP forward SOR sweeps on A x = b, A = diag(dg) + the off-diagonal entries of a CSR matrix.
! Index arrays hold 0-based C indices.
subroutine sor_csr(x, A_rowptr, A_col, A_val, dg, b, N, NNZ, NSWEEP, omega) bind(c, name="sor_csr")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, NNZ, NSWEEP
  real(rk), value, intent(in) :: omega
  real(rk), intent(inout) :: x(0:N - 1)
  integer(c_int32_t), intent(in) :: A_rowptr(0:N)
  integer(c_int32_t), intent(in) :: A_col(0:NNZ - 1)
  real(rk), intent(in) :: A_val(0:NNZ - 1)
  real(rk), intent(in) :: dg(0:N - 1), b(0:N - 1)
  integer(c_int64_t) :: sw, i, k
  real(rk) :: s

  do sw = 1, NSWEEP
    do i = 0, N - 1
      s = b(i)
      do k = A_rowptr(i), A_rowptr(i + 1) - 1
        if (A_col(k) /= i) s = s - A_val(k) * x(A_col(k))
      end do
      x(i) = (1 - omega) * x(i) + omega * (s / dg(i))
    end do
  end do
end subroutine sor_csr
