! beam_search_step: per batch item, candidate scores c(v, w) = S(w) + LP(v, w) (in the run precision); the W
! largest in descending order (a tie to the lower flat index w * V + v, 0-based), with parent w and token v.
subroutine beam_search_step(newS, parent, token, S, LP, B, W, V) bind(c, name="beam_search_step")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, W, V
  real(rk), intent(out) :: newS(W, B)
  integer(c_int32_t), intent(out) :: parent(W, B), token(W, B)
  real(rk), intent(in) :: S(W, B)
  real(rk), intent(in) :: LP(V, W, B)
  integer(c_int64_t) :: ib, k, iw, iv, f, pi, bi
  real(rk) :: pv, bv, c

  do ib = 1, B
    pv = 0
    pi = -1
    do k = 1, W
      bv = 0
      bi = -1
      do iw = 1, W
        do iv = 1, V
          c = S(iw, ib) + LP(iv, iw, ib)
          f = (iw - 1) * V + (iv - 1)
          if (pi >= 0) then
            if (.not. (pv > c .or. (pv >= c .and. pv <= c .and. pi < f))) cycle
          end if
          if (bi < 0 .or. c > bv .or. (c >= bv .and. c <= bv .and. f < bi)) then
            bv = c
            bi = f
          end if
        end do
      end do
      newS(k, ib) = bv
      parent(k, ib) = int(bi / V, c_int32_t)
      token(k, ib) = int(mod(bi, V), c_int32_t)
      pv = bv
      pi = bi
    end do
  end do
end subroutine beam_search_step
