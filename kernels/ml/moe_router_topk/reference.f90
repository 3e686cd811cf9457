! moe_router_topk: top-k mixture-of-experts router: per token, softmax over the E expert logits, the K most probable
! experts in order (ties to the lower index) and their probabilities renormalized to sum to 1.
subroutine moe_router_topk(experts, weights, logits, T, E, K) bind(c, name="moe_router_topk")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: T, E, K
  integer(c_int32_t), intent(out) :: experts(0:K - 1, 0:T - 1)
  real(rk), intent(out) :: weights(0:K - 1, 0:T - 1)
  real(rk), intent(in) :: logits(0:E - 1, 0:T - 1)
  integer(c_int64_t) :: it, ie, ik, pi, bi
  real(ak) :: m, s, pv, bv, v, chosen, p(0:15)

  do it = 0, T - 1
    m = real(logits(0, it), ak)
    do ie = 1, E - 1
      if (real(logits(ie, it), ak) > m) m = real(logits(ie, it), ak)
    end do
    s = 0
    do ie = 0, E - 1
      s = s + exp(real(logits(ie, it), ak) - m)
    end do
    pv = 0
    chosen = 0
    pi = -1
    do ik = 0, K - 1
      bi = -1
      bv = 0
      do ie = 0, E - 1
        v = real(logits(ie, it), ak)
        if (pi >= 0) then
          if (.not. before(pv, pi, v, ie)) cycle
        end if
        if (bi < 0) then
          bv = v
          bi = ie
        else if (before(v, ie, bv, bi)) then
          bv = v
          bi = ie
        end if
      end do
      p(ik) = exp(bv - m) / s
      chosen = chosen + p(ik)
      experts(ik, it) = int(bi, c_int32_t)
      pv = bv
      pi = bi
    end do
    do ik = 0, K - 1
      weights(ik, it) = real(p(ik) / chosen, rk)
    end do
  end do

contains

  ! The order of a top-k selection: (a at ia) comes before (b at ib) when a > b, or a == b and ia < ib.
  pure logical function before(a, ia, b, ib)
    real(ak), intent(in) :: a, b
    integer(c_int64_t), intent(in) :: ia, ib

    before = a > b .or. (.not. (a < b) .and. ia < ib)
  end function before
end subroutine moe_router_topk
