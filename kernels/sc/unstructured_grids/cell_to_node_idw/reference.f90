! cell_to_node_idw: cell-to-node averaging on a triangle mesh with inverse-distance weights
! w = 1/(|x_n - c_t|^2 + eps): node values and weight sums. Node arrays are 0-based as in the C
! reference; tri(3, NT) is the C tri[NT][3] (tri(c + 1, t + 1) = tri[t][c]).
subroutine cell_to_node_idw(unode, wsum, q, px, py, tri, NN, NT, eps) bind(c, name="cell_to_node_idw")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NN
  integer(c_int64_t), value, intent(in) :: NT
  real(rk), value, intent(in) :: eps
  real(rk), intent(out) :: unode(0:NN - 1)
  real(rk), intent(out) :: wsum(0:NN - 1)
  real(rk), intent(in) :: q(NT)
  real(rk), intent(in) :: px(0:NN - 1)
  real(rk), intent(in) :: py(0:NN - 1)
  integer(c_int32_t), intent(in) :: tri(3, NT)
  integer(c_int64_t) :: n, t
  integer :: i
  integer(c_int32_t) :: v, v0, v1, v2
  real(rk) :: cx, cy, dx, dy, w

  do n = 0, NN - 1
    unode(n) = 0.0_rk
    wsum(n) = 0.0_rk
  end do
  do t = 1, NT
    v0 = tri(1, t)
    v1 = tri(2, t)
    v2 = tri(3, t)
    cx = (px(v0) + px(v1) + px(v2)) / 3.0_rk
    cy = (py(v0) + py(v1) + py(v2)) / 3.0_rk
    do i = 1, 3
      v = tri(i, t)
      dx = px(v) - cx
      dy = py(v) - cy
      w = 1.0_rk / (dx * dx + dy * dy + eps)
      unode(v) = unode(v) + w * q(t)
      wsum(v) = wsum(v) + w
    end do
  end do
  do n = 0, NN - 1
    if (wsum(n) > 0.0_rk) then
      unode(n) = unode(n) / wsum(n)
    else
      unode(n) = 0.0_rk
    end if
  end do
end subroutine cell_to_node_idw
