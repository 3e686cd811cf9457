! lstm_seq: one LSTM layer over T steps for a batch (gate rows i = [0, D), f = [D, 2D), g = [2D, 3D),
! o = [3D, 4D); one bias): p_q = bias_q + Wih_q x_t + Whh_q h_{t-1}; c_t = sigmoid(p_f) c_{t-1} + sigmoid(p_i) tanh(p_g),
! h_t = sigmoid(p_o) tanh(c_t); h_{-1} = H0, c_{-1} = C0. Y(:, :, t) = h_t (read back by step t + 1), Cn = c_{T-1}.
subroutine lstm_seq(Y, Cn, X, H0, C0, Wih, Whh, bias, T, B, E, D) bind(c, name="lstm_seq")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: T, B, E, D
  real(rk), intent(out) :: Y(D, B, T)
  real(rk), intent(out) :: Cn(D, B)
  real(rk), intent(in) :: X(E, B, T)
  real(rk), intent(in) :: H0(D, B)
  real(rk), intent(in) :: C0(D, B)
  real(rk), intent(in) :: Wih(E, 4 * D)
  real(rk), intent(in) :: Whh(D, 4 * D)
  real(rk), intent(in) :: bias(4 * D)
  integer(c_int64_t) :: it, ib, j, q
  real(ak) :: p(0:3), c, cprev

  do it = 1, T
    do ib = 1, B
      do j = 1, D
        do q = 0, 3
          if (it == 1) then
            p(q) = preact(q * D + j, X(:, ib, it), H0(:, ib))
          else
            p(q) = preact(q * D + j, X(:, ib, it), Y(:, ib, it - 1))
          end if
        end do
        if (it == 1) then
          cprev = real(C0(j, ib), ak)
        else
          cprev = real(Cn(j, ib), ak)
        end if
        c = sigm(p(1)) * cprev + sigm(p(0)) * tanh(p(2))
        Cn(j, ib) = real(c, rk)
        Y(j, ib, it) = real(sigm(p(3)) * tanh(c), rk)
      end do
    end do
  end do

contains

  pure function preact(r, xv, hv) result(s)
    integer(c_int64_t), intent(in) :: r
    real(rk), intent(in) :: xv(E), hv(D)
    real(ak) :: s
    integer(c_int64_t) :: k

    s = real(bias(r), ak)
    do k = 1, E
      s = s + real(Wih(k, r), ak) * real(xv(k), ak)
    end do
    do k = 1, D
      s = s + real(Whh(k, r), ak) * real(hv(k), ak)
    end do
  end function preact

  pure function sigm(z) result(y)
    real(ak), intent(in) :: z
    real(ak) :: y

    y = 1 / (1 + exp(-z))
  end function sigm
end subroutine lstm_seq
