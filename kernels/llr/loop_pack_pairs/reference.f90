! loop_pack_pairs: where a[i] > b[i], append a[i] - b[i] to vals and i to idx; cnt[0] = count; tails 0 and -1.
subroutine loop_pack_pairs(vals, idx, cnt, a, b, LEN_1D) bind(c, name="loop_pack_pairs")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(out) :: vals(0:LEN_1D - 1)
  integer(c_int32_t), intent(out) :: idx(0:LEN_1D - 1)
  integer(c_int64_t), intent(out) :: cnt(0:0)
  real(rk), intent(in) :: a(0:LEN_1D - 1)
  real(rk), intent(in) :: b(0:LEN_1D - 1)
  integer(c_int64_t) :: i, k, n

  n = 0
  do i = 0, LEN_1D - 1
    if (a(i) > b(i)) then
      vals(n) = a(i) - b(i)
      idx(n) = int(i, c_int32_t)
      n = n + 1
    end if
  end do
  cnt(0) = n
  do k = n, LEN_1D - 1
    vals(k) = 0.0_rk
    idx(k) = -1_c_int32_t
  end do
end subroutine loop_pack_pairs
