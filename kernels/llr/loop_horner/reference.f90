! loop_horner: y[i] = c[0] + x[i] * (c[1] + x[i] * (... + x[i] * c[D-1])) by Horner's rule per element.
subroutine loop_horner(y, x, c, LEN_1D, D) bind(c, name="loop_horner")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: D
  real(rk), intent(out) :: y(0:LEN_1D - 1)
  real(rk), intent(in) :: x(0:LEN_1D - 1)
  real(rk), intent(in) :: c(0:D - 1)
  integer(c_int64_t) :: i, k
  real(ak) :: xi, p

  do i = 0, LEN_1D - 1
    xi = real(x(i), ak)
    p = real(c(D - 1), ak)
    do k = D - 2, 0, -1
      p = p * xi + real(c(k), ak)
    end do
    y(i) = real(p, rk)
  end do
end subroutine loop_horner
