! pcg_jacobi_diffusion: K Jacobi-preconditioned CG iterations on -div(c grad u) = b, matrix-free 5-point.
! C's u[i][j] is u(j, i) here, both 0-based.
subroutine pcg_jacobi_diffusion(x, r, z, p, q, rz, c, b, N, K) bind(c, name="pcg_jacobi_diffusion")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, K
  real(rk), intent(out) :: x(0:N - 1, 0:N - 1), r(0:N - 1, 0:N - 1), z(0:N - 1, 0:N - 1)
  real(rk), intent(out) :: p(0:N - 1, 0:N - 1), q(0:N - 1, 0:N - 1), rz(0:K)
  real(rk), intent(in) :: c(0:N - 1, 0:N - 1), b(0:N - 1, 0:N - 1)
  integer(c_int64_t) :: i, j, it
  real(rk) :: rzo, rzn, pq, alpha, beta, u, s

  rzo = 0
  do i = 0, N - 1
    do j = 0, N - 1
      x(j, i) = 0
      r(j, i) = b(j, i)
      z(j, i) = r(j, i) / diagv(i, j)
      p(j, i) = z(j, i)
      rzo = rzo + r(j, i) * z(j, i)
    end do
  end do
  rz(0) = rzo
  do it = 0, K - 1
    pq = 0
    do i = 0, N - 1
      do j = 0, N - 1
        u = p(j, i)
        s = face(i, j, i, j - 1) * (u - nb(i, j - 1))
        s = s + face(i, j, i, j + 1) * (u - nb(i, j + 1))
        s = s + face(i, j, i - 1, j) * (u - nb(i - 1, j))
        s = s + face(i, j, i + 1, j) * (u - nb(i + 1, j))
        q(j, i) = s
        pq = pq + u * s
      end do
    end do
    alpha = rzo / pq
    rzn = 0
    do i = 0, N - 1
      do j = 0, N - 1
        x(j, i) = x(j, i) + alpha * p(j, i)
        r(j, i) = r(j, i) - alpha * q(j, i)
        z(j, i) = r(j, i) / diagv(i, j)
        rzn = rzn + r(j, i) * z(j, i)
      end do
    end do
    beta = rzn / rzo
    do i = 0, N - 1
      do j = 0, N - 1
        p(j, i) = z(j, i) + beta * p(j, i)
      end do
    end do
    rzo = rzn
    rz(it + 1) = rzn
  end do

contains

  real(rk) function face(i0, j0, ii, jj)
    integer(c_int64_t), intent(in) :: i0, j0, ii, jj
    if (ii < 0 .or. ii >= N .or. jj < 0 .or. jj >= N) then
      face = c(j0, i0)
    else
      face = (c(j0, i0) + c(jj, ii)) / 2
    end if
  end function face

  real(rk) function diagv(i0, j0)
    integer(c_int64_t), intent(in) :: i0, j0
    diagv = face(i0, j0, i0, j0 - 1)
    diagv = diagv + face(i0, j0, i0, j0 + 1)
    diagv = diagv + face(i0, j0, i0 - 1, j0)
    diagv = diagv + face(i0, j0, i0 + 1, j0)
  end function diagv

  real(rk) function nb(i0, j0)
    integer(c_int64_t), intent(in) :: i0, j0
    if (i0 < 0 .or. i0 >= N .or. j0 < 0 .or. j0 >= N) then
      nb = 0
    else
      nb = p(j0, i0)
    end if
  end function nb
end subroutine pcg_jacobi_diffusion
