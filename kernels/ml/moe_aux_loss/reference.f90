! moe_aux_loss: mixture-of-experts load-balancing loss out = E sum_e f_e P_e, f_e the share of tokens whose top-1
! (first maximum of the logits) is e, P_e the mean softmax probability of e over the T tokens.
subroutine moe_aux_loss(out, logits, T, E) bind(c, name="moe_aux_loss")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: T, E
  real(rk), intent(out) :: out(0:0)
  real(rk), intent(in) :: logits(0:E - 1, 0:T - 1)
  integer(c_int64_t) :: it, ie, best
  real(ak) :: f(0:255), pm(0:255), m, s, loss

  f = 0
  pm = 0
  do it = 0, T - 1
    m = real(logits(0, it), ak)
    best = 0
    do ie = 1, E - 1
      if (real(logits(ie, it), ak) > m) then
        m = real(logits(ie, it), ak)
        best = ie
      end if
    end do
    s = 0
    do ie = 0, E - 1
      s = s + exp(real(logits(ie, it), ak) - m)
    end do
    do ie = 0, E - 1
      pm(ie) = pm(ie) + exp(real(logits(ie, it), ak) - m) / s
    end do
    f(best) = f(best) + 1
  end do
  loss = 0
  do ie = 0, E - 1
    loss = loss + (f(ie) / real(T, ak)) * (pm(ie) / real(T, ak))
  end do
  out(0) = real(loss * real(E, ak), rk)
end subroutine moe_aux_loss
