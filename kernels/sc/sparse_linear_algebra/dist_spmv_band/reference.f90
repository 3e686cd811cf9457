! dist_spmv_band, serial: y(i) = sum_k vals(k, i) * x(cols(k, i) + 1) (C's row-major N x K arrays).
subroutine dist_spmv_band(y, vals, cols, x, N, K, W) bind(c, name="dist_spmv_band")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, K, W
  real(rk), intent(out) :: y(N)
  real(rk), intent(in) :: vals(K, N), x(N)
  integer(c_int32_t), intent(in) :: cols(K, N)
  real(ak) :: s
  integer(c_int64_t) :: i, j

  if (W < 0) return
  do i = 1, N
    s = 0
    do j = 1, K
      s = s + real(vals(j, i), ak) * real(x(cols(j, i) + 1), ak)
    end do
    y(i) = real(s, rk)
  end do
end subroutine dist_spmv_band
