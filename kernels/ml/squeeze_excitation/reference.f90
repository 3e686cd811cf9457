! squeeze_excitation on NCHW: s(c) = mean over H, W of X(:, :, c, b); z = relu(W1 s + b1) (R = C / 16);
! gate = sigmoid(W2 z + b2); Y(:, :, c, b) = X(:, :, c, b) gate(c). s, z and gate are kept in real(ak).
subroutine squeeze_excitation(Y, X, W1, b1, W2, b2, B, C, H, W, R) bind(c, name="squeeze_excitation")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, C, H, W, R
  real(rk), intent(out) :: Y(W, H, C, B)
  real(rk), intent(in) :: X(W, H, C, B)
  real(rk), intent(in) :: W1(C, R)
  real(rk), intent(in) :: b1(R)
  real(rk), intent(in) :: W2(R, C)
  real(rk), intent(in) :: b2(C)
  integer(c_int64_t) :: ib, ic, ir, ih, iw
  real(ak) :: t, s(512), z(32), gate(512)

  do ib = 1, B
    do ic = 1, C
      t = 0
      do ih = 1, H
        do iw = 1, W
          t = t + real(X(iw, ih, ic, ib), ak)
        end do
      end do
      s(ic) = t / real(H * W, ak)
    end do
    do ir = 1, R
      t = real(b1(ir), ak)
      do ic = 1, C
        t = t + real(W1(ic, ir), ak) * s(ic)
      end do
      z(ir) = max(t, 0.0_ak)
    end do
    do ic = 1, C
      t = real(b2(ic), ak)
      do ir = 1, R
        t = t + real(W2(ir, ic), ak) * z(ir)
      end do
      gate(ic) = 1 / (1 + exp(-t))
    end do
    do ic = 1, C
      do ih = 1, H
        do iw = 1, W
          Y(iw, ih, ic, ib) = real(real(X(iw, ih, ic, ib), ak) * gate(ic), rk)
        end do
      end do
    end do
  end do
end subroutine squeeze_excitation
