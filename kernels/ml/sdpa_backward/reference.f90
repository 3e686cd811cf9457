! sdpa_backward: attention backward: dQ, dK, dV (BH, S, D) from dO, Q, K, V, the forward output O and its row logsumexp lse (BH, S), with P = exp(Q K^T / sqrt(D) - lse) and dS = P (dO V^T - rowsum(dO O)).
subroutine sdpa_backward(dQ, dK, dV, dO, Q, K, V, O, lse, BH, S, D) bind(c, name="sdpa_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: BH, S, D
  real(rk), intent(out) :: dQ(D, S, BH)
  real(rk), intent(out) :: dK(D, S, BH)
  real(rk), intent(out) :: dV(D, S, BH)
  real(rk), intent(in) :: dO(D, S, BH)
  real(rk), intent(in) :: Q(D, S, BH)
  real(rk), intent(in) :: K(D, S, BH)
  real(rk), intent(in) :: V(D, S, BH)
  real(rk), intent(in) :: O(D, S, BH)
  real(rk), intent(in) :: lse(S, BH)
  integer(c_int64_t) :: h, i, j, dd
  real(ak) :: scale, p, ds, delta, li
  real(ak) :: dkacc(128), dvacc(128), dqacc(128)

  scale = 1 / sqrt(real(D, ak))
  do h = 1, BH
    do j = 1, S  ! dK_j, dV_j: sums over queries i
      dkacc(1:D) = 0
      dvacc(1:D) = 0
      do i = 1, S
        p = exp(dot(Q(:, i, h), K(:, j, h)) * scale - real(lse(i, h), ak))
        ds = p * (dot(dO(:, i, h), V(:, j, h)) - dot(dO(:, i, h), O(:, i, h)))
        do dd = 1, D
          dvacc(dd) = dvacc(dd) + p * real(dO(dd, i, h), ak)
          dkacc(dd) = dkacc(dd) + ds * real(Q(dd, i, h), ak)
        end do
      end do
      do dd = 1, D
        dV(dd, j, h) = real(dvacc(dd), rk)
        dK(dd, j, h) = real(dkacc(dd) * scale, rk)
      end do
    end do
    do i = 1, S  ! dQ_i: sums over keys j
      delta = dot(dO(:, i, h), O(:, i, h))
      li = real(lse(i, h), ak)
      dqacc(1:D) = 0
      do j = 1, S
        p = exp(dot(Q(:, i, h), K(:, j, h)) * scale - li)
        ds = p * (dot(dO(:, i, h), V(:, j, h)) - delta)
        do dd = 1, D
          dqacc(dd) = dqacc(dd) + ds * real(K(dd, j, h), ak)
        end do
      end do
      do dd = 1, D
        dQ(dd, i, h) = real(dqacc(dd) * scale, rk)
      end do
    end do
  end do

contains

  ! a . b over D entries, accumulated in order in acc_t
  pure function dot(a, b) result(acc)
    real(rk), intent(in) :: a(D), b(D)
    real(ak) :: acc
    integer(c_int64_t) :: m

    acc = 0
    do m = 1, D
      acc = acc + real(a(m), ak) * real(b(m), ak)
    end do
  end function dot
end subroutine sdpa_backward
