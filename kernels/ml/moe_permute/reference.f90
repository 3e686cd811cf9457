! moe_permute: mixture-of-experts dispatch. The T * K (token, slot) pairs, flattened i = t K + k, are
! grouped by expert experts[t, k], stably (in order of i within an expert): offsets[e] is the first row of
! expert e (offsets[E] = T K), and row r of the permuted order gets src[r] = t and Xp[r, :] = X[t, :]
! (rows and tokens 0-based in src and offsets, as in C).
subroutine moe_permute(Xp, src, offsets, X, experts, T, K, E, D) bind(c, name="moe_permute")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: T, K, E, D
  real(rk), intent(out) :: Xp(D, T * K)
  integer(c_int32_t), intent(out) :: src(T * K), offsets(E + 1)
  real(rk), intent(in) :: X(D, T)
  integer(c_int32_t), intent(in) :: experts(K, T)
  integer(c_int64_t) :: ie, it, ik, row

  offsets = 0
  do it = 1, T
    do ik = 1, K
      offsets(experts(ik, it) + 2) = offsets(experts(ik, it) + 2) + 1
    end do
  end do
  do ie = 1, E
    offsets(ie + 1) = offsets(ie + 1) + offsets(ie)
  end do
  do ie = 0, E - 1
    row = offsets(ie + 1)
    do it = 1, T
      do ik = 1, K
        if (experts(ik, it) /= ie) cycle
        src(row + 1) = int(it - 1, c_int32_t)
        Xp(:, row + 1) = X(:, it)
        row = row + 1
      end do
    end do
  end do
end subroutine moe_permute
