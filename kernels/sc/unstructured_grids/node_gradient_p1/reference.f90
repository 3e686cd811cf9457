! node_gradient_p1: area-weighted nodal gradients of the P1 field phi on a triangle mesh: per triangle (in order)
! with 2A = the cross product of its edges and the basis gradients (b_i, c_i) = ((y_j - y_k) / 2A, (x_k - x_j) / 2A),
! g = sum_i phi[v_i] (b_i, c_i); each vertex accumulates A g into (gx, gy) and A into area; then (gx, gy) /= area.
! tri holds 0-based node numbers; C's tri[e][c] is tri(c, e) here.
subroutine node_gradient_p1(gx, gy, area, phi, x, yc, tri, NXC, NYC, NN, NT) bind(c, name="node_gradient_p1")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NXC, NYC, NN, NT
  real(rk), intent(out) :: gx(0:NN - 1), gy(0:NN - 1), area(0:NN - 1)
  real(rk), intent(in) :: phi(0:NN - 1), x(0:NN - 1), yc(0:NN - 1)
  integer(c_int32_t), intent(in) :: tri(0:2, 0:NT - 1)
  integer(c_int64_t) :: e
  integer(c_int32_t) :: v(0:2)
  integer :: i, j, k
  real(rk) :: twoA, A, sx, sy

  gx = 0
  gy = 0
  area = 0
  do e = 0, NT - 1
    v = tri(:, e)
    twoA = (x(v(1)) - x(v(0))) * (yc(v(2)) - yc(v(0))) - (x(v(2)) - x(v(0))) * (yc(v(1)) - yc(v(0)))
    A = twoA / 2
    sx = 0
    sy = 0
    do i = 0, 2
      j = mod(i + 1, 3)
      k = mod(i + 2, 3)
      sx = sx + phi(v(i)) * ((yc(v(j)) - yc(v(k))) / twoA)
      sy = sy + phi(v(i)) * ((x(v(k)) - x(v(j))) / twoA)
    end do
    do i = 0, 2
      gx(v(i)) = gx(v(i)) + A * sx
      gy(v(i)) = gy(v(i)) + A * sy
      area(v(i)) = area(v(i)) + A
    end do
  end do
  gx = gx / area
  gy = gy / area
end subroutine node_gradient_p1
