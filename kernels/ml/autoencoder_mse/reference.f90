! autoencoder_mse: MLP autoencoder, per row x of X: Ha = relu(We1 x + be1), Z = We2 Ha + be2 (the code),
! Hb = relu(Wd1 Z + bd1), R = sigmoid(Wd2 Hb + bd2) (all stored, each layer reading the previous as
! stored); loss(1) = mean over all entries of (R - X)^2.
subroutine autoencoder_mse(loss, R, Z, Ha, Hb, X, We1, be1, We2, be2, Wd1, bd1, Wd2, bd2, M, D, HD, L) &
    bind(c, name="autoencoder_mse")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, D, HD, L
  real(rk), intent(out) :: loss(1), R(0:D - 1, 0:M - 1), Z(0:L - 1, 0:M - 1)
  real(rk), intent(out) :: Ha(0:HD - 1, 0:M - 1), Hb(0:HD - 1, 0:M - 1)
  real(rk), intent(in) :: X(0:D - 1, 0:M - 1)
  real(rk), intent(in) :: We1(0:D - 1, 0:HD - 1), be1(0:HD - 1), We2(0:HD - 1, 0:L - 1), be2(0:L - 1)
  real(rk), intent(in) :: Wd1(0:L - 1, 0:HD - 1), bd1(0:HD - 1), Wd2(0:HD - 1, 0:D - 1), bd2(0:D - 1)
  integer(c_int64_t) :: i, j, k
  real(ak) :: s, e, err

  err = 0
  do i = 0, M - 1
    do j = 0, HD - 1
      s = be1(j)
      do k = 0, D - 1
        s = s + real(We1(k, j), ak) * real(X(k, i), ak)
      end do
      Ha(j, i) = real(max(s, real(0, ak)), rk)
    end do
    do j = 0, L - 1
      s = be2(j)
      do k = 0, HD - 1
        s = s + real(We2(k, j), ak) * real(Ha(k, i), ak)
      end do
      Z(j, i) = real(s, rk)
    end do
    do j = 0, HD - 1
      s = bd1(j)
      do k = 0, L - 1
        s = s + real(Wd1(k, j), ak) * real(Z(k, i), ak)
      end do
      Hb(j, i) = real(max(s, real(0, ak)), rk)
    end do
    do j = 0, D - 1
      s = bd2(j)
      do k = 0, HD - 1
        s = s + real(Wd2(k, j), ak) * real(Hb(k, i), ak)
      end do
      R(j, i) = real(1 / (1 + exp(-s)), rk)
      e = real(R(j, i), ak) - real(X(j, i), ak)
      err = err + e * e
    end do
  end do
  loss(1) = real(err / real(M * D, ak), rk)
end subroutine autoencoder_mse
