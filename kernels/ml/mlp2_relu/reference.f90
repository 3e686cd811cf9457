! mlp2_relu: two-layer perceptron Y = relu(X W1^T + b1) W2^T + b2 (the hidden row is kept in real(ak)).
subroutine mlp2_relu(Y, X, W1, b1, W2, b2, M, E, F, N) bind(c, name="mlp2_relu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, E, F, N
  real(rk), intent(out) :: Y(N, M)
  real(rk), intent(in) :: X(E, M)
  real(rk), intent(in) :: W1(E, F)
  real(rk), intent(in) :: b1(F)
  real(rk), intent(in) :: W2(F, N)
  real(rk), intent(in) :: b2(N)
  integer(c_int64_t) :: i, j, k
  real(ak) :: s, hid(4096)

  do i = 1, M
    do j = 1, F
      s = real(b1(j), ak)
      do k = 1, E
        s = s + real(W1(k, j), ak) * real(X(k, i), ak)
      end do
      hid(j) = max(s, 0.0_ak)
    end do
    do j = 1, N
      s = real(b2(j), ak)
      do k = 1, F
        s = s + real(W2(k, j), ak) * hid(k)
      end do
      Y(j, i) = real(s, rk)
    end do
  end do
end subroutine mlp2_relu
