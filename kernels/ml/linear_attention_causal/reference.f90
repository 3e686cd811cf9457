! linear_attention_causal: causal linear attention with the feature map phi(x) = elu(x) + 1:
! O[h, i] = sum_{j <= i} (phi(q_i) . phi(k_j)) v_j / sum_{j <= i} phi(q_i) . phi(k_j), through a running D x D state.
subroutine linear_attention_causal(O, Q, K, V, BH, S, D) bind(c, name="linear_attention_causal")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: BH, S, D
  real(rk), intent(out) :: O(D, S, BH)
  real(rk), intent(in) :: Q(D, S, BH)
  real(rk), intent(in) :: K(D, S, BH)
  real(rk), intent(in) :: V(D, S, BH)
  integer(c_int64_t) :: h, i, a, dd
  real(ak) :: st(64, 64), z(64), fq(64), x, fk, den, num

  do h = 1, BH
    st = 0
    z = 0
    do i = 1, S
      do a = 1, D
        x = real(K(a, i, h), ak)
        if (x > 0) then
          fk = x + 1
        else
          fk = exp(x)
        end if
        z(a) = z(a) + fk
        do dd = 1, D
          st(dd, a) = st(dd, a) + fk * real(V(dd, i, h), ak)
        end do
        x = real(Q(a, i, h), ak)
        if (x > 0) then
          fq(a) = x + 1
        else
          fq(a) = exp(x)
        end if
      end do
      den = 0
      do a = 1, D
        den = den + fq(a) * z(a)
      end do
      do dd = 1, D
        num = 0
        do a = 1, D
          num = num + fq(a) * st(dd, a)
        end do
        O(dd, i, h) = real(num / den, rk)
      end do
    end do
  end do
end subroutine linear_attention_causal
