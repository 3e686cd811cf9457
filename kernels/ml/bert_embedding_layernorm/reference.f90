! bert_embedding_layernorm: BERT embedding layer, per token (b, t): v = tok[ids[b, t]] + pos[t] +
! typ[seg[b, t]], Y[b, t] = (v - mean(v)) / sqrt(var(v) + eps) gamma + beta (biased variance over E).
subroutine bert_embedding_layernorm(Y, ids, seg, tok, pos, typ, gamma, beta, B, S, V, E, eps) &
    bind(c, name="bert_embedding_layernorm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, S, V, E
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(0:E - 1, 0:S - 1, 0:B - 1)
  integer(c_int32_t), intent(in) :: ids(0:S - 1, 0:B - 1), seg(0:S - 1, 0:B - 1)
  real(rk), intent(in) :: tok(0:E - 1, 0:V - 1), pos(0:E - 1, 0:S - 1), typ(0:E - 1, 0:1)
  real(rk), intent(in) :: gamma(0:E - 1), beta(0:E - 1)
  integer(c_int64_t) :: ib, it, ie, ti, si
  real(ak) :: mean, var, d, inv, vv(0:767)

  do ib = 0, B - 1
    do it = 0, S - 1
      ti = ids(it, ib)
      si = seg(it, ib)
      mean = 0
      do ie = 0, E - 1
        vv(ie) = real(tok(ie, ti), ak) + real(pos(ie, it), ak) + real(typ(ie, si), ak)
        mean = mean + vv(ie)
      end do
      mean = mean / real(E, ak)
      var = 0
      do ie = 0, E - 1
        d = vv(ie) - mean
        var = var + d * d
      end do
      var = var / real(E, ak)
      inv = 1 / sqrt(var + real(eps, ak))
      do ie = 0, E - 1
        Y(ie, it, ib) = real((vv(ie) - mean) * inv * real(gamma(ie), ak) + real(beta(ie), ak), rk)
      end do
    end do
  end do
end subroutine bert_embedding_layernorm
