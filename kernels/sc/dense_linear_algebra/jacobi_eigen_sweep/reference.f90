! jacobi_eigen_sweep: one cyclic Jacobi eigenvalue sweep of a symmetric matrix, V = product of rotations.
! C's A[i][j] is A(j, i) here, both 0-based.
subroutine jacobi_eigen_sweep(A, V, N) bind(c, name="jacobi_eigen_sweep")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(inout) :: A(0:N - 1, 0:N - 1)
  real(rk), intent(out) :: V(0:N - 1, 0:N - 1)
  integer(c_int64_t) :: i, j, p, q, k
  real(rk) :: apq, theta, at, t, c, s, ua, ub

  do i = 0, N - 1
    do j = 0, N - 1
      if (i == j) then
        V(j, i) = 1
      else
        V(j, i) = 0
      end if
    end do
  end do
  do p = 0, N - 2
    do q = p + 1, N - 1
      apq = A(q, p)
      if (apq == 0) cycle
      theta = (A(q, q) - A(p, p)) / (2 * apq)
      at = theta
      if (theta < 0) at = -theta
      t = 1 / (at + real(sqrt(real(theta * theta + 1, c_double)), rk))
      if (theta < 0) t = -t
      c = 1 / real(sqrt(real(t * t + 1, c_double)), rk)
      s = t * c
      do k = 0, N - 1
        ua = A(p, k)
        ub = A(q, k)
        A(p, k) = c * ua - s * ub
        A(q, k) = s * ua + c * ub
      end do
      do k = 0, N - 1
        ua = A(k, p)
        ub = A(k, q)
        A(k, p) = c * ua - s * ub
        A(k, q) = s * ua + c * ub
      end do
      do k = 0, N - 1
        ua = V(p, k)
        ub = V(q, k)
        V(p, k) = c * ua - s * ub
        V(q, k) = s * ua + c * ub
      end do
    end do
  end do
end subroutine jacobi_eigen_sweep
