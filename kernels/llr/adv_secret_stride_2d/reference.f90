! adv_secret_stride_2d: aa[i][j] = aa[i-KI][j-KJ] * c + bb[i][j], i >= KI, j >= KJ, dependence vector
! drawn at run time. C's aa[i][j] is aa(j, i) here (0-based, the manifest's shape reversed).
subroutine adv_secret_stride_2d(aa, bb, LEN_2D, KI, KJ, c) bind(c, name="adv_secret_stride_2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_2D
  integer(c_int64_t), value, intent(in) :: KI
  integer(c_int64_t), value, intent(in) :: KJ
  real(rk), value, intent(in) :: c
  real(rk), intent(inout) :: aa(0:LEN_2D - 1, 0:LEN_2D - 1)
  real(rk), intent(in) :: bb(0:LEN_2D - 1, 0:LEN_2D - 1)
  integer(c_int64_t) :: i, j

  do i = KI, LEN_2D - 1
    do j = KJ, LEN_2D - 1
      aa(j, i) = aa(j - KJ, i - KI) * c + bb(j, i)
    end do
  end do
end subroutine adv_secret_stride_2d
