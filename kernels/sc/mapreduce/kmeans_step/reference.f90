! kmeans_step: one k-means (Lloyd) iteration, the nearest-centroid assignment of N points in D dims (ties to the lower index), new centroids and inertia.
subroutine kmeans_step(assign, newc, counts, inertia, X, C, N, D, K) bind(c, name="kmeans_step")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: D
  integer(c_int64_t), value, intent(in) :: K
  integer(c_int32_t), intent(out) :: assign(0:N - 1)
  real(rk), intent(out) :: newc(0:D - 1, 0:K - 1)
  integer(c_int64_t), intent(out) :: counts(0:K - 1)
  real(rk), intent(out) :: inertia(1)
  real(rk), intent(in) :: X(0:D - 1, 0:N - 1)
  real(rk), intent(in) :: C(0:D - 1, 0:K - 1)
  integer(c_int64_t) :: i, j, kk, best
  real(rk) :: inr, bd, dd, t

  ! C's x[a][b] is x(b, a)
  inr = 0
  counts = 0
  newc = 0
  do i = 0, N - 1
    best = 0
    bd = 0
    do kk = 0, K - 1
      dd = 0
      do j = 0, D - 1
        t = X(j, i) - C(j, kk)
        dd = dd + t * t
      end do
      if (kk == 0 .or. dd < bd) then
        bd = dd
        best = kk
      end if
    end do
    assign(i) = int(best, c_int32_t)
    counts(best) = counts(best) + 1
    do j = 0, D - 1
      newc(j, best) = newc(j, best) + X(j, i)
    end do
    inr = inr + bd
  end do
  do kk = 0, K - 1
    do j = 0, D - 1
      if (counts(kk) /= 0) then
        newc(j, kk) = newc(j, kk) / real(counts(kk), rk)
      else
        newc(j, kk) = C(j, kk)
      end if
    end do
  end do
  inertia(1) = inr
end subroutine kmeans_step
