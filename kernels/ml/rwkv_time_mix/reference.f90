! rwkv_time_mix: RWKV-4 time-mix block. Per sequence: xp = the previous token's x (zeros at t = 0),
! xq = x mq + xp (1 - mq) for q in k, v, r; k = Wk xk, v = Wv xv, r = Wr xr; the WKV recurrence per channel with
! w = -exp(decay), u = first, state (aa, bb, pp) from (0, 0, -1e38), max-tracked:
!   q = max(pp, u + k); wkv = (e^(pp-q) aa + e^(u+k-q) v) / (e^(pp-q) bb + e^(u+k-q));
!   q' = max(pp + w, k); aa = e^(pp+w-q') aa + e^(k-q') v; bb = e^(pp+w-q') bb + e^(k-q'); pp = q';
! Z = sigmoid(r) wkv, Y = Wo Z; S[n] holds the final (aa, bb, pp).
subroutine rwkv_time_mix(Y, Z, S, X, mk, mv, mr, Wk, Wv, Wr, Wo, decay, first, B, T, C) bind(c, name="rwkv_time_mix")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, T, C
  real(rk), intent(out) :: Y(0:C - 1, 0:T - 1, 0:B - 1), Z(0:C - 1, 0:T - 1, 0:B - 1), S(0:C - 1, 0:2, 0:B - 1)
  real(rk), intent(in) :: X(0:C - 1, 0:T - 1, 0:B - 1), mk(0:C - 1), mv(0:C - 1), mr(0:C - 1)
  real(rk), intent(in) :: Wk(0:C - 1, 0:C - 1), Wv(0:C - 1, 0:C - 1), Wr(0:C - 1, 0:C - 1), Wo(0:C - 1, 0:C - 1)
  real(rk), intent(in) :: decay(0:C - 1), first(0:C - 1)
  integer(c_int64_t) :: n, it, j, i
  real(ak) :: k, v, r, w, u, a0, b0, p0, ww, q, e1, e2, wkv, sm

  do n = 0, B - 1
    S(:, 0, n) = 0
    S(:, 1, n) = 0
    S(:, 2, n) = real(-1e38_c_double, rk)
    do it = 0, T - 1
      do j = 0, C - 1
        k = mixdot(Wk, mk)
        v = mixdot(Wv, mv)
        r = mixdot(Wr, mr)
        w = -exp(real(decay(j), ak))
        u = first(j)
        a0 = S(j, 0, n)
        b0 = S(j, 1, n)
        p0 = S(j, 2, n)
        ww = u + k
        q = max(p0, ww)
        e1 = exp(p0 - q)
        e2 = exp(ww - q)
        wkv = (e1 * a0 + e2 * v) / (e1 * b0 + e2)
        Z(j, it, n) = real(wkv / (1 + exp(-r)), rk)
        ww = p0 + w
        q = max(ww, k)
        e1 = exp(ww - q)
        e2 = exp(k - q)
        S(j, 0, n) = real(e1 * a0 + e2 * v, rk)
        S(j, 1, n) = real(e1 * b0 + e2, rk)
        S(j, 2, n) = real(q, rk)
      end do
      do j = 0, C - 1
        sm = 0
        do i = 0, C - 1
          sm = sm + Wo(i, j) * Z(i, it, n)
        end do
        Y(j, it, n) = real(sm, rk)
      end do
    end do
  end do

contains

  ! row j of Wm times the token-shift mix of x_t and x_{t-1} with weights m
  real(ak) function mixdot(Wm, m)
    real(rk), intent(in) :: Wm(0:C - 1, 0:C - 1), m(0:C - 1)
    integer(c_int64_t) :: ii
    real(ak) :: s, xi, pi, mi

    s = 0
    do ii = 0, C - 1
      xi = X(ii, it, n)
      pi = 0
      if (it > 0) pi = X(ii, it - 1, n)
      mi = m(ii)
      s = s + Wm(ii, j) * (xi * mi + pi * (1 - mi))
    end do
    mixdot = s
  end function mixdot
end subroutine rwkv_time_mix
