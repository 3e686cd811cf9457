! tanimoto_similarity: all-pairs Tanimoto similarity popcount(q & d) / popcount(q | d) of binary
! fingerprints of W 64-bit words (0 when both are empty).
subroutine tanimoto_similarity(sim, qfp, dfp, NQ, ND, W) bind(c, name="tanimoto_similarity")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NQ, ND, W
  real(rk), intent(out) :: sim(0:ND - 1, 0:NQ - 1)
  integer(c_int64_t), intent(in) :: qfp(0:W - 1, 0:NQ - 1), dfp(0:W - 1, 0:ND - 1)
  integer(c_int64_t) :: i, j, k, c, u

  do i = 0, NQ - 1
    do j = 0, ND - 1
      c = 0
      u = 0
      do k = 0, W - 1
        c = c + popcnt(iand(qfp(k, i), dfp(k, j)))
        u = u + popcnt(ior(qfp(k, i), dfp(k, j)))
      end do
      if (u == 0) then
        sim(j, i) = 0
      else
        sim(j, i) = real(c, rk) / real(u, rk)
      end if
    end do
  end do
end subroutine tanimoto_similarity
