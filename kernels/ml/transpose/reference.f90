! transpose: out-of-place transpose of an M x N matrix, B[j, i] = A[i, j] (x.t().contiguous()),
! walked in 32 x 32 tiles.
subroutine transpose(B, A, M, N) bind(c, name="transpose")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N
  real(rk), intent(out) :: B(M, N)
  real(rk), intent(in) :: A(N, M)
  integer(c_int64_t), parameter :: tile = 32
  integer(c_int64_t) :: i0, j0, i, j

  do i0 = 1, M, tile
    do j0 = 1, N, tile
      do i = i0, min(i0 + tile - 1, M)
        do j = j0, min(j0 + tile - 1, N)
          B(i, j) = A(j, i)
        end do
      end do
    end do
  end do
end subroutine transpose
