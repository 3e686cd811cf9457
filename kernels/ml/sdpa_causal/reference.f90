! sdpa_causal: causal scaled dot-product attention per head: O[h, i, :] = sum over j <= i of p_j V[h, j, :]
! / sum_j p_j, p_j = exp(s_j - max_j s_j), s_j = (Q[h, i, :] . K[h, j, :]) / sqrt(D); two passes over the
! keys (the maximum, then the weights and the weighted sum of the rows of V, in order of j); D <= 128.
subroutine sdpa_causal(O, Q, K, V, BH, S, D) bind(c, name="sdpa_causal")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: BH, S, D
  real(rk), intent(out) :: O(D, S, BH)
  real(rk), intent(in) :: Q(D, S, BH), K(D, S, BH), V(D, S, BH)
  integer(c_int64_t) :: ih, i, j, l
  real(ak) :: acc(128), scl, mx, sc, pj, lsum

  scl = 1 / sqrt(real(D, ak))
  do ih = 1, BH
    do i = 1, S
      mx = 0
      do j = 1, i
        sc = 0
        do l = 1, D
          sc = sc + real(Q(l, i, ih), ak) * real(K(l, j, ih), ak)
        end do
        sc = sc * scl
        if (j == 1 .or. sc > mx) mx = sc
      end do
      acc(1:D) = 0
      lsum = 0
      do j = 1, i
        sc = 0
        do l = 1, D
          sc = sc + real(Q(l, i, ih), ak) * real(K(l, j, ih), ak)
        end do
        pj = exp(sc * scl - mx)
        lsum = lsum + pj
        do l = 1, D
          acc(l) = acc(l) + pj * real(V(l, j, ih), ak)
        end do
      end do
      do l = 1, D
        O(l, i, ih) = real(acc(l) / lsum, rk)
      end do
    end do
  end do
end subroutine sdpa_causal
