! graphsage_mean: GraphSAGE mean aggregator: MEAN[v] = mean of neighbour features (CSR), Y = [H || MEAN] W^T + b
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine graphsage_mean(Y, MEAN, H, W, b, G_rowptr, G_col, N, NE, FI, FO) bind(c, name="graphsage_mean")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: Y(0:*)
  real(rk), intent(out) :: MEAN(0:*)
  real(rk), intent(in) :: H(0:*)
  real(rk), intent(in) :: W(0:*)
  real(rk), intent(in) :: b(0:*)
  integer(c_int32_t), intent(in) :: G_rowptr(0:*)
  integer(c_int32_t), intent(in) :: G_col(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: NE
  integer(c_int64_t), value, intent(in) :: FI
  integer(c_int64_t), value, intent(in) :: FO
  integer(c_int64_t) :: v, k, e, u, o, deg, w0
  real(rk) :: s

  do v = 0, N - 1
    deg = int(G_rowptr(v + 1) - G_rowptr(v), c_int64_t)
    do k = 0, FI - 1
      MEAN(v * FI + k) = 0
    end do
    do e = G_rowptr(v), G_rowptr(v + 1) - 1
      u = G_col(e)
      do k = 0, FI - 1
        MEAN(v * FI + k) = MEAN(v * FI + k) + H(u * FI + k)
      end do
    end do
    if (deg > 0) then
      do k = 0, FI - 1
        MEAN(v * FI + k) = MEAN(v * FI + k) / real(deg, rk)
      end do
    end if
    do o = 0, FO - 1
      w0 = o * 2 * FI
      s = b(o)
      do k = 0, FI - 1
        s = s + W(w0 + k) * H(v * FI + k)
      end do
      do k = 0, FI - 1
        s = s + W(w0 + FI + k) * MEAN(v * FI + k)
      end do
      Y(v * FO + o) = s
    end do
  end do
end subroutine graphsage_mean
