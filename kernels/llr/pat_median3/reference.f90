! pat_median3: three-point median filter b[i] = median(a[i-1], a[i], a[i+1]), the two ends copied.
! Arrays are 0-based, indexed as in the C reference.
subroutine pat_median3(a, b, N) bind(c, name="pat_median3")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(in) :: a(0:N - 1)
  real(rk), intent(out) :: b(0:N - 1)
  integer(c_int64_t) :: i
  real(rk) :: p, q, r, lo, hi, m

  b(0) = a(0)
  do i = 1, N - 2
    p = a(i - 1)
    q = a(i)
    r = a(i + 1)
    if (p < q) then
      lo = p
      hi = q
    else
      lo = q
      hi = p
    end if
    if (hi < r) then
      m = hi
    else
      m = r
    end if
    if (lo > m) then
      b(i) = lo
    else
      b(i) = m
    end if
  end do
  b(N - 1) = a(N - 1)
end subroutine pat_median3
