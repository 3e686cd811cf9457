! LFK 2: ICCG excerpt (incomplete Cholesky conjugate gradient): halving passes x[i] = x[k] - v[k] * x[k-1] - v[k+1] * x[k+1].
! The indices i, k are C's (0-based); x[k] is x(k + 1).
subroutine lfk02_iccg(x, v, n) bind(c, name="lfk02_iccg")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: n
  real(rk), intent(inout) :: x(2 * n)
  real(rk), intent(in) :: v(2 * n)
  integer(c_int64_t) :: ii, ipnt, ipntp, i, k

  ii = n
  ipntp = 0
  do
    ipnt = ipntp
    ipntp = ipntp + ii
    ii = ii / 2
    i = ipntp
    do k = ipnt + 1, ipntp - 1, 2
      i = i + 1
      x(i + 1) = x(k + 1) - v(k + 1) * x(k) - v(k + 2) * x(k + 2)
    end do
    if (ii <= 0) exit
  end do
end subroutine lfk02_iccg
