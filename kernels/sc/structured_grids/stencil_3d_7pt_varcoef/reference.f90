! stencil_3d_7pt_varcoef: 3-D 7-point variable-coefficient operator y = a alpha x - b h2inv div(beta grad x) (face beta), boundary copied
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine stencil_3d_7pt_varcoef(y, x, alpha, beta_i, beta_j, beta_k, N, a, b, h2inv) bind(c, &
    name="stencil_3d_7pt_varcoef")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: y(0:*)
  real(rk), intent(in) :: x(0:*)
  real(rk), intent(in) :: alpha(0:*)
  real(rk), intent(in) :: beta_i(0:*)
  real(rk), intent(in) :: beta_j(0:*)
  real(rk), intent(in) :: beta_k(0:*)
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: a
  real(rk), value, intent(in) :: b
  real(rk), value, intent(in) :: h2inv
  integer(c_int64_t) :: si
  integer(c_int64_t) :: sj
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j
  integer(c_int64_t) :: k
  integer(c_int64_t) :: c
  real(rk) :: div

  si = int((N * N), c_int64_t)
  sj = int(N, c_int64_t)
  do i = 0, N - 1
    do j = 0, N - 1
      do k = 0, N - 1
        c = int((((i * si) + (j * sj)) + k), c_int64_t)
        if (((((((i == 0) .or. (j == 0)) .or. (k == 0)) .or. (i == (N - 1))) .or. (j == (N - 1))) &
            .or. (k == (N - 1)))) then
          y(c) = real(x(c), rk)
          cycle
        end if
        div = real(((((((beta_i((c + si)) * (x((c + si)) - x(c))) - (beta_i(c) * (x(c) - x((c - &
            si))))) + (beta_j((c + sj)) * (x((c + sj)) - x(c)))) - (beta_j(c) * (x(c) - x((c - &
            sj))))) + (beta_k((c + 1)) * (x((c + 1)) - x(c)))) - (beta_k(c) * (x(c) - x((c - &
            1))))), rk)
        y(c) = real((((a * alpha(c)) * x(c)) - ((b * h2inv) * div)), rk)
      end do
    end do
  end do
end subroutine stencil_3d_7pt_varcoef
