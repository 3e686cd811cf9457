! linear_colmax_center_gelu: KernelBench's Gemm_Max_Subtract_GELU with the max over the batch (dim 0).
! m(j) = max_i b(j) + X(:, i) . W(:, j) (X is M x K, W is N x K in C order), stored into y and read back;
! t = m(j) - mean(m); y(j) = 0.5 t (1 + erf(t / sqrt(2))).
subroutine linear_colmax_center_gelu(y, X, W, b, M, N, K) bind(c, name="linear_colmax_center_gelu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), intent(out) :: y(N)
  real(rk), intent(in) :: X(K, M)
  real(rk), intent(in) :: W(K, N)
  real(rk), intent(in) :: b(N)
  integer(c_int64_t) :: i, j, kk
  real(ak) :: s, zmax, mu, t
  real(ak), parameter :: rsqrt2 = 0.70710678118654752440_ak

  do j = 1, N
    zmax = 0
    do i = 1, M
      s = real(b(j), ak)
      do kk = 1, K
        s = s + real(X(kk, i), ak) * real(W(kk, j), ak)
      end do
      if (i == 1) then
        zmax = s
      else if (s > zmax) then
        zmax = s
      end if
    end do
    y(j) = real(zmax, rk)
  end do
  mu = 0
  do j = 1, N
    mu = mu + real(y(j), ak)
  end do
  mu = mu / real(N, ak)
  do j = 1, N
    t = real(y(j), ak) - mu
    y(j) = real(0.5_ak * t * (1 + erf(t * rsqrt2)), rk)
  end do
end subroutine linear_colmax_center_gelu
