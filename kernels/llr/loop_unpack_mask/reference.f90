! loop_unpack_mask: y[i] = m[i] ? v[j++] : f[i] (Fortran UNPACK with a field); the C bool mask is logical(c_bool).
subroutine loop_unpack_mask(y, m, v, f, LEN_1D) bind(c, name="loop_unpack_mask")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(out) :: y(0:LEN_1D - 1)
  logical(c_bool), intent(in) :: m(0:LEN_1D - 1)
  real(rk), intent(in) :: v(0:LEN_1D - 1)
  real(rk), intent(in) :: f(0:LEN_1D - 1)
  integer(c_int64_t) :: i, j

  j = 0
  do i = 0, LEN_1D - 1
    if (m(i)) then
      y(i) = v(j)
      j = j + 1
    else
      y(i) = f(i)
    end if
  end do
end subroutine loop_unpack_mask
