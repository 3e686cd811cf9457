! sdpa: scaled dot-product attention per head, no mask: O[h, i] = sum_j softmax_j(Q[h, i] . K[h, j] / sqrt(D)) V[h, j]
! (max-subtracted softmax; the scores are computed twice, once for the maximum, once for the weights).
subroutine sdpa(O, Q, K, V, BH, S, D) bind(c, name="sdpa")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: BH, S, D
  real(rk), intent(out) :: O(D, S, BH)
  real(rk), intent(in) :: Q(D, S, BH)
  real(rk), intent(in) :: K(D, S, BH)
  real(rk), intent(in) :: V(D, S, BH)
  integer(c_int64_t) :: h, i, j, dd
  real(ak) :: scale, m, sc, l, p, acc(128)

  scale = 1 / sqrt(real(D, ak))
  do h = 1, BH
    do i = 1, S
      m = score(1_c_int64_t)
      do j = 2, S
        sc = score(j)
        if (sc > m) m = sc
      end do
      acc(1:D) = 0
      l = 0
      do j = 1, S
        p = exp(score(j) - m)
        l = l + p
        do dd = 1, D
          acc(dd) = acc(dd) + p * real(V(dd, j, h), ak)
        end do
      end do
      do dd = 1, D
        O(dd, i, h) = real(acc(dd) / l, rk)
      end do
    end do
  end do

contains

  function score(jk) result(r)
    integer(c_int64_t), intent(in) :: jk
    real(ak) :: r
    integer(c_int64_t) :: e

    r = 0
    do e = 1, D
      r = r + real(Q(e, i, h), ak) * real(K(e, jk, h), ak)
    end do
    r = r * scale
  end function score
end subroutine sdpa
