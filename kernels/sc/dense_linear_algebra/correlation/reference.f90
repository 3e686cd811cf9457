! correlation: PolyBench/C 4.2 correlation (float_n = N, eps = 0.1): mean and stddev of the M columns of data
! (N observations), data centred and scaled in place, corr = the correlation matrix of the columns.
subroutine correlation(data, corr, mean, stddev, M, N) bind(c, name="correlation")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N
  real(rk), intent(inout) :: data(0:M - 1, 0:N - 1)
  real(rk), intent(out) :: corr(0:M - 1, 0:M - 1), mean(0:M - 1), stddev(0:M - 1)
  real(rk) :: float_n, eps, s
  integer(c_int64_t) :: i, j, k

  float_n = real(N, rk)
  eps = 0.1_rk
  do j = 0, M - 1
    s = 0
    do i = 0, N - 1
      s = s + data(j, i)
    end do
    mean(j) = s / float_n
  end do
  do j = 0, M - 1
    s = 0
    do i = 0, N - 1
      s = s + (data(j, i) - mean(j)) * (data(j, i) - mean(j))
    end do
    s = s / float_n
    s = real(sqrt(real(s, c_double)), rk)
    if (s <= eps) then
      stddev(j) = 1
    else
      stddev(j) = s
    end if
  end do
  do i = 0, N - 1
    do j = 0, M - 1
      data(j, i) = data(j, i) - mean(j)
      data(j, i) = data(j, i) / (real(sqrt(real(float_n, c_double)), rk) * stddev(j))
    end do
  end do
  do i = 0, M - 2
    corr(i, i) = 1
    do j = i + 1, M - 1
      s = 0
      do k = 0, N - 1
        s = s + data(i, k) * data(j, k)
      end do
      corr(j, i) = s
      corr(i, j) = s
    end do
  end do
  corr(M - 1, M - 1) = 1
end subroutine correlation
