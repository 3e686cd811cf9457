! flash_attention: flash-style attention forward, one pass over 32-key tiles with an online softmax:
! O[h, i] = softmax_j(Q[h, i] . K[h, j] / sqrt(D)) V[h, j], lse[h, i] = log sum_j exp(Q[h, i] . K[h, j] / sqrt(D)).
subroutine flash_attention(O, lse, Q, K, V, BH, S, D) bind(c, name="flash_attention")
  use, intrinsic :: iso_c_binding
  use, intrinsic :: ieee_arithmetic, only: ieee_value, ieee_negative_inf
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: BH, S, D
  real(rk), intent(out) :: O(D, S, BH)
  real(rk), intent(out) :: lse(S, BH)
  real(rk), intent(in) :: Q(D, S, BH)
  real(rk), intent(in) :: K(D, S, BH)
  real(rk), intent(in) :: V(D, S, BH)
  integer(c_int64_t) :: h, i, j0, nj, t, dd
  real(ak) :: m, l, mt, corr, p, scale, acc(128), sc(32)

  scale = 1 / sqrt(real(D, ak))
  do h = 1, BH
    do i = 1, S
      m = ieee_value(m, ieee_negative_inf)
      l = 0
      acc(1:D) = 0
      do j0 = 0, S - 1, 32
        nj = min(S - j0, 32_c_int64_t)
        mt = m
        do t = 1, nj
          sc(t) = 0
          do dd = 1, D
            sc(t) = sc(t) + real(Q(dd, i, h), ak) * real(K(dd, j0 + t, h), ak)
          end do
          sc(t) = sc(t) * scale
          if (sc(t) > mt) mt = sc(t)
        end do
        corr = exp(m - mt)
        l = l * corr
        acc(1:D) = acc(1:D) * corr
        do t = 1, nj
          p = exp(sc(t) - mt)
          l = l + p
          do dd = 1, D
            acc(dd) = acc(dd) + p * real(V(dd, j0 + t, h), ak)
          end do
        end do
        m = mt
      end do
      do dd = 1, D
        O(dd, i, h) = real(acc(dd) / l, rk)
      end do
      lse(i, h) = real(m + log(l), rk)
    end do
  end do
end subroutine flash_attention
