! npb_cg: NPB CG conj_grad: q = 0, z = 0, r = x, p = r, rho = r.r; 25 times: q = A p (A in CSR, 0-based), alpha =
! rho / p.q, z += alpha p, r -= alpha q, rho' = r.r, p = r + (rho' / rho) p; then r = A z and rnorm = ||x - r||
! (the square root taken in double). Dot products and row sums in index order.
subroutine npb_cg(A_rowptr, A_col, A_val, x, z, p, q, r, rnorm, N, K, NNZ) bind(c, name="npb_cg")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, K, NNZ
  integer(c_int32_t), intent(in) :: A_rowptr(0:N)
  integer(c_int32_t), intent(in) :: A_col(0:NNZ - 1)
  real(rk), intent(in) :: A_val(0:NNZ - 1)
  real(rk), intent(in) :: x(0:N - 1)
  real(rk), intent(out) :: z(0:N - 1), p(0:N - 1), q(0:N - 1), r(0:N - 1), rnorm(1)
  integer(c_int64_t) :: j
  integer :: cgit
  real(rk) :: rho, rho0, d, alpha, beta, s

  rho = 0
  do j = 0, N - 1
    q(j) = 0
    z(j) = 0
    r(j) = x(j)
    p(j) = r(j)
    rho = rho + r(j) * r(j)
  end do
  do cgit = 1, 25
    call spmv(q, p)
    d = 0
    do j = 0, N - 1
      d = d + p(j) * q(j)
    end do
    alpha = rho / d
    rho0 = rho
    rho = 0
    do j = 0, N - 1
      z(j) = z(j) + alpha * p(j)
      r(j) = r(j) - alpha * q(j)
      rho = rho + r(j) * r(j)
    end do
    beta = rho / rho0
    do j = 0, N - 1
      p(j) = r(j) + beta * p(j)
    end do
  end do
  call spmv(r, z)
  s = 0
  do j = 0, N - 1
    s = s + (x(j) - r(j)) * (x(j) - r(j))
  end do
  rnorm(1) = real(sqrt(real(s, c_double)), rk)

contains

  ! y = A v, each row summed in order
  subroutine spmv(y, v)
    real(rk), intent(out) :: y(0:N - 1)
    real(rk), intent(in) :: v(0:N - 1)
    integer(c_int64_t) :: i, e
    real(rk) :: acc

    do i = 0, N - 1
      acc = 0
      do e = A_rowptr(i), A_rowptr(i + 1) - 1
        acc = acc + A_val(e) * v(A_col(e))
      end do
      y(i) = acc
    end do
  end subroutine spmv
end subroutine npb_cg
