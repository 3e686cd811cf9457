! linear_logsumexp_leakyrelu2: y(i) = leaky(leaky(log sum_j exp(X(:, i) . W(:, j) + b(j)))), X is M x K,
! W is N x K (C order; PyTorch's Linear); the log-sum-exp in one pass with a running maximum zmax and a
! running sum of exp(z_j - zmax) (rescaled when z exceeds zmax); leaky(v) = v if v > 0 else slope v, applied twice.
subroutine linear_logsumexp_leakyrelu2(y, X, W, b, M, N, K, slope) bind(c, name="linear_logsumexp_leakyrelu2")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(rk), value, intent(in) :: slope
  real(rk), intent(out) :: y(M)
  real(rk), intent(in) :: X(K, M)
  real(rk), intent(in) :: W(K, N)
  real(rk), intent(in) :: b(N)
  integer(c_int64_t) :: i, j, kk
  real(ak) :: z, zmax, s, l, a

  a = real(slope, ak)
  do i = 1, M
    zmax = 0
    s = 0
    do j = 1, N
      z = real(b(j), ak)
      do kk = 1, K
        z = z + real(X(kk, i), ak) * real(W(kk, j), ak)
      end do
      if (j == 1) then
        zmax = z
        s = 1
      else if (z > zmax) then
        s = s * exp(zmax - z) + 1
        zmax = z
      else
        s = s + exp(z - zmax)
      end if
    end do
    l = zmax + log(s)
    if (l <= 0) l = a * l
    if (l <= 0) l = a * l
    y(i) = real(l, rk)
  end do
end subroutine linear_logsumexp_leakyrelu2
