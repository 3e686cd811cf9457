! cumsum_reverse: reverse cumulative sum along each row (torch.flip(torch.cumsum(torch.flip(x, [1]), 1), [1])),
! Y[r, c] = X[r, c] + X[r, c+1] + ... + X[r, C-1], summed from the end of the row.
subroutine cumsum_reverse(Y, X, R, C) bind(c, name="cumsum_reverse")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  real(rk), intent(out) :: Y(C, R)
  real(rk), intent(in) :: X(C, R)
  integer(c_int64_t) :: ir, ic
  real(ak) :: s

  do ir = 1, R
    s = 0.0_ak
    do ic = C, 1, -1
      s = s + real(X(ic, ir), ak)
      Y(ic, ir) = real(s, rk)
    end do
  end do
end subroutine cumsum_reverse
