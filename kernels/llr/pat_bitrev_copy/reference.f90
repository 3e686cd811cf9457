! pat_bitrev_copy: bit-reversal permutation copy b[rev_LOGN(i)] = a[i], N = 2**LOGN.
! Arrays are 0-based, indexed as in the C reference.
subroutine pat_bitrev_copy(a, b, LOGN, N) bind(c, name="pat_bitrev_copy")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LOGN
  integer(c_int64_t), value, intent(in) :: N
  real(rk), intent(in) :: a(0:N - 1)
  real(rk), intent(out) :: b(0:N - 1)
  integer(c_int64_t) :: i, k, r, t

  do i = 0, N - 1
    r = 0
    t = i
    do k = 0, LOGN - 1
      r = ior(ishft(r, 1), iand(t, 1_c_int64_t))
      t = ishft(t, -1)
    end do
    b(r) = a(i)
  end do
end subroutine pat_bitrev_copy
