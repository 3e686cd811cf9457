! elu: Y = X where X > 0, else alpha (exp(X) - 1), elementwise.
! Fortran has no expm1: exp(x) - 1 is computed as (u - 1) x / log(u), u = exp(x) (Kahan's accurate form,
! x itself when u rounds to 1), as accurate as the C reference's expm1 near 0.
subroutine elu(Y, X, N, alpha) bind(c, name="elu")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: alpha
  real(rk), intent(out) :: Y(0:N - 1)
  real(rk), intent(in) :: X(0:N - 1)
  integer(c_int64_t) :: i
  real(ak) :: x1, u, em1

  do i = 0, N - 1
    x1 = real(X(i), ak)
    if (x1 > 0) then
      Y(i) = real(x1, rk)
    else
      u = exp(x1)
      if (u < 1 .or. u > 1) then
        em1 = (u - 1) * x1 / log(u)
      else
        em1 = x1
      end if
      Y(i) = real(real(alpha, ak) * em1, rk)
    end if
  end do
end subroutine elu
