! kmeans_assign: assign(n) = the first centroid k (0-based) with the least squared distance
! sum_j (X(j, n) - Cn(j, k))^2 (summed in order in acc kind), dist(n) = that distance.
subroutine kmeans_assign(assign, dist, X, Cn, N, K, D) bind(c, name="kmeans_assign")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, K, D
  integer(c_int32_t), intent(out) :: assign(N)
  real(rk), intent(out) :: dist(N)
  real(rk), intent(in) :: X(D, N), Cn(D, K)
  integer(c_int64_t) :: in, ik, j, best
  real(ak) :: d1, bd, t

  do in = 1, N
    best = 1
    bd = 0
    do ik = 1, K
      d1 = 0
      do j = 1, D
        t = real(X(j, in), ak) - real(Cn(j, ik), ak)
        d1 = d1 + t * t
      end do
      if (ik == 1 .or. d1 < bd) then
        bd = d1
        best = ik
      end if
    end do
    assign(in) = int(best - 1, c_int32_t)
    dist(in) = real(bd, rk)
  end do
end subroutine kmeans_assign
