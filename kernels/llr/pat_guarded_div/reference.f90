! pat_guarded_div: den = c[i] - t; b[i] = a[i] / den where |den| > tau, else b[i] = a[i].
! Arrays are 0-based, indexed as in the C reference.
subroutine pat_guarded_div(a, c, b, N, t, tau) bind(c, name="pat_guarded_div")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: t
  real(rk), value, intent(in) :: tau
  real(rk), intent(in) :: a(0:N - 1)
  real(rk), intent(in) :: c(0:N - 1)
  real(rk), intent(out) :: b(0:N - 1)
  integer(c_int64_t) :: i
  real(rk) :: den

  do i = 0, N - 1
    den = c(i) - t
    if (den > tau .or. den < -tau) then
      b(i) = a(i) / den
    else
      b(i) = a(i)
    end if
  end do
end subroutine pat_guarded_div
