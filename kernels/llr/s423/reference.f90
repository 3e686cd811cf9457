! TSVC-2 s423: common and equivalenced variables with anti-dependence: flat[i + 1] = xx[i] + a[i] with xx = flat + 64.
subroutine s423(flat, a, LEN_1D) bind(c, name="s423")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(inout) :: flat(LEN_1D + 63)
  real(rk), intent(in) :: a(LEN_1D)
  integer(c_int64_t), parameter :: vl = 64
  integer(c_int64_t) :: i

  ! C's flat[i + 1] = xx[i] + a[i] with xx = flat + vl, 0-based i
  do i = 0, LEN_1D - 2
    flat(i + 2) = flat(vl + i + 1) + a(i + 1)
  end do
end subroutine s423
