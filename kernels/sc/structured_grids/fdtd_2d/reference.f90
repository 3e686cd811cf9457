! fdtd_2d: PolyBench fdtd-2d: TMAX Yee steps of ex, ey, hz on an NX x NY grid (source ey[0][:] = fict[t])
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine fdtd_2d(ex, ey, hz, fict, TMAX, NX, NY) bind(c, name="fdtd_2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: ex(0:*)
  real(rk), intent(inout) :: ey(0:*)
  real(rk), intent(inout) :: hz(0:*)
  real(rk), intent(in) :: fict(0:*)
  integer(c_int64_t), value, intent(in) :: TMAX
  integer(c_int64_t), value, intent(in) :: NX
  integer(c_int64_t), value, intent(in) :: NY
  integer(c_int64_t) :: t
  integer(c_int64_t) :: j
  integer(c_int64_t) :: i

  do t = 0, TMAX - 1
    do j = 0, NY - 1
      ey(j) = real(fict(t), rk)
    end do
    do i = 1, NX - 1
      do j = 0, NY - 1
        ey(((i * NY) + j)) = real((ey(((i * NY) + j)) - (real(0.5_c_double, rk) * (hz(((i * NY) + &
            j)) - hz((((i - 1) * NY) + j))))), rk)
      end do
    end do
    do i = 0, NX - 1
      do j = 1, NY - 1
        ex(((i * NY) + j)) = real((ex(((i * NY) + j)) - (real(0.5_c_double, rk) * (hz(((i * NY) + &
            j)) - hz((((i * NY) + j) - 1))))), rk)
      end do
    end do
    do i = 0, (NX - 1) - 1
      do j = 0, (NY - 1) - 1
        hz(((i * NY) + j)) = real((hz(((i * NY) + j)) - (real(0.7_c_double, rk) * (((ex((((i * NY) &
            + j) + 1)) - ex(((i * NY) + j))) + ey((((i + 1) * NY) + j))) - ey(((i * NY) + j))))), &
            rk)
      end do
    end do
  end do
end subroutine fdtd_2d
