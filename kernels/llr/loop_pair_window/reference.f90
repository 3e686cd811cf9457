! loop_pair_window: e[i] = q[i] * sum_{0 < |j-i| <= W} q[j] / (1 + (x[i] - x[j])^2), clipped at the ends.
subroutine loop_pair_window(e, x, q, LEN_1D, W) bind(c, name="loop_pair_window")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: W
  real(rk), intent(out) :: e(0:LEN_1D - 1)
  real(rk), intent(in) :: x(0:LEN_1D - 1)
  real(rk), intent(in) :: q(0:LEN_1D - 1)
  integer(c_int64_t) :: i, j, lo, hi
  real(ak) :: xi, s, d

  do i = 0, LEN_1D - 1
    lo = max(0_c_int64_t, i - W)
    hi = min(LEN_1D - 1, i + W)
    xi = real(x(i), ak)
    s = 0.0_ak
    do j = lo, hi
      if (j /= i) then
        d = xi - real(x(j), ak)
        s = s + real(q(j), ak) / (1.0_ak + d * d)
      end if
    end do
    e(i) = real(real(q(i), ak) * s, rk)
  end do
end subroutine loop_pair_window
