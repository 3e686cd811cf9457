! loop_fuse_shift: t[i] = a[i] * b[i]; c[i] = (t[i+1] - t[i-1]) * h[i], one-sided at both ends (fusion candidate).
subroutine loop_fuse_shift(t, c, a, b, h, LEN_1D) bind(c, name="loop_fuse_shift")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(out) :: t(0:LEN_1D - 1)
  real(rk), intent(out) :: c(0:LEN_1D - 1)
  real(rk), intent(in) :: a(0:LEN_1D - 1)
  real(rk), intent(in) :: b(0:LEN_1D - 1)
  real(rk), intent(in) :: h(0:LEN_1D - 1)
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    t(i) = a(i) * b(i)
  end do
  c(0) = (t(1) - t(0)) * h(0)
  do i = 1, LEN_1D - 2
    c(i) = (t(i + 1) - t(i - 1)) * h(i)
  end do
  c(LEN_1D - 1) = (t(LEN_1D - 1) - t(LEN_1D - 2)) * h(LEN_1D - 1)
end subroutine loop_fuse_shift
