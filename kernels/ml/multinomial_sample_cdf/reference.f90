! multinomial_sample_cdf: per row, total = sum of P in index order, thr = u * total; token = the first v (0-based)
! whose running sum exceeds thr (V - 1 when none; sums in acc kind); prob = P(token) / total.
subroutine multinomial_sample_cdf(token, prob, P, u, B, V) bind(c, name="multinomial_sample_cdf")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, V
  integer(c_int32_t), intent(out) :: token(B)
  real(rk), intent(out) :: prob(B)
  real(rk), intent(in) :: P(V, B), u(B)
  integer(c_int64_t) :: ib, iv, t
  real(ak) :: total, thr, cum

  do ib = 1, B
    total = 0
    do iv = 1, V
      total = total + real(P(iv, ib), ak)
    end do
    thr = real(u(ib), ak) * total
    cum = 0
    t = V
    do iv = 1, V
      cum = cum + real(P(iv, ib), ak)
      if (cum > thr) then
        t = iv
        exit
      end if
    end do
    token(ib) = int(t - 1, c_int32_t)
    prob(ib) = real(real(P(t, ib), ak) / total, rk)
  end do
end subroutine multinomial_sample_cdf
