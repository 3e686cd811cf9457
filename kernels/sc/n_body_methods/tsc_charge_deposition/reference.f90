! tsc_charge_deposition: triangular-shaped-cloud (quadratic spline) charge deposition of N particles
! onto a periodic 3-D grid of unit spacing: 3 weights per axis around the nearest node, 27 nodes each.
subroutine tsc_charge_deposition(rho, px, py, pz, q, N, NX, NY, NZ) bind(c, name="tsc_charge_deposition")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, NX, NY, NZ
  real(rk), intent(out) :: rho(0:NX - 1, 0:NY - 1, 0:NZ - 1)
  real(rk), intent(in) :: px(0:N - 1), py(0:N - 1), pz(0:N - 1), q(0:N - 1)
  integer(c_int64_t) :: p, i, j, k, a, b, c, ii, jj, kk
  real(rk) :: wx(0:2), wy(0:2), wz(0:2), qz, qzy

  rho = 0
  do p = 0, N - 1
    call weights(px(p), i, wx)
    call weights(py(p), j, wy)
    call weights(pz(p), k, wz)
    do c = 0, 2
      kk = modulo(k - 1 + c, NZ)
      qz = q(p) * wz(c)
      do b = 0, 2
        jj = modulo(j - 1 + b, NY)
        qzy = qz * wy(b)
        do a = 0, 2
          ii = modulo(i - 1 + a, NX)
          rho(ii, jj, kk) = rho(ii, jj, kk) + qzy * wx(a)
        end do
      end do
    end do
  end do
contains
  subroutine weights(x, i0, w)
    real(rk), intent(in) :: x
    integer(c_int64_t), intent(out) :: i0
    real(rk), intent(out) :: w(0:2)
    real(rk) :: d, lo, hi
    i0 = floor(x + 0.5_rk, c_int64_t)
    d = x - real(i0, rk)
    lo = 0.5_rk - d
    hi = 0.5_rk + d
    w(0) = 0.5_rk * lo * lo
    w(1) = 0.75_rk - d * d
    w(2) = 0.5_rk * hi * hi
  end subroutine weights
end subroutine tsc_charge_deposition
