! pat_welford_block: Welford running mean and population variance of each block of B samples.
! Arrays are 0-based; C x[r][j] is x(j, r).
subroutine pat_welford_block(x, mean, var, NB, B) bind(c, name="pat_welford_block")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NB
  integer(c_int64_t), value, intent(in) :: B
  real(rk), intent(in) :: x(0:B - 1, 0:NB - 1)
  real(rk), intent(out) :: mean(0:NB - 1)
  real(rk), intent(out) :: var(0:NB - 1)
  integer(c_int64_t) :: r, j
  real(rk) :: m, m2, v, d

  do r = 0, NB - 1
    m = 0.0_rk
    m2 = 0.0_rk
    do j = 0, B - 1
      v = x(j, r)
      d = v - m
      m = m + d / real(j + 1, rk)
      m2 = m2 + d * (v - m)
    end do
    mean(r) = m
    var(r) = m2 / real(B, rk)
  end do
end subroutine pat_welford_block
