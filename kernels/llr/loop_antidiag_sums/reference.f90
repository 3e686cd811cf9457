! loop_antidiag_sums: d[k] = sum_{i + j == k} aa[i][j] for k = 0 .. 2N-2 (skewed walk, i ascending).
! C's aa[i][j] is aa(j, i) here (shape reversed, 0-based bounds).
subroutine loop_antidiag_sums(d, aa, LEN_2D) bind(c, name="loop_antidiag_sums")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_2D
  real(rk), intent(out) :: d(0:2 * LEN_2D - 2)
  real(rk), intent(in) :: aa(0:LEN_2D - 1, 0:LEN_2D - 1)
  integer(c_int64_t) :: i, k, lo, hi, n
  real(ak) :: s

  n = LEN_2D
  do k = 0, 2 * n - 2
    lo = max(0_c_int64_t, k - (n - 1))
    hi = min(k, n - 1)
    s = 0.0_ak
    do i = lo, hi
      s = s + real(aa(k - i, i), ak)
    end do
    d(k) = real(s, rk)
  end do
end subroutine loop_antidiag_sums
