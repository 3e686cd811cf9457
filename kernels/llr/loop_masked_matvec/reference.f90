! loop_masked_matvec: y[i] = sum_j (m[i][j] ? A[i][j] * x[j] : 0) (matrix-vector product under a mask).
! C's A[i][j] is A(j, i) here (shape reversed, 0-based bounds); the C bool mask is logical(c_bool).
subroutine loop_masked_matvec(y, A, m, x, LEN_2D) bind(c, name="loop_masked_matvec")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_2D
  real(rk), intent(out) :: y(0:LEN_2D - 1)
  real(rk), intent(in) :: A(0:LEN_2D - 1, 0:LEN_2D - 1)
  logical(c_bool), intent(in) :: m(0:LEN_2D - 1, 0:LEN_2D - 1)
  real(rk), intent(in) :: x(0:LEN_2D - 1)
  integer(c_int64_t) :: i, j
  real(ak) :: s

  do i = 0, LEN_2D - 1
    s = 0.0_ak
    do j = 0, LEN_2D - 1
      if (m(j, i)) then
        s = s + real(A(j, i), ak) * real(x(j), ak)
      end if
    end do
    y(i) = real(s, rk)
  end do
end subroutine loop_masked_matvec
