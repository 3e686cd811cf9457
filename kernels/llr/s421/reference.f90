! TSVC-2 s421: equivalence, no overlap: xx[i] = yy[i + 1] + a[i] with yy the same array as xx.
subroutine s421(xx, a, LEN_1D) bind(c, name="s421")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(inout) :: xx(LEN_1D)
  real(rk), intent(in) :: a(LEN_1D)
  integer(c_int64_t) :: i

  do i = 1, LEN_1D - 1
    xx(i) = xx(i + 1) + a(i)
  end do
end subroutine s421
