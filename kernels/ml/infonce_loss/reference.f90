! infonce_loss: S = (Zq Zk^T) / tau (C's S[i][j] is S(j, i)); L(i) = logsumexp_j S(j, i) - S(i, i) (query i's
! positive is key i); loss = mean of L.
subroutine infonce_loss(S, L, loss, Zq, Zk, B, D, tau) bind(c, name="infonce_loss")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, D
  real(rk), value, intent(in) :: tau
  real(rk), intent(out) :: S(B, B), L(B), loss(1)
  real(rk), intent(in) :: Zq(D, B), Zk(D, B)
  integer(c_int64_t) :: i, j, k
  real(ak) :: t, dot, m, e, li, total

  t = real(tau, ak)
  do i = 1, B
    do j = 1, B
      dot = 0
      do k = 1, D
        dot = dot + real(Zq(k, i), ak) * real(Zk(k, j), ak)
      end do
      S(j, i) = real(dot / t, rk)
    end do
  end do
  total = 0
  do i = 1, B
    m = real(S(1, i), ak)
    do j = 2, B
      if (real(S(j, i), ak) > m) m = real(S(j, i), ak)
    end do
    e = 0
    do j = 1, B
      e = e + exp(real(S(j, i), ak) - m)
    end do
    li = m + log(e) - real(S(i, i), ak)
    L(i) = real(li, rk)
    total = total + li
  end do
  loss(1) = real(total / real(B, ak), rk)
end subroutine infonce_loss
