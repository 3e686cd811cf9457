! loop_hist_cond: h[bin[i]] += 1 where x[i] > 0, -= 1 where x[i] < -0.5 (histogram with conditional increments).
subroutine loop_hist_cond(h, bin, x, LEN_1D, NB) bind(c, name="loop_hist_cond")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: NB
  integer(c_int32_t), intent(out) :: h(0:NB - 1)
  integer(c_int32_t), intent(in) :: bin(0:LEN_1D - 1)
  real(rk), intent(in) :: x(0:LEN_1D - 1)
  integer(c_int64_t) :: i, k

  do k = 0, NB - 1
    h(k) = 0_c_int32_t
  end do
  do i = 0, LEN_1D - 1
    if (x(i) > 0.0_rk) then
      h(bin(i)) = h(bin(i)) + 1_c_int32_t
    else if (x(i) < -0.5_rk) then
      h(bin(i)) = h(bin(i)) - 1_c_int32_t
    end if
  end do
end subroutine loop_hist_cond
