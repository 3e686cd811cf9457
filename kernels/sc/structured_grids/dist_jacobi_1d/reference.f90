! dist_jacobi_1d, serial: T sweeps of a 3-point average, u -> v on even sweeps, v -> u on odd ones.
subroutine dist_jacobi_1d(u, v, N, T) bind(c, name="dist_jacobi_1d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, T
  real(rk), intent(inout) :: u(N)
  real(rk), intent(out) :: v(N)
  integer(c_int64_t) :: s

  do s = 0, T - 1
    if (mod(s, 2_c_int64_t) == 0) then
      call sweep(v, u)
    else
      call sweep(u, v)
    end if
  end do
contains
  subroutine sweep(dst, src)
    real(rk), intent(out) :: dst(N)
    real(rk), intent(in) :: src(N)
    integer(c_int64_t) :: i

    dst(1) = src(1)
    dst(N) = src(N)
    do i = 2, N - 1
      dst(i) = real((real(src(i - 1), ak) + real(src(i), ak) + real(src(i + 1), ak)) / 3, rk)
    end do
  end subroutine sweep
end subroutine dist_jacobi_1d
