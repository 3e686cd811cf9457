! token_pos_embedding: token + learned position embedding, out[b, t, :] = tok[ids[b, t], :] + pos[t, :].
subroutine token_pos_embedding(out, tok, pos, ids, B, S, V, D) bind(c, name="token_pos_embedding")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, S, V, D
  real(rk), intent(out) :: out(D, S, B)
  real(rk), intent(in) :: tok(D, V), pos(D, S)
  integer(c_int32_t), intent(in) :: ids(S, B)
  integer(c_int64_t) :: ib, it, id

  do ib = 1, B
    do it = 1, S
      do id = 1, D
        out(id, it, ib) = real(real(tok(id, ids(it, ib) + 1), ak) + real(pos(id, it), ak), rk)
      end do
    end do
  end do
end subroutine token_pos_embedding
