! loop_prefix_prod_strip: b[i] = a[s] * ... * a[i] within each strip of S elements (strip-mined prefix products).
subroutine loop_prefix_prod_strip(b, a, LEN_1D, S) bind(c, name="loop_prefix_prod_strip")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: S
  real(rk), intent(out) :: b(0:LEN_1D - 1)
  real(rk), intent(in) :: a(0:LEN_1D - 1)
  integer(c_int64_t) :: s0, s1, i
  real(ak) :: p

  do s0 = 0, LEN_1D - 1, S
    s1 = min(s0 + S, LEN_1D)
    p = 1.0_ak
    do i = s0, s1 - 1
      p = p * real(a(i), ak)
      b(i) = real(p, rk)
    end do
  end do
end subroutine loop_prefix_prod_strip
