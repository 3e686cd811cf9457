! LFK 13: 2-D particle in cell: gather from a 64 x 64 grid, push, shift, deposit a count in h.
! p[ip][q] (shape [n, 4]) is p(q + 1, ip + 1) here, b[j][i] (shape [64, 64]) is b(i + 1, j + 1); the cell
! indices i1, j1, i2, j2 and the entries of e, f are C's (0-based).
subroutine lfk13_pic_2d(p, b, c, y, z, e, f, h, n) bind(c, name="lfk13_pic_2d")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: n
  real(rk), intent(inout) :: p(4, n)
  real(rk), intent(in) :: b(64, 64)
  real(rk), intent(in) :: c(64, 64)
  real(rk), intent(in) :: y(96)
  real(rk), intent(in) :: z(96)
  integer(c_int32_t), intent(in) :: e(96)
  integer(c_int32_t), intent(in) :: f(96)
  real(rk), intent(inout) :: h(64, 64)
  integer(c_int64_t) :: ip, i1, j1, i2, j2

  do ip = 1, n
    ! int() truncates toward zero as C's (int64_t) cast does; iand(., 63) is MOD2N on two's complement
    i1 = iand(int(p(1, ip), c_int64_t), 63_c_int64_t)
    j1 = iand(int(p(2, ip), c_int64_t), 63_c_int64_t)
    p(3, ip) = p(3, ip) + b(i1 + 1, j1 + 1)
    p(4, ip) = p(4, ip) + c(i1 + 1, j1 + 1)
    p(1, ip) = p(1, ip) + p(3, ip)
    p(2, ip) = p(2, ip) + p(4, ip)
    i2 = iand(int(p(1, ip), c_int64_t), 63_c_int64_t) - 1
    j2 = iand(int(p(2, ip), c_int64_t), 63_c_int64_t) - 1
    p(1, ip) = p(1, ip) + y(i2 + 33)
    p(2, ip) = p(2, ip) + z(j2 + 33)
    i2 = i2 + e(i2 + 33)
    j2 = j2 + f(j2 + 33)
    h(i2 + 1, j2 + 1) = h(i2 + 1, j2 + 1) + 1.0_rk
  end do
end subroutine lfk13_pic_2d
