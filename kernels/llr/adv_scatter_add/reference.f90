! adv_scatter_add: scatter-add a[idx[i]] += b[i], idx repeating (uniform in [0, M)), i ascending.
! Arrays are 0-based, indexed as the C reference indexes them (idx holds 0-based indices).
subroutine adv_scatter_add(a, b, idx, LEN_1D, M) bind(c, name="adv_scatter_add")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: M
  real(rk), intent(inout) :: a(0:M - 1)
  real(rk), intent(in) :: b(0:LEN_1D - 1)
  integer(c_int32_t), intent(in) :: idx(0:LEN_1D - 1)
  integer(c_int64_t) :: i

  do i = 0, LEN_1D - 1
    a(idx(i)) = a(idx(i)) + b(i)
  end do
end subroutine adv_scatter_add
