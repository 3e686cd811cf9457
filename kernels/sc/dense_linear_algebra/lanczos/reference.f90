! lanczos: K Lanczos steps (no reorthogonalization) on an SPD matrix: vectors Q, tridiagonal alpha, beta.
! C's Q[j][i] is Q(i, j) here, both 0-based; A[i][k] is A(k, i).
subroutine lanczos(Q, alpha, beta, A, v0, N, K, K1) bind(c, name="lanczos")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, K, K1
  real(rk), intent(out) :: Q(0:N - 1, 0:K1 - 1)
  real(rk), intent(out) :: alpha(0:K - 1), beta(0:K - 1)
  real(rk), intent(in) :: A(0:N - 1, 0:N - 1)
  real(rk), intent(in) :: v0(0:N - 1)
  integer(c_int64_t) :: i, j, kk
  real(rk) :: s2, nv, s, al, bm, ww, bj

  s2 = 0
  do i = 0, N - 1
    s2 = s2 + v0(i) * v0(i)
  end do
  nv = real(sqrt(real(s2, c_double)), rk)
  do i = 0, N - 1
    Q(i, 0) = v0(i) / nv
  end do
  do j = 0, K - 1
    do i = 0, N - 1
      s = 0
      do kk = 0, N - 1
        s = s + A(kk, i) * Q(kk, j)
      end do
      Q(i, j + 1) = s
    end do
    al = 0
    do i = 0, N - 1
      al = al + Q(i, j) * Q(i, j + 1)
    end do
    alpha(j) = al
    if (j > 0) then
      bm = beta(max(j - 1, 0_c_int64_t))
      do i = 0, N - 1
        Q(i, j + 1) = Q(i, j + 1) - al * Q(i, j) - bm * Q(i, max(j - 1, 0_c_int64_t))
      end do
    else
      do i = 0, N - 1
        Q(i, j + 1) = Q(i, j + 1) - al * Q(i, j)
      end do
    end if
    ww = 0
    do i = 0, N - 1
      ww = ww + Q(i, j + 1) * Q(i, j + 1)
    end do
    bj = real(sqrt(real(ww, c_double)), rk)
    beta(j) = bj
    do i = 0, N - 1
      Q(i, j + 1) = Q(i, j + 1) / bj
    end do
  end do
end subroutine lanczos
