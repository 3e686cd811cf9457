! pat_cmac: interleaved complex multiply-accumulate c[k] += a[k] * b[k] on (re, im) pairs.
! Arrays are 0-based, indexed as in the C reference.
subroutine pat_cmac(a, b, c, N) bind(c, name="pat_cmac")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(in) :: a(0:2 * N - 1)
  real(rk), intent(in) :: b(0:2 * N - 1)
  real(rk), intent(inout) :: c(0:2 * N - 1)
  integer(c_int64_t) :: k
  real(rk) :: ar, ai, br, bi

  do k = 0, N - 1
    ar = a(2 * k)
    ai = a(2 * k + 1)
    br = b(2 * k)
    bi = b(2 * k + 1)
    c(2 * k) = c(2 * k) + (ar * br - ai * bi)
    c(2 * k + 1) = c(2 * k + 1) + (ar * bi + ai * br)
  end do
end subroutine pat_cmac
