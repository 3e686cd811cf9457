! pat_aos_soa_t2: 2x2 blocks (AoS) -> 4 SoA planes, each block transposed and scaled by alpha.
! Arrays are 0-based; C soa[r][i] is soa(i, r).
subroutine pat_aos_soa_t2(blk, soa, N, alpha) bind(c, name="pat_aos_soa_t2")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: alpha
  real(rk), intent(in) :: blk(0:4 * N - 1)
  real(rk), intent(out) :: soa(0:N - 1, 0:3)
  integer(c_int64_t) :: i

  do i = 0, N - 1
    soa(i, 0) = alpha * blk(4 * i + 0)
    soa(i, 1) = alpha * blk(4 * i + 2)
    soa(i, 2) = alpha * blk(4 * i + 1)
    soa(i, 3) = alpha * blk(4 * i + 3)
  end do
end subroutine pat_aos_soa_t2
