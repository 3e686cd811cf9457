! selective_scan: Mamba selective scan (S6) forward with gate: per batch b and channel d a state h of N
! entries from 0; for t = 0 .. L-1: h = exp(delta[b,t,d] A[d]) h + delta[b,t,d] Bm[b,t] U[b,t,d],
! Y[b,t,d] = (Cm[b,t] . h + Dsk[d] U[b,t,d]) silu(Zg[b,t,d]); hs[b,d] = the final h.
subroutine selective_scan(Y, hs, U, delta, A, Bm, Cm, Dsk, Zg, B, L, D, N) bind(c, name="selective_scan")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, L, D, N
  real(rk), intent(out) :: Y(0:D - 1, 0:L - 1, 0:B - 1), hs(0:N - 1, 0:D - 1, 0:B - 1)
  real(rk), intent(in) :: U(0:D - 1, 0:L - 1, 0:B - 1), delta(0:D - 1, 0:L - 1, 0:B - 1), A(0:N - 1, 0:D - 1)
  real(rk), intent(in) :: Bm(0:N - 1, 0:L - 1, 0:B - 1), Cm(0:N - 1, 0:L - 1, 0:B - 1), Dsk(0:D - 1)
  real(rk), intent(in) :: Zg(0:D - 1, 0:L - 1, 0:B - 1)
  integer(c_int64_t) :: ib, id, it, jn
  real(ak) :: dt, uu, z, s, hn

  do ib = 0, B - 1
    do id = 0, D - 1
      hs(:, id, ib) = 0
      do it = 0, L - 1
        dt = delta(id, it, ib)
        uu = U(id, it, ib)
        z = Zg(id, it, ib)
        s = 0
        do jn = 0, N - 1
          hn = exp(dt * A(jn, id)) * hs(jn, id, ib) + dt * Bm(jn, it, ib) * uu
          hs(jn, id, ib) = real(hn, rk)
          s = s + Cm(jn, it, ib) * hn
        end do
        Y(id, it, ib) = real((s + Dsk(id) * uu) * z / (1 + exp(-z)), rk)
      end do
    end do
  end do
end subroutine selective_scan
