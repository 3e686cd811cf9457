! cg_step: one conjugate-gradient iteration for A = the 5-point Laplacian on the N x N grid (4 on the diagonal,
! -1 to each neighbour inside the grid), matrix-free: alpha = r.r / p.Ap, x += alpha p, r -= alpha Ap,
! beta = r.r(new) / r.r(old), p = r + beta p, rr = r.r(new); dot products in C's row-major order
! (C's [i][j] is (j, i) here).
subroutine cg_step(x, r, p, rr, N) bind(c, name="cg_step")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(inout) :: x(0:N - 1, 0:N - 1)
  real(rk), intent(inout) :: r(0:N - 1, 0:N - 1)
  real(rk), intent(inout) :: p(0:N - 1, 0:N - 1)
  real(rk), intent(out) :: rr(1)
  integer(c_int64_t) :: i, j
  real(rk) :: rr_old, pq, alpha, rr_new, beta

  rr_old = 0
  pq = 0
  do i = 0, N - 1
    do j = 0, N - 1
      rr_old = rr_old + r(j, i) * r(j, i)
      pq = pq + p(j, i) * apply(i, j)
    end do
  end do
  alpha = rr_old / pq
  rr_new = 0
  do i = 0, N - 1
    do j = 0, N - 1
      x(j, i) = x(j, i) + alpha * p(j, i)
      r(j, i) = r(j, i) - alpha * apply(i, j)
      rr_new = rr_new + r(j, i) * r(j, i)
    end do
  end do
  beta = rr_new / rr_old
  p = r + beta * p
  rr(1) = rr_new

contains

  ! (A p) at the C grid point [i][j]
  real(rk) function apply(i1, j1)
    integer(c_int64_t), intent(in) :: i1, j1

    apply = 4 * p(j1, i1)
    if (i1 > 0) apply = apply - p(j1, i1 - 1)
    if (i1 < N - 1) apply = apply - p(j1, i1 + 1)
    if (j1 > 0) apply = apply - p(j1 - 1, i1)
    if (j1 < N - 1) apply = apply - p(j1 + 1, i1)
  end function apply
end subroutine cg_step
