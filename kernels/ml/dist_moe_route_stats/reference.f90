! dist_moe_route_stats, serial: top-1 routing (C's row-major x(T, D) is Fortran's x(D, T)).
subroutine dist_moe_route_stats(counts, gsum, x, Wg, T, D, E) bind(c, name="dist_moe_route_stats")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: T, D, E
  integer(c_int64_t), intent(out) :: counts(E)
  real(rk), intent(out) :: gsum(D, E)
  real(rk), intent(in) :: x(D, T), Wg(D, E)
  real(ak) :: s, best_score
  integer(c_int64_t) :: it, ie, id, best

  counts = 0
  gsum = 0
  do it = 1, T
    best = 1
    best_score = 0
    do ie = 1, E
      s = 0
      do id = 1, D
        s = s + real(x(id, it), ak) * real(Wg(id, ie), ak)
      end do
      if (ie == 1 .or. s > best_score) then
        best = ie
        best_score = s
      end if
    end do
    counts(best) = counts(best) + 1
    do id = 1, D
      gsum(id, best) = real(real(gsum(id, best), ak) + real(x(id, it), ak), rk)
    end do
  end do
end subroutine dist_moe_route_stats
