! lstm_cell: torch.nn.LSTMCell over a batch (gate rows i = [0, D), f = [D, 2D), g = [2D, 3D), o = [3D, 4D)):
! p_q = bih_q + bhh_q + Wih_q x + Whh_q h; i, f, o = sigmoid(p), g = tanh(p); Cn = f C0 + i g, Hn = o tanh(Cn).
subroutine lstm_cell(Hn, Cn, X, H0, C0, Wih, Whh, bih, bhh, B, E, D) bind(c, name="lstm_cell")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, E, D
  real(rk), intent(out) :: Hn(D, B)
  real(rk), intent(out) :: Cn(D, B)
  real(rk), intent(in) :: X(E, B)
  real(rk), intent(in) :: H0(D, B)
  real(rk), intent(in) :: C0(D, B)
  real(rk), intent(in) :: Wih(E, 4 * D)
  real(rk), intent(in) :: Whh(D, 4 * D)
  real(rk), intent(in) :: bih(4 * D)
  real(rk), intent(in) :: bhh(4 * D)
  integer(c_int64_t) :: ib, j, q, r, k
  real(ak) :: p(0:3), s, c

  do ib = 1, B
    do j = 1, D
      do q = 0, 3
        r = q * D + j
        s = real(bih(r), ak) + real(bhh(r), ak)
        do k = 1, E
          s = s + real(Wih(k, r), ak) * real(X(k, ib), ak)
        end do
        do k = 1, D
          s = s + real(Whh(k, r), ak) * real(H0(k, ib), ak)
        end do
        p(q) = s
      end do
      c = sigm(p(1)) * real(C0(j, ib), ak) + sigm(p(0)) * tanh(p(2))
      Cn(j, ib) = real(c, rk)
      Hn(j, ib) = real(sigm(p(3)) * tanh(c), rk)
    end do
  end do

contains

  pure function sigm(t) result(y)
    real(ak), intent(in) :: t
    real(ak) :: y

    y = 1 / (1 + exp(-t))
  end function sigm
end subroutine lstm_cell
