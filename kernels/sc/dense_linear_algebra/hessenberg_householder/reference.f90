! hessenberg_householder: Householder reduction to upper Hessenberg form in place (dgehd2 layout, tau).
! C's A[i][j] is A(j, i) here, both 0-based.
subroutine hessenberg_householder(A, tau, N) bind(c, name="hessenberg_householder")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(inout) :: A(0:N - 1, 0:N - 1)
  real(rk), intent(out) :: tau(0:N - 1)
  integer(c_int64_t) :: i, j, k
  real(rk) :: alpha, x2, xn, beta, t, scale, s

  do k = 0, N - 1
    tau(k) = 0
  end do
  do k = 0, N - 3
    alpha = A(k, k + 1)
    x2 = 0
    do i = k + 2, N - 1
      x2 = x2 + A(k, i) * A(k, i)
    end do
    xn = real(sqrt(real(x2, c_double)), rk)
    if (xn == 0) cycle
    beta = real(sqrt(real(alpha * alpha + xn * xn, c_double)), rk)
    if (alpha >= 0) beta = -beta
    t = (beta - alpha) / beta
    tau(k) = t
    scale = 1 / (alpha - beta)
    do i = k + 2, N - 1
      A(k, i) = A(k, i) * scale
    end do
    A(k, k + 1) = beta
    do j = k + 1, N - 1
      s = A(j, k + 1)
      do i = k + 2, N - 1
        s = s + A(k, i) * A(j, i)
      end do
      s = s * t
      A(j, k + 1) = A(j, k + 1) - s
      do i = k + 2, N - 1
        A(j, i) = A(j, i) - s * A(k, i)
      end do
    end do
    do i = 0, N - 1
      s = A(k + 1, i)
      do j = k + 2, N - 1
        s = s + A(j, i) * A(k, j)
      end do
      s = s * t
      A(k + 1, i) = A(k + 1, i) - s
      do j = k + 2, N - 1
        A(j, i) = A(j, i) - s * A(k, j)
      end do
    end do
  end do
end subroutine hessenberg_householder
