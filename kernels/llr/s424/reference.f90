! TSVC-2 s424: common and equivalenced variables, overlap: xx[i + 1] = flat[i] + a[i] with xx = flat + 63.
subroutine s424(flat, a, LEN_1D) bind(c, name="s424")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(inout) :: flat(LEN_1D + 63)
  real(rk), intent(in) :: a(LEN_1D)
  integer(c_int64_t), parameter :: vl = 63
  integer(c_int64_t) :: i

  ! C's xx[i + 1] = flat[i] + a[i] with xx = flat + vl, 0-based i
  do i = 0, LEN_1D - 2
    flat(vl + i + 2) = flat(i + 1) + a(i + 1)
  end do
end subroutine s424
