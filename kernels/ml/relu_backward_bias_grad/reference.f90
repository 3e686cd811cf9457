! relu_backward_bias_grad: the backward of y = relu(x W^T + b) up to the bias: dX = dY where X > 0,
! else 0 (X, dY, dX are M x N in C order), and db(j) = sum over the rows i of dX; db is zeroed, then
! row by row db(j) += dX (rounded to real(rk) at each step, rows in order).
subroutine relu_backward_bias_grad(dX, db, dY, X, M, N) bind(c, name="relu_backward_bias_grad")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N
  real(rk), intent(out) :: dX(N, M)
  real(rk), intent(out) :: db(N)
  real(rk), intent(in) :: dY(N, M)
  real(rk), intent(in) :: X(N, M)
  integer(c_int64_t) :: i, j
  real(ak) :: g

  do j = 1, N
    db(j) = 0
  end do
  do i = 1, M
    do j = 1, N
      if (real(X(j, i), ak) > 0) then
        g = real(dY(j, i), ak)
      else
        g = 0
      end if
      dX(j, i) = real(g, rk)
      db(j) = real(real(db(j), ak) + g, rk)
    end do
  end do
end subroutine relu_backward_bias_grad
