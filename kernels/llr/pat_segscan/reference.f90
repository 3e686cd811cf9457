! pat_segscan: segmented inclusive sum, s = a[i] where head[i] != 0 else s + a[i]; b[i] = s.
! Arrays are 0-based, indexed as in the C reference.
subroutine pat_segscan(head, a, b, N) bind(c, name="pat_segscan")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int32_t), intent(in) :: head(0:N - 1)
  real(rk), intent(in) :: a(0:N - 1)
  real(rk), intent(out) :: b(0:N - 1)
  integer(c_int64_t) :: i
  real(rk) :: s

  s = 0.0_rk
  do i = 0, N - 1
    if (head(i) /= 0) then
      s = a(i)
    else
      s = s + a(i)
    end if
    b(i) = s
  end do
end subroutine pat_segscan
