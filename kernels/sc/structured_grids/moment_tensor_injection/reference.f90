! moment_tensor_injection: NSRC moment-tensor point sources with Brune moment-rate functions, each
! component spread trilinearly (subtracted) into its own staggered stress grid at time t.
subroutine moment_tensor_injection(sxx, syy, szz, sxy, sxz, syz, px, py, pz, m, t0, tr, NSRC, NZ, NY, NX, t, coef) &
    bind(c, name="moment_tensor_injection")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NSRC, NZ, NY, NX
  real(rk), value, intent(in) :: t, coef
  real(rk), intent(inout), dimension(0:NX - 1, 0:NY - 1, 0:NZ - 1) :: sxx, syy, szz, sxy, sxz, syz
  real(rk), intent(in) :: px(0:NSRC - 1), py(0:NSRC - 1), pz(0:NSRC - 1), m(0:5, 0:NSRC - 1)
  real(rk), intent(in) :: t0(0:NSRC - 1), tr(0:NSRC - 1)
  real(rk), parameter :: h = 0.5_rk
  integer(c_int64_t) :: s
  real(rk) :: tau, w, x, y, z

  do s = 0, NSRC - 1
    tau = t - t0(s)
    if (tau <= 0) cycle
    w = coef * tau / (tr(s) * tr(s)) * exp(-tau / tr(s))
    x = px(s)
    y = py(s)
    z = pz(s)
    call spread(sxx, x, y, z, w * m(0, s))
    call spread(syy, x, y, z, w * m(1, s))
    call spread(szz, x, y, z, w * m(2, s))
    call spread(sxy, x - h, y - h, z, w * m(3, s))
    call spread(sxz, x - h, y, z - h, w * m(4, s))
    call spread(syz, x, y - h, z - h, w * m(5, s))
  end do
contains
  subroutine spread(f, x, y, z, amp)
    real(rk), intent(inout) :: f(0:NX - 1, 0:NY - 1, 0:NZ - 1)
    real(rk), intent(in) :: x, y, z, amp
    integer(c_int64_t) :: i, j, k, a, b, c
    real(rk) :: fli, flj, flk, wx(0:1), wy(0:1), wz(0:1)
    i = floor(x, c_int64_t)
    j = floor(y, c_int64_t)
    k = floor(z, c_int64_t)
    fli = real(i, rk)
    flj = real(j, rk)
    flk = real(k, rk)
    wx(1) = x - fli
    wy(1) = y - flj
    wz(1) = z - flk
    wx(0) = 1 - wx(1)
    wy(0) = 1 - wy(1)
    wz(0) = 1 - wz(1)
    do c = 0, 1
      do b = 0, 1
        do a = 0, 1
          f(i + a, j + b, k + c) = f(i + a, j + b, k + c) - amp * wx(a) * wy(b) * wz(c)
        end do
      end do
    end do
  end subroutine spread
end subroutine moment_tensor_injection
