! sdpa_sliding_window: causal sliding-window attention on Q, K, V (BH, S, D): query i attends to keys max(0, i - WIN + 1) .. i, O = softmax(q K^T / sqrt(D)) V.
subroutine sdpa_sliding_window(O, Q, K, V, BH, S, WIN, D) bind(c, name="sdpa_sliding_window")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: BH, S, WIN, D
  real(rk), intent(out) :: O(D, S, BH)
  real(rk), intent(in) :: Q(D, S, BH)
  real(rk), intent(in) :: K(D, S, BH)
  real(rk), intent(in) :: V(D, S, BH)
  integer(c_int64_t) :: h, i, j, j0, dd
  real(ak) :: scale, m, sc, p, lsum
  real(ak) :: acc(128)

  scale = 1 / sqrt(real(D, ak))
  do h = 1, BH
    do i = 0, S - 1
      j0 = 0
      if (i >= WIN) j0 = i - WIN + 1
      ! pass 1: the maximum score
      m = 0
      do j = j0, i
        sc = 0
        do dd = 1, D
          sc = sc + real(Q(dd, i + 1, h), ak) * real(K(dd, j + 1, h), ak)
        end do
        sc = sc * scale
        if (j == j0 .or. sc > m) m = sc
      end do
      ! pass 2: the weights and the weighted sum of the values
      acc(1:D) = 0
      lsum = 0
      do j = j0, i
        sc = 0
        do dd = 1, D
          sc = sc + real(Q(dd, i + 1, h), ak) * real(K(dd, j + 1, h), ak)
        end do
        p = exp(sc * scale - m)
        lsum = lsum + p
        do dd = 1, D
          acc(dd) = acc(dd) + p * real(V(dd, j + 1, h), ak)
        end do
      end do
      do dd = 1, D
        O(dd, i + 1, h) = real(acc(dd) / lsum, rk)
      end do
    end do
  end do
end subroutine sdpa_sliding_window
