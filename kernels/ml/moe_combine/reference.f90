! moe_combine: mixture-of-experts combine, out[t] = sum_k w[t][k] Yexp[t][k] (expert outputs already gathered per token).
subroutine moe_combine(out, Yexp, w, T, K, D) bind(c, name="moe_combine")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: T, K, D
  real(rk), intent(out) :: out(D, T)
  real(rk), intent(in) :: Yexp(D, K, T)
  real(rk), intent(in) :: w(K, T)
  integer(c_int64_t) :: tt, dd, kk
  real(ak) :: s

  do tt = 1, T
    do dd = 1, D
      s = 0
      do kk = 1, K
        s = s + real(w(kk, tt), ak) * real(Yexp(dd, kk, tt), ak)
      end do
      out(dd, tt) = real(s, rk)
    end do
  end do
end subroutine moe_combine
