! repetition_penalty: Y = X, then every token t in the row's history gets Y(t) = X(t) / penalty when
! X(t) > 0, else X(t) * penalty (once per token, however often it occurs).
subroutine repetition_penalty(Y, X, hist, B, V, L, penalty) bind(c, name="repetition_penalty")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, V, L
  real(rk), value, intent(in) :: penalty
  real(rk), intent(out) :: Y(V, B)
  real(rk), intent(in) :: X(V, B)
  integer(c_int32_t), intent(in) :: hist(L, B)
  integer(c_int64_t) :: ib, il, t
  real(ak) :: p, x1

  p = real(penalty, ak)
  do ib = 1, B
    Y(:, ib) = X(:, ib)
    do il = 1, L
      t = int(hist(il, ib), c_int64_t) + 1
      x1 = real(X(t, ib), ak)
      if (x1 > 0) then
        Y(t, ib) = real(x1 / p, rk)
      else
        Y(t, ib) = real(x1 * p, rk)
      end if
    end do
  end do
end subroutine repetition_penalty
