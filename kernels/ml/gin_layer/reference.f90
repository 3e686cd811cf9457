! gin_layer: GIN layer: Z = (1 + eps) H + sum of neighbour features (CSR), Y = relu(Z W1^T + b1) W2^T + b2
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine gin_layer(Y, HID, Z, H, W1, b1, W2, b2, G_rowptr, G_col, N, NE, F, FH, FO, eps) bind(c, name="gin_layer")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: Y(0:*)
  real(rk), intent(out) :: HID(0:*)
  real(rk), intent(out) :: Z(0:*)
  real(rk), intent(in) :: H(0:*)
  real(rk), intent(in) :: W1(0:*)
  real(rk), intent(in) :: b1(0:*)
  real(rk), intent(in) :: W2(0:*)
  real(rk), intent(in) :: b2(0:*)
  integer(c_int32_t), intent(in) :: G_rowptr(0:*)
  integer(c_int32_t), intent(in) :: G_col(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: NE
  integer(c_int64_t), value, intent(in) :: F
  integer(c_int64_t), value, intent(in) :: FH
  integer(c_int64_t), value, intent(in) :: FO
  real(rk), value, intent(in) :: eps
  integer(c_int64_t) :: v, k, e, u, j, o
  real(rk) :: self, s

  self = 1 + eps
  do v = 0, N - 1
    do k = 0, F - 1
      Z(v * F + k) = self * H(v * F + k)
    end do
    do e = G_rowptr(v), G_rowptr(v + 1) - 1
      u = G_col(e)
      do k = 0, F - 1
        Z(v * F + k) = Z(v * F + k) + H(u * F + k)
      end do
    end do
    do j = 0, FH - 1
      s = b1(j)
      do k = 0, F - 1
        s = s + W1(j * F + k) * Z(v * F + k)
      end do
      HID(v * FH + j) = max(s, 0.0_rk)
    end do
    do o = 0, FO - 1
      s = b2(o)
      do j = 0, FH - 1
        s = s + W2(o * FH + j) * HID(v * FH + j)
      end do
      Y(v * FO + o) = s
    end do
  end do
end subroutine gin_layer
