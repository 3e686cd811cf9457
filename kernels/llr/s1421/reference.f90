! TSVC-2 s1421: equivalence, no overlap: b[i] = b[LEN_1D/2 + i] + a[i] for the first half of b.
subroutine s1421(b, a, LEN_1D) bind(c, name="s1421")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(inout) :: b(LEN_1D)
  real(rk), intent(in) :: a(LEN_1D)
  integer(c_int64_t) :: i, half

  half = LEN_1D / 2
  do i = 1, half
    b(i) = b(half + i) + a(i)
  end do
end subroutine s1421
