! adv_ring_comb: comb filter through a ring buffer of length M.
! k = 0; for each i: v = x[i] + g * ring[k]; ring[k] = y[i] = v; k = k + 1, back to 0 at M.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine adv_ring_comb(x, y, ring, LEN_1D, M, g) bind(c, name="adv_ring_comb")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: M
  real(rk), value, intent(in) :: g
  real(rk), intent(in) :: x(0:LEN_1D - 1)
  real(rk), intent(out) :: y(0:LEN_1D - 1)
  real(rk), intent(inout) :: ring(0:M - 1)
  real(rk) :: v
  integer(c_int64_t) :: i, k

  k = 0
  do i = 0, LEN_1D - 1
    v = x(i) + g * ring(k)
    ring(k) = v
    y(i) = v
    if (k + 1 == M) then
      k = 0
    else
      k = k + 1
    end if
  end do
end subroutine adv_ring_comb
