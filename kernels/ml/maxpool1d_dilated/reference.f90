! maxpool1d_dilated: 1-D max pooling (torch.nn.MaxPool1d with dilation, ceil_mode=False), NCL, window of K taps
! DL apart, stride S, padding P (padded positions take no part), OL = (L + 2 P - DL (K - 1) - 1) / S + 1:
! Y[n, c, t] = max over j < K with 0 <= tS - P + j DL < L of X[n, c, tS - P + j DL].
subroutine maxpool1d_dilated(Y, X, B, C, L, K, S, P, DL, OL) bind(c, name="maxpool1d_dilated")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, L, K, S, P, DL, OL
  real(rk), intent(out) :: Y(OL, B * C)
  real(rk), intent(in) :: X(L, B * C)
  integer(c_int64_t) :: ip, t, j, q
  logical :: have
  real(ak) :: best, v

  do ip = 1, B * C
    do t = 0, OL - 1
      have = .false.
      best = 0.0_ak
      do j = 0, K - 1
        q = t * S - P + j * DL
        if (q < 0 .or. q >= L) cycle
        v = real(X(q + 1, ip), ak)
        if (.not. have .or. v > best) then
          best = v
          have = .true.
        end if
      end do
      Y(t + 1, ip) = real(best, rk)
    end do
  end do
end subroutine maxpool1d_dilated
