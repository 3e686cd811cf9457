! adv_budget_exit: s += w[i]; stop at the first i with s > t * LEN_1D, else b[i] = a[i] * s.
! s is an integer running sum (exact); the limit is compared in double. nexit[0] is the first i where
! s > t * LEN_1D, or LEN_1D when there is none. Arrays are 0-based, indexed as in the C reference.
subroutine adv_budget_exit(w, a, b, nexit, LEN_1D, t) bind(c, name="adv_budget_exit")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: t
  integer(c_int32_t), intent(in) :: w(0:LEN_1D - 1)
  real(rk), intent(in) :: a(0:LEN_1D - 1)
  real(rk), intent(inout) :: b(0:LEN_1D - 1)
  integer(c_int64_t), intent(out) :: nexit(0:0)
  integer(c_int64_t) :: i, s, stop_at
  real(c_double) :: lim

  lim = real(t, c_double) * real(LEN_1D, c_double)
  s = 0
  stop_at = LEN_1D
  do i = 0, LEN_1D - 1
    s = s + int(w(i), c_int64_t)
    if (real(s, c_double) > lim) then
      stop_at = i
      exit
    end if
    b(i) = a(i) * real(s, rk)
  end do
  nexit(0) = stop_at
end subroutine adv_budget_exit
