! knn_group: point-cloud kNN grouping: for each query, the K nearest of M points (squared distance, ascending; ties by lower index)
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine knn_group(dist, idx, Q, P, NQ, M, K) bind(c, name="knn_group")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: dist(0:*)
  integer(c_int32_t), intent(out) :: idx(0:*)
  real(rk), intent(in) :: Q(0:*)
  real(rk), intent(in) :: P(0:*)
  integer(c_int64_t), value, intent(in) :: NQ
  integer(c_int64_t), value, intent(in) :: M
  integer(c_int64_t), value, intent(in) :: K
  integer(c_int64_t) :: iq, j, c, pos, b
  real(rk) :: qx, qy, qz, dx, dy, dz, s

  do iq = 0, NQ - 1
    b = iq * K
    qx = Q(3 * iq)
    qy = Q(3 * iq + 1)
    qz = Q(3 * iq + 2)
    c = 0
    do j = 0, M - 1
      dx = qx - P(3 * j)
      dy = qy - P(3 * j + 1)
      dz = qz - P(3 * j + 2)
      s = dx * dx
      s = s + dy * dy
      s = s + dz * dz
      if (c < K) then
        pos = c
        c = c + 1
      else if (s < dist(b + K - 1)) then
        pos = K - 1
      else
        cycle
      end if
      do while (pos > 0)
        if (.not. (dist(b + pos - 1) > s)) exit
        dist(b + pos) = dist(b + pos - 1)
        idx(b + pos) = idx(b + pos - 1)
        pos = pos - 1
      end do
      dist(b + pos) = s
      idx(b + pos) = int(j, c_int32_t)
    end do
  end do
end subroutine knn_group
