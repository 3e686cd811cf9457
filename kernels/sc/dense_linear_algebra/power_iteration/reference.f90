! power_iteration: K power-method steps y = A x, lam = x . y, x = y / ||y||_2 on an SPD matrix.
! A is C's row-major A[i][j], here A(j, i).
subroutine power_iteration(A, x, y, lam, N, K) bind(c, name="power_iteration")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, K
  real(rk), intent(in) :: A(N, N)
  real(rk), intent(inout) :: x(N)
  real(rk), intent(out) :: y(N)
  real(rk), intent(out) :: lam(1)
  integer(c_int64_t) :: it, i, j
  real(rk) :: s, l, q, nrm

  do it = 1, K
    do i = 1, N
      s = 0
      do j = 1, N
        s = s + A(j, i) * x(j)
      end do
      y(i) = s
    end do
    l = 0
    q = 0
    do i = 1, N
      l = l + x(i) * y(i)
      q = q + y(i) * y(i)
    end do
    nrm = real(sqrt(real(q, c_double)), rk)
    do i = 1, N
      x(i) = y(i) / nrm
    end do
    lam(1) = l
  end do
end subroutine power_iteration
