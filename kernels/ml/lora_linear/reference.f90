! lora_linear: linear layer with a low-rank adapter, Y = X W^T + scale (X A^T) Bm^T (W is N x K, A is RK x K, Bm is N x RK).
! The rank RK is the dummy RK_ here: Fortran names ignore case, and rk is the kind of real_t.
subroutine lora_linear(Y, X, W, A, Bm, M, N, K, RK_, scale) bind(c, name="lora_linear")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K, RK_
  real(c_float), value, intent(in) :: scale
  real(rk), intent(out) :: Y(0:N - 1, 0:M - 1)
  real(rk), intent(in) :: X(0:K - 1, 0:M - 1)
  real(rk), intent(in) :: W(0:K - 1, 0:N - 1)
  real(rk), intent(in) :: A(0:K - 1, 0:RK_ - 1)
  real(rk), intent(in) :: Bm(0:RK_ - 1, 0:N - 1)
  integer(c_int64_t) :: i, j, l, r
  real(ak) :: s, t(0:63)

  do i = 0, M - 1
    do r = 0, RK_ - 1
      s = 0
      do l = 0, K - 1
        s = s + real(X(l, i), ak) * real(A(l, r), ak)
      end do
      t(r) = s * real(scale, ak)
    end do
    do j = 0, N - 1
      s = 0
      do l = 0, K - 1
        s = s + real(X(l, i), ak) * real(W(l, j), ak)
      end do
      do r = 0, RK_ - 1
        s = s + t(r) * real(Bm(r, j), ak)
      end do
      Y(j, i) = real(s, rk)
    end do
  end do
end subroutine lora_linear
