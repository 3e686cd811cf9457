! fem_p1_mass: matrix-free consistent P1 FEM mass matrix y = M u on a triangle mesh
! (element loop, |A|/12 (1 + delta_ij), scatter-add). Node arrays are 0-based as in the C reference;
! tri(3, NT) is the C tri[NT][3] (tri(c + 1, t + 1) = tri[t][c]).
subroutine fem_p1_mass(y, u, px, py, tri, NN, NT) bind(c, name="fem_p1_mass")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NN
  integer(c_int64_t), value, intent(in) :: NT
  real(rk), intent(out) :: y(0:NN - 1)
  real(rk), intent(in) :: u(0:NN - 1)
  real(rk), intent(in) :: px(0:NN - 1)
  real(rk), intent(in) :: py(0:NN - 1)
  integer(c_int32_t), intent(in) :: tri(3, NT)
  integer(c_int64_t) :: n, t
  integer :: i, j
  integer(c_int32_t) :: v0, v1, v2
  real(rk) :: twoA, m, s, c

  do n = 0, NN - 1
    y(n) = 0.0_rk
  end do
  do t = 1, NT
    v0 = tri(1, t)
    v1 = tri(2, t)
    v2 = tri(3, t)
    twoA = (px(v1) - px(v0)) * (py(v2) - py(v0)) - (px(v2) - px(v0)) * (py(v1) - py(v0))
    m = abs(twoA) / 24.0_rk
    do i = 1, 3
      s = 0.0_rk
      do j = 1, 3
        if (i == j) then
          c = 2.0_rk * m
        else
          c = m
        end if
        s = s + c * u(tri(j, t))
      end do
      y(tri(i, t)) = y(tri(i, t)) + s
    end do
  end do
end subroutine fem_p1_mass
