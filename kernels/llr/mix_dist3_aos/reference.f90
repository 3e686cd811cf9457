! mix_dist3_aos: d(i) = |p(:, i) - q| over AoS 3-D points; s = sum d.
! p is C's p[LEN_1D][3], here p(0:2, 0:LEN_1D-1).
subroutine mix_dist3_aos(p, q, d, s, LEN_1D) bind(c, name="mix_dist3_aos")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(in) :: p(0:2, 0:LEN_1D - 1)
  real(rk), intent(in) :: q(0:2)
  real(rk), intent(out) :: d(0:LEN_1D - 1)
  real(rk), intent(out) :: s(0:0)
  real(ak) :: acc
  real(rk) :: dx, dy, dz, v
  integer(c_int64_t) :: i

  acc = 0.0_ak
  do i = 0, LEN_1D - 1
    dx = p(0, i) - q(0)
    dy = p(1, i) - q(1)
    dz = p(2, i) - q(2)
    v = sqrt(dx * dx + dy * dy + dz * dz)
    d(i) = v
    acc = acc + real(v, ak)
  end do
  s(0) = real(acc, rk)
end subroutine mix_dist3_aos
