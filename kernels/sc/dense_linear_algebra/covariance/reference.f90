! covariance: PolyBench covariance: cov = sample covariance of the columns of data (N x M, centred in place)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine covariance(data, cov, mean, M, N) bind(c, name="covariance")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: data(0:*)
  real(rk), intent(out) :: cov(0:*)
  real(rk), intent(out) :: mean(0:*)
  integer(c_int64_t), value, intent(in) :: M
  integer(c_int64_t), value, intent(in) :: N
  real(rk) :: float_n
  integer(c_int64_t) :: j
  real(rk) :: s
  integer(c_int64_t) :: i
  integer(c_int64_t) :: k

  float_n = real(real(N, rk), rk)
  do j = 0, M - 1
    s = real(0, rk)
    do i = 0, N - 1
      s = real((s + data(((i * M) + j))), rk)
    end do
    mean(j) = real((s / float_n), rk)
  end do
  do i = 0, N - 1
    do j = 0, M - 1
      data(((i * M) + j)) = real((data(((i * M) + j)) - mean(j)), rk)
    end do
  end do
  do i = 0, M - 1
    do j = i, M - 1
      s = real(0, rk)
      do k = 0, N - 1
        s = real((s + (data(((k * M) + i)) * data(((k * M) + j)))), rk)
      end do
      s = real((s / (float_n - real(1, rk))), rk)
      cov(((i * M) + j)) = real(s, rk)
      cov(((j * M) + i)) = real(s, rk)
    end do
  end do
end subroutine covariance
