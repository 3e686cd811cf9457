! charge_deposition: cloud-in-cell (trilinear) charge deposition of N particles onto a periodic NX x NY x NZ grid, in particle order.
subroutine charge_deposition(rho, px, py, pz, q, N, NX, NY, NZ) bind(c, name="charge_deposition")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: NX
  integer(c_int64_t), value, intent(in) :: NY
  integer(c_int64_t), value, intent(in) :: NZ
  real(rk), intent(out) :: rho(0:NX - 1, 0:NY - 1, 0:NZ - 1)
  real(rk), intent(in) :: px(N)
  real(rk), intent(in) :: py(N)
  real(rk), intent(in) :: pz(N)
  real(rk), intent(in) :: q(N)
  integer(c_int64_t) :: p, i, j, k, a, b, c, ii, jj, kk
  real(rk) :: fx, fy, fz, wx(0:1), wy(0:1), wz(0:1)

  ! C's rho[k][j][i] is rho(i, j, k)
  rho = 0
  do p = 1, N
    i = int(px(p), c_int64_t)  ! positions are >= 0: truncation is floor
    j = int(py(p), c_int64_t)
    k = int(pz(p), c_int64_t)
    fx = px(p) - real(i, rk)
    fy = py(p) - real(j, rk)
    fz = pz(p) - real(k, rk)
    wx = [1 - fx, fx]
    wy = [1 - fy, fy]
    wz = [1 - fz, fz]
    do c = 0, 1
      do b = 0, 1
        do a = 0, 1
          ii = mod(i + a, NX)
          jj = mod(j + b, NY)
          kk = mod(k + c, NZ)
          rho(ii, jj, kk) = rho(ii, jj, kk) + q(p) * wx(a) * wy(b) * wz(c)
        end do
      end do
    end do
  end do
end subroutine charge_deposition
