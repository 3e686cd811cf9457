! mix_clamp_sum: s = sum min(max(x(i), lo), hi); nclip = number of x(i) outside [lo, hi].
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine mix_clamp_sum(x, s, nclip, LEN_1D, lo, hi) bind(c, name="mix_clamp_sum")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), value, intent(in) :: lo
  real(rk), value, intent(in) :: hi
  real(rk), intent(in) :: x(0:LEN_1D - 1)
  real(rk), intent(out) :: s(0:0)
  integer(c_int64_t), intent(out) :: nclip(0:0)
  real(ak) :: acc
  real(rk) :: v
  integer(c_int64_t) :: i, n

  acc = 0.0_ak
  n = 0
  do i = 0, LEN_1D - 1
    v = x(i)
    if (v < lo .or. v > hi) n = n + 1
    if (v < lo) v = lo
    if (v > hi) v = hi
    acc = acc + real(v, ak)
  end do
  s(0) = real(acc, rk)
  nclip(0) = n
end subroutine mix_clamp_sum
