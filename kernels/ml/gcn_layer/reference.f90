! gcn_layer: GCN layer: AGG = D^-1/2 (A + I) D^-1/2 H over a CSR graph, then Y = AGG W^T + b
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine gcn_layer(Y, AGG, H, W, b, G_rowptr, G_col, N, NE, FI, FO) bind(c, name="gcn_layer")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: Y(0:*)
  real(rk), intent(out) :: AGG(0:*)
  real(rk), intent(in) :: H(0:*)
  real(rk), intent(in) :: W(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int32_t), intent(in) :: G_rowptr(0:*)
  integer(c_int32_t), intent(in) :: G_col(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: NE
  integer(c_int64_t), value, intent(in) :: FI
  integer(c_int64_t), value, intent(in) :: FO
  integer(c_int64_t) :: v, k, e, u, o
  real(rk) :: cv, cu, c, s

  do v = 0, N - 1
    cv = real(1.0_c_double / sqrt(real(G_rowptr(v + 1) - G_rowptr(v) + 1, c_double)), rk)
    do k = 0, FI - 1
      AGG(v * FI + k) = (cv * cv) * H(v * FI + k)
    end do
    do e = G_rowptr(v), G_rowptr(v + 1) - 1
      u = G_col(e)
      cu = real(1.0_c_double / sqrt(real(G_rowptr(u + 1) - G_rowptr(u) + 1, c_double)), rk)
      c = cv * cu
      do k = 0, FI - 1
        AGG(v * FI + k) = AGG(v * FI + k) + c * H(u * FI + k)
      end do
    end do
    do o = 0, FO - 1
      s = b(o)
      do k = 0, FI - 1
        s = s + W(o * FI + k) * AGG(v * FI + k)
      end do
      Y(v * FO + o) = s
    end do
  end do
end subroutine gcn_layer
