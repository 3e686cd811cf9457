! chebyshev_clenshaw: y(j, f) = sum_k c(k, f) T_k(x(j)) for NF Chebyshev series of NC coefficients
! (0-based k) at NX points, by Clenshaw's backward recurrence.
subroutine chebyshev_clenshaw(y, c, x, NF, NC, NX) bind(c, name="chebyshev_clenshaw")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NF, NC, NX
  real(rk), intent(out) :: y(0:NX - 1, 0:NF - 1)
  real(rk), intent(in) :: c(0:NC - 1, 0:NF - 1), x(0:NX - 1)
  integer(c_int64_t) :: f, j, k
  real(rk) :: xj, t, b0, b1, b2

  do f = 0, NF - 1
    do j = 0, NX - 1
      xj = x(j)
      t = xj + xj
      b1 = 0
      b2 = 0
      do k = NC - 1, 1, -1
        b0 = c(k, f) + t * b1 - b2
        b2 = b1
        b1 = b0
      end do
      y(j, f) = c(0, f) + xj * b1 - b2
    end do
  end do
end subroutine chebyshev_clenshaw
