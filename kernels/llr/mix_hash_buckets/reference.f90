! mix_hash_buckets: cnt(h) += 1 for h = ((k ^ (k >> 17)) * 40503) mod NB over the keys k (0 <= k < 2^40).
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine mix_hash_buckets(keys, cnt, LEN_1D, NB) bind(c, name="mix_hash_buckets")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: NB
  integer(c_int64_t), intent(in) :: keys(0:LEN_1D - 1)
  integer(c_int64_t), intent(out) :: cnt(0:NB - 1)
  integer(c_int64_t) :: i, j, k, h

  do j = 0, NB - 1
    cnt(j) = 0
  end do
  do i = 0, LEN_1D - 1
    k = keys(i)
    h = mod(ieor(k, shifta(k, 17)) * 40503_c_int64_t, NB)
    cnt(h) = cnt(h) + 1
  end do
end subroutine mix_hash_buckets
