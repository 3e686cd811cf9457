! tridiag_columns: Thomas-algorithm tridiagonal solve a x[k-1] + b x[k] + c x[k+1] = d on every one of NCOL columns
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine tridiag_columns(x, a, b, c, d, NCOL, NZ) bind(c, name="tridiag_columns")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: x(0:*)
  real(rk), intent(in) :: a(0:*)
  real(rk), intent(in) :: b(0:*)
  real(rk), intent(in) :: c(0:*)
  real(rk), intent(in) :: d(0:*)
  integer(c_int64_t), value, intent(in) :: NCOL
  integer(c_int64_t), value, intent(in) :: NZ
  real(rk) :: cp(0:255)
  integer(c_int64_t) :: col
  integer(c_int64_t) :: o
  integer(c_int64_t) :: k
  real(rk) :: m

  if (((NZ > 256) .or. (NZ < 1))) then
    return
  end if
  do col = 0, NCOL - 1
    o = int((col * NZ), c_int64_t)
    cp(0) = real((c(o) / b(o)), rk)
    x(o) = real((d(o) / b(o)), rk)
    do k = 1, NZ - 1
      m = real((b((o + k)) - (a((o + k)) * cp((k - 1)))), rk)
      cp(k) = real((c((o + k)) / m), rk)
      x((o + k)) = real(((d((o + k)) - (a((o + k)) * x(((o + k) - 1)))) / m), rk)
    end do
    do k = (NZ - 2), 0, -1
      x((o + k)) = real((x((o + k)) - (cp(k) * x(((o + k) + 1)))), rk)
    end do
  end do
end subroutine tridiag_columns
