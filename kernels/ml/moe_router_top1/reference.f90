! moe_router_top1: top-1 mixture-of-experts router with expert capacity CAP = ceil(1.25 T / E), tokens in order:
! the expert is the first argmax of the token's logits; if that expert already holds CAP tokens the token is dropped
! (expert -1, gate 0), else expert[t] = best (0-based), gate[t] = 1 / sum_e exp(z_e - max), load[best] += 1.
subroutine moe_router_top1(expert, gate, load, logits, T, E, CAP) bind(c, name="moe_router_top1")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: T, E, CAP
  integer(c_int32_t), intent(out) :: expert(T)
  real(rk), intent(out) :: gate(T)
  integer(c_int32_t), intent(out) :: load(E)
  real(rk), intent(in) :: logits(E, T)
  integer(c_int64_t) :: it, ie, best
  real(ak) :: m, s

  load = 0
  do it = 1, T
    best = 1
    m = real(logits(1, it), ak)
    do ie = 2, E
      if (real(logits(ie, it), ak) > m) then
        m = real(logits(ie, it), ak)
        best = ie
      end if
    end do
    if (load(best) >= CAP) then
      expert(it) = -1
      gate(it) = 0
      cycle
    end if
    s = 0
    do ie = 1, E
      s = s + exp(real(logits(ie, it), ak) - m)
    end do
    expert(it) = int(best - 1, c_int32_t)
    gate(it) = real(1 / s, rk)
    load(best) = load(best) + 1
  end do
end subroutine moe_router_top1
