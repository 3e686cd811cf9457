! qr_householder: Householder QR of an M x N matrix in place (LAPACK dgeqr2 layout: R, reflectors below, tau)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine qr_householder(A, tau, M, N) bind(c, name="qr_householder")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: A(0:*)
  real(rk), intent(out) :: tau(0:*)
  integer(c_int64_t), value, intent(in) :: M
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t) :: k
  real(rk) :: xn2
  integer(c_int64_t) :: i
  real(rk) :: alpha
  real(rk) :: beta
  real(rk) :: t
  real(rk) :: scale
  integer(c_int64_t) :: j
  real(rk) :: w

  do k = 0, N - 1
    xn2 = real(0, rk)
    do i = (k + 1), M - 1
      xn2 = real((xn2 + (A(((i * N) + k)) * A(((i * N) + k)))), rk)
    end do
    alpha = real(A(((k * N) + k)), rk)
    if ((xn2 == 0)) then
      tau(k) = real(0, rk)
      cycle
    end if
    beta = real(real(sqrt(real(((alpha * alpha) + xn2), c_double)), rk), rk)
    if ((alpha >= 0)) then
      beta = real((-beta), rk)
    end if
    t = real(((beta - alpha) / beta), rk)
    scale = real((1 / (alpha - beta)), rk)
    do i = (k + 1), M - 1
      A(((i * N) + k)) = real((A(((i * N) + k)) * scale), rk)
    end do
    A(((k * N) + k)) = real(beta, rk)
    tau(k) = real(t, rk)
    do j = (k + 1), N - 1
      w = real(A(((k * N) + j)), rk)
      do i = (k + 1), M - 1
        w = real((w + (A(((i * N) + k)) * A(((i * N) + j)))), rk)
      end do
      A(((k * N) + j)) = real((A(((k * N) + j)) - (t * w)), rk)
      do i = (k + 1), M - 1
        A(((i * N) + j)) = real((A(((i * N) + j)) - ((t * w) * A(((i * N) + k)))), rk)
      end do
    end do
  end do
end subroutine qr_householder
