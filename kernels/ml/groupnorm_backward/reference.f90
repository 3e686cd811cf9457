! groupnorm_backward: group normalization backward from the saved per-(sample, group) mean and 1/std (rstd):
! with q = dY gamma and xhat = (X - mean) rstd over a group, dX = rstd (q - mean(q) - xhat mean(q xhat));
! dgamma[c] = sum dY xhat, dbeta[c] = sum dY over the batch and the pixels.
subroutine groupnorm_backward(dX, dgamma, dbeta, dY, X, mean, rstd, gamma, N, C, G, H, W) &
    bind(c, name="groupnorm_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, C, G, H, W
  real(rk), intent(out) :: dX(W, H, C, N)
  real(rk), intent(out) :: dgamma(C)
  real(rk), intent(out) :: dbeta(C)
  real(rk), intent(in) :: dY(W, H, C, N)
  real(rk), intent(in) :: X(W, H, C, N)
  real(rk), intent(in) :: mean(G, N)
  real(rk), intent(in) :: rstd(G, N)
  real(rk), intent(in) :: gamma(C)
  integer(c_int64_t) :: CG, n1, ig, ic, iy, ix
  real(ak) :: m, s, a, b, ga, q, xhat, cnt, sg, sb, dy1

  CG = C / G
  cnt = real(CG * H * W, ak)
  do n1 = 1, N
    do ig = 1, G
      m = real(mean(ig, n1), ak)
      s = real(rstd(ig, n1), ak)
      a = 0
      b = 0
      do ic = (ig - 1) * CG + 1, ig * CG
        ga = real(gamma(ic), ak)
        do iy = 1, H
          do ix = 1, W
            q = real(dY(ix, iy, ic, n1), ak) * ga
            a = a + q
            b = b + q * (real(X(ix, iy, ic, n1), ak) - m) * s
          end do
        end do
      end do
      a = a / cnt
      b = b / cnt
      do ic = (ig - 1) * CG + 1, ig * CG
        ga = real(gamma(ic), ak)
        do iy = 1, H
          do ix = 1, W
            xhat = (real(X(ix, iy, ic, n1), ak) - m) * s
            dX(ix, iy, ic, n1) = real(s * (real(dY(ix, iy, ic, n1), ak) * ga - a - xhat * b), rk)
          end do
        end do
      end do
    end do
  end do
  do ic = 1, C
    sg = 0
    sb = 0
    do n1 = 1, N
      m = real(mean((ic - 1) / CG + 1, n1), ak)
      s = real(rstd((ic - 1) / CG + 1, n1), ak)
      do iy = 1, H
        do ix = 1, W
          dy1 = real(dY(ix, iy, ic, n1), ak)
          sb = sb + dy1
          sg = sg + dy1 * (real(X(ix, iy, ic, n1), ak) - m) * s
        end do
      end do
    end do
    dgamma(ic) = real(sg, rk)
    dbeta(ic) = real(sb, rk)
  end do
end subroutine groupnorm_backward
