! fem_p1_laplace: matrix-free P1 FEM Laplacian y = K u on an unstructured triangle mesh (element loop in order, element matrix from the geometry, scatter-add).
subroutine fem_p1_laplace(y, u, x, yc, tri, NXC, NYC, NN, NT) bind(c, name="fem_p1_laplace")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NXC
  integer(c_int64_t), value, intent(in) :: NYC
  integer(c_int64_t), value, intent(in) :: NN
  integer(c_int64_t), value, intent(in) :: NT
  real(rk), intent(out) :: y(0:NN - 1)
  real(rk), intent(in) :: u(0:NN - 1)
  real(rk), intent(in) :: x(0:NN - 1)
  real(rk), intent(in) :: yc(0:NN - 1)
  integer(c_int32_t), intent(in) :: tri(0:2, 0:NT - 1)
  integer(c_int64_t) :: e
  integer :: i, j, k
  integer(c_int32_t) :: v(0:2)
  real(rk) :: twoA, A, s, b(0:2), c(0:2)

  if (NXC + NYC < 0) continue  ! NXC, NYC only shape the mesh
  y = 0
  do e = 0, NT - 1
    v = tri(:, e)  ! C's tri[e][0..2]
    twoA = (x(v(1)) - x(v(0))) * (yc(v(2)) - yc(v(0))) - (x(v(2)) - x(v(0))) * (yc(v(1)) - yc(v(0)))
    do i = 0, 2
      j = mod(i + 1, 3)
      k = mod(i + 2, 3)
      b(i) = (yc(v(j)) - yc(v(k))) / twoA
      c(i) = (x(v(k)) - x(v(j))) / twoA
    end do
    A = twoA / 2
    do i = 0, 2
      s = 0
      do j = 0, 2
        s = s + A * (b(i) * b(j) + c(i) * c(j)) * u(v(j))
      end do
      y(v(i)) = y(v(i)) + s
    end do
  end do
end subroutine fem_p1_laplace
