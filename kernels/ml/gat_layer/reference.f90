! gat_layer: GAT layer: WH = H W^T, ALPHA = row-softmax over CSR edges of leaky_relu(a . [WH_v || WH_u]), Y[v] = sum ALPHA WH_u
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine gat_layer(Y, ALPHA, S, WH, H, W, a, G_rowptr, G_col, N, NE, FI, FO, slope) bind(c, name="gat_layer")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: Y(0:*)
  real(rk), intent(out) :: ALPHA(0:*)
  real(rk), intent(out) :: S(0:*)
  real(rk), intent(out) :: WH(0:*)
  real(rk), intent(in) :: H(0:*)
  real(rk), intent(in) :: W(0:*)
  real(rk), intent(in) :: a(0:*)
  integer(c_int32_t), intent(in) :: G_rowptr(0:*)
  integer(c_int32_t), intent(in) :: G_col(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: NE
  integer(c_int64_t), value, intent(in) :: FI
  integer(c_int64_t), value, intent(in) :: FO
  real(rk), value, intent(in) :: slope
  integer(c_int64_t) :: v, o, k, e, e0, e1, u
  real(rk) :: s0, s1, m, x, den

  do v = 0, N - 1
    do o = 0, FO - 1
      s0 = 0
      do k = 0, FI - 1
        s0 = s0 + W(o * FI + k) * H(v * FI + k)
      end do
      WH(v * FO + o) = s0
    end do
  end do
  do v = 0, N - 1
    s0 = 0
    s1 = 0
    do o = 0, FO - 1
      s0 = s0 + a(o) * WH(v * FO + o)
      s1 = s1 + a(FO + o) * WH(v * FO + o)
    end do
    S(2 * v) = s0
    S(2 * v + 1) = s1
  end do
  do v = 0, N - 1
    e0 = G_rowptr(v)
    e1 = G_rowptr(v + 1)
    do o = 0, FO - 1
      Y(v * FO + o) = 0
    end do
    if (e1 == e0) cycle
    m = score(v, int(G_col(e0), c_int64_t))
    do e = e0 + 1, e1 - 1
      x = score(v, int(G_col(e), c_int64_t))
      if (x > m) m = x
    end do
    den = 0
    do e = e0, e1 - 1
      ALPHA(e) = real(exp(real(score(v, int(G_col(e), c_int64_t)) - m, c_double)), rk)
      den = den + ALPHA(e)
    end do
    do e = e0, e1 - 1
      u = G_col(e)
      ALPHA(e) = ALPHA(e) / den
      do o = 0, FO - 1
        Y(v * FO + o) = Y(v * FO + o) + ALPHA(e) * WH(u * FO + o)
      end do
    end do
  end do

contains

  real(rk) function score(iv, iu)
    integer(c_int64_t), intent(in) :: iv, iu
    real(rk) :: t
    t = S(2 * iv) + S(2 * iu + 1)
    if (t > 0) then
      score = t
    else
      score = slope * t
    end if
  end function score
end subroutine gat_layer
