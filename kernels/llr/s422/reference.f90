! TSVC-2 s422: common and equivalence, anti-dependence with threshold 4: xx[i] = flat[i + 8] + a[i] with xx = flat + 4.
subroutine s422(flat, a, LEN_1D) bind(c, name="s422")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(inout) :: flat(LEN_1D + 8)
  real(rk), intent(in) :: a(LEN_1D)
  integer(c_int64_t) :: i

  ! C's xx[i] = flat[i + 8] + a[i] with xx = flat + 4, 0-based i
  do i = 0, LEN_1D - 1
    flat(i + 5) = flat(i + 9) + a(i + 1)
  end do
end subroutine s422
