! adv_secret_stride: a[i] = a[i-K] * c + b[i], i >= K, recurrence distance K drawn at run time.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine adv_secret_stride(a, b, LEN_1D, K, c) bind(c, name="adv_secret_stride")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: K
  real(rk), value, intent(in) :: c
  real(rk), intent(inout) :: a(0:LEN_1D - 1)
  real(rk), intent(in) :: b(0:LEN_1D - 1)
  integer(c_int64_t) :: i

  do i = K, LEN_1D - 1
    a(i) = a(i - K) * c + b(i)
  end do
end subroutine adv_secret_stride
