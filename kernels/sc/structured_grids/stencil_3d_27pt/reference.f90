! stencil_3d_27pt: one 3-D 27-point stencil sweep, weights c0 (centre), c1 (6 faces), c2 (12 edges), c3 (8 corners), boundary copied.
subroutine stencil_3d_27pt(B, A, N, c0, c1, c2, c3) bind(c, name="stencil_3d_27pt")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: c0
  real(rk), value, intent(in) :: c1
  real(rk), value, intent(in) :: c2
  real(rk), value, intent(in) :: c3
  real(rk), intent(out) :: B(0:N - 1, 0:N - 1, 0:N - 1)
  real(rk), intent(in) :: A(0:N - 1, 0:N - 1, 0:N - 1)
  integer(c_int64_t) :: i, j, k, di, dj, dk, m
  real(rk) :: s(0:3)

  ! C's x[i][j][k] is x(k, j, i)
  do i = 0, N - 1
    do j = 0, N - 1
      do k = 0, N - 1
        if (i == 0 .or. j == 0 .or. k == 0 .or. i == N - 1 .or. j == N - 1 .or. k == N - 1) then
          B(k, j, i) = A(k, j, i)
          cycle
        end if
        s = 0
        do di = -1, 1
          do dj = -1, 1
            do dk = -1, 1
              m = merge(1, 0, di /= 0) + merge(1, 0, dj /= 0) + merge(1, 0, dk /= 0)
              s(m) = s(m) + A(k + dk, j + dj, i + di)
            end do
          end do
        end do
        B(k, j, i) = c0 * s(0) + c1 * s(1) + c2 * s(2) + c3 * s(3)
      end do
    end do
  end do
end subroutine stencil_3d_27pt
