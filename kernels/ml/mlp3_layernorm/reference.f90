! mlp3_layernorm: 3-layer MLP, H1 = relu(layernorm(X W1^T + b1) g1 + be1), H2 = relu(layernorm(H1 W2^T + b2)
! g2 + be2) (layernorm over the features: mean, biased variance, eps inside the square root), Y = H2 W3^T + b3;
! H1 and H2 are stored.
subroutine mlp3_layernorm(Y, H1, H2, X, W1, b1, g1, be1, W2, b2, g2, be2, W3, b3, M, DI, HD, DO, eps) &
    bind(c, name="mlp3_layernorm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, DI, HD, DO
  real(c_float), value, intent(in) :: eps
  real(rk), intent(out) :: Y(0:DO - 1, 0:M - 1), H1(0:HD - 1, 0:M - 1), H2(0:HD - 1, 0:M - 1)
  real(rk), intent(in) :: X(0:DI - 1, 0:M - 1), W1(0:DI - 1, 0:HD - 1), b1(0:HD - 1), g1(0:HD - 1), be1(0:HD - 1)
  real(rk), intent(in) :: W2(0:HD - 1, 0:HD - 1), b2(0:HD - 1), g2(0:HD - 1), be2(0:HD - 1)
  real(rk), intent(in) :: W3(0:HD - 1, 0:DO - 1), b3(0:DO - 1)
  integer(c_int64_t) :: i

  do i = 0, M - 1
    call linear_row(H1(:, i), X(:, i), W1, b1, DI, HD)
    call ln_relu_row(H1(:, i), g1, be1)
    call linear_row(H2(:, i), H1(:, i), W2, b2, HD, HD)
    call ln_relu_row(H2(:, i), g2, be2)
    call linear_row(Y(:, i), H2(:, i), W3, b3, HD, DO)
  end do

contains

  subroutine linear_row(z, xr, Wm, bv, nin, nout)
    integer(c_int64_t), intent(in) :: nin, nout
    real(rk), intent(out) :: z(0:nout - 1)
    real(rk), intent(in) :: xr(0:nin - 1), Wm(0:nin - 1, 0:nout - 1), bv(0:nout - 1)
    integer(c_int64_t) :: j, k
    real(ak) :: s

    do j = 0, nout - 1
      s = bv(j)
      do k = 0, nin - 1
        s = s + xr(k) * Wm(k, j)
      end do
      z(j) = real(s, rk)
    end do
  end subroutine linear_row

  subroutine ln_relu_row(z, g, be)
    real(rk), intent(inout) :: z(0:HD - 1)
    real(rk), intent(in) :: g(0:HD - 1), be(0:HD - 1)
    integer(c_int64_t) :: j
    real(ak) :: s, mean, q, d, r, v

    s = 0
    do j = 0, HD - 1
      s = s + z(j)
    end do
    mean = s / real(HD, ak)
    q = 0
    do j = 0, HD - 1
      d = z(j) - mean
      q = q + d * d
    end do
    r = 1 / sqrt(q / real(HD, ak) + real(eps, ak))
    do j = 0, HD - 1
      v = (z(j) - mean) * r * g(j) + be(j)
      z(j) = real(max(v, real(0, ak)), rk)
    end do
  end subroutine ln_relu_row
end subroutine mlp3_layernorm
