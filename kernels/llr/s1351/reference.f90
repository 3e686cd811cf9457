! TSVC-2 s1351: induction pointer recognition, a[i] = b[i] + c[i] through three advancing pointers.
subroutine s1351(a, b, c, LEN_1D) bind(c, name="s1351")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(out) :: a(LEN_1D)
  real(rk), intent(in) :: b(LEN_1D)
  real(rk), intent(in) :: c(LEN_1D)
  integer(c_int64_t) :: i, ia, ib, ic

  ! the C reference walks three pointers A, B, C one element per iteration
  ia = 1
  ib = 1
  ic = 1
  do i = 1, LEN_1D
    a(ia) = b(ib) + c(ic)
    ia = ia + 1
    ib = ib + 1
    ic = ic + 1
  end do
end subroutine s1351
