! gru_cell: torch.nn.GRUCell over a batch (gate rows r = [0, D), z = [D, 2D), n = [2D, 3D)):
! r = sigmoid(Wih_r x + bih_r + Whh_r h + bhh_r), z likewise, n = tanh(Wih_n x + bih_n + r (Whh_n h + bhh_n)),
! Hn = (1 - z) n + z h.
subroutine gru_cell(Hn, X, H0, Wih, Whh, bih, bhh, B, E, D) bind(c, name="gru_cell")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, E, D
  real(rk), intent(out) :: Hn(D, B)
  real(rk), intent(in) :: X(E, B)
  real(rk), intent(in) :: H0(D, B)
  real(rk), intent(in) :: Wih(E, 3 * D)
  real(rk), intent(in) :: Whh(D, 3 * D)
  real(rk), intent(in) :: bih(3 * D)
  real(rk), intent(in) :: bhh(3 * D)
  integer(c_int64_t) :: ib, j, jr, jz, jn
  real(ak) :: ar, cr, az, cz, an, cn, r, z, n

  do ib = 1, B
    do j = 1, D
      jr = j
      jz = D + j
      jn = 2 * D + j
      ar = dot(real(bih(jr), ak), Wih(:, jr), X(:, ib), E)
      cr = dot(real(bhh(jr), ak), Whh(:, jr), H0(:, ib), D)
      az = dot(real(bih(jz), ak), Wih(:, jz), X(:, ib), E)
      cz = dot(real(bhh(jz), ak), Whh(:, jz), H0(:, ib), D)
      an = dot(real(bih(jn), ak), Wih(:, jn), X(:, ib), E)
      cn = dot(real(bhh(jn), ak), Whh(:, jn), H0(:, ib), D)
      r = 1 / (1 + exp(-(ar + cr)))
      z = 1 / (1 + exp(-(az + cz)))
      n = tanh(an + r * cn)
      Hn(j, ib) = real((1 - z) * n + z * real(H0(j, ib), ak), rk)
    end do
  end do

contains

  pure function dot(s0, w, v, nn) result(s)
    real(ak), intent(in) :: s0
    integer(c_int64_t), intent(in) :: nn
    real(rk), intent(in) :: w(nn), v(nn)
    real(ak) :: s
    integer(c_int64_t) :: k

    s = s0
    do k = 1, nn
      s = s + real(w(k), ak) * real(v(k), ak)
    end do
  end function dot
end subroutine gru_cell
