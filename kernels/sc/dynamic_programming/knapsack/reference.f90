! knapsack: 0/1 knapsack DP, the best value for every capacity 0 .. C over N items (rolling one-row table).
subroutine knapsack(best, w, v, N, C, WMAX) bind(c, name="knapsack")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: C
  integer(c_int64_t), value, intent(in) :: WMAX
  integer(c_int64_t), intent(out) :: best(C + 1)
  integer(c_int32_t), intent(in) :: w(N)
  integer(c_int32_t), intent(in) :: v(N)
  integer(c_int64_t) :: k, cap, take

  if (WMAX < 0) continue  ! WMAX only sizes the draws
  best = 0
  do k = 1, N
    do cap = C, int(w(k), c_int64_t), -1
      take = best(cap - w(k) + 1) + v(k)
      if (take > best(cap + 1)) best(cap + 1) = take
    end do
  end do
end subroutine knapsack
