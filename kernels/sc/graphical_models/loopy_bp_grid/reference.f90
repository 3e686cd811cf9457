! loopy_bp_grid: one synchronous sum-product loopy BP iteration on an H x W grid MRF with S labels: the message
! to q from its neighbour p in direction d (up, down, left, right) is m(b) = sum_a unary[p][a] (prod of p's
! incoming messages except the one from q) pair[a][b], normalized to sum 1 (1/S where q has no such neighbour);
! belief[q][b] = unary[q][b] prod_d msg_out[d][q][b], normalized. Arrays have the C shapes reversed, 0-based:
! msg_out[d][i][j][b] is msg_out(b, j, i, d).
subroutine loopy_bp_grid(msg_out, belief, msg_in, unary, pair, H, W, S) bind(c, name="loopy_bp_grid")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: H, W, S
  real(rk), intent(out) :: msg_out(0:S - 1, 0:W - 1, 0:H - 1, 0:3)
  real(rk), intent(out) :: belief(0:S - 1, 0:W - 1, 0:H - 1)
  real(rk), intent(in) :: msg_in(0:S - 1, 0:W - 1, 0:H - 1, 0:3)
  real(rk), intent(in) :: unary(0:S - 1, 0:W - 1, 0:H - 1)
  real(rk), intent(in) :: pair(0:S - 1, 0:S - 1)
  integer, parameter :: DI(0:3) = [-1, 1, 0, 0], DJ(0:3) = [0, 0, -1, 1], OPP(0:3) = [1, 0, 3, 2]
  integer(c_int64_t) :: i, j, pi, pj, a, b
  integer :: d, e
  real(rk) :: hh, total, v

  do d = 0, 3
    do i = 0, H - 1
      do j = 0, W - 1
        pi = i + DI(d)
        pj = j + DJ(d)
        if (pi < 0 .or. pi >= H .or. pj < 0 .or. pj >= W) then
          msg_out(:, j, i, d) = 1.0_rk / real(S, rk)
          cycle
        end if
        msg_out(:, j, i, d) = 0
        do a = 0, S - 1
          hh = unary(a, pj, pi)
          do e = 0, 3
            if (e /= OPP(d)) hh = hh * msg_in(a, pj, pi, e)
          end do
          do b = 0, S - 1
            msg_out(b, j, i, d) = msg_out(b, j, i, d) + hh * pair(b, a)
          end do
        end do
        total = 0
        do b = 0, S - 1
          total = total + msg_out(b, j, i, d)
        end do
        msg_out(:, j, i, d) = msg_out(:, j, i, d) / total
      end do
    end do
  end do
  do i = 0, H - 1
    do j = 0, W - 1
      total = 0
      do b = 0, S - 1
        v = unary(b, j, i)
        do d = 0, 3
          v = v * msg_out(b, j, i, d)
        end do
        belief(b, j, i) = v
        total = total + v
      end do
      belief(:, j, i) = belief(:, j, i) / total
    end do
  end do
end subroutine loopy_bp_grid
