! rnn_tanh_cell: Elman RNN cell over a batch, Hn = tanh(X Wx^T + H0 Wh^T + bias).
subroutine rnn_tanh_cell(Hn, X, H0, Wx, Wh, bias, B, E, D) bind(c, name="rnn_tanh_cell")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, E, D
  real(rk), intent(out) :: Hn(D, B)
  real(rk), intent(in) :: X(E, B)
  real(rk), intent(in) :: H0(D, B)
  real(rk), intent(in) :: Wx(E, D)
  real(rk), intent(in) :: Wh(D, D)
  real(rk), intent(in) :: bias(D)
  integer(c_int64_t) :: ib, j, k
  real(ak) :: s

  do ib = 1, B
    do j = 1, D
      s = real(bias(j), ak)
      do k = 1, E
        s = s + real(Wx(k, j), ak) * real(X(k, ib), ak)
      end do
      do k = 1, D
        s = s + real(Wh(k, j), ak) * real(H0(k, ib), ak)
      end do
      Hn(j, ib) = real(tanh(s), rk)
    end do
  end do
end subroutine rnn_tanh_cell
