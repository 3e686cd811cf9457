! mix_collatz_steps: steps(i) = Collatz steps from n(i) to 1, at most maxit; total = their sum.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine mix_collatz_steps(n, steps, total, LEN_1D, maxit) bind(c, name="mix_collatz_steps")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int32_t), value, intent(in) :: maxit
  integer(c_int64_t), intent(in) :: n(0:LEN_1D - 1)
  integer(c_int32_t), intent(out) :: steps(0:LEN_1D - 1)
  integer(c_int64_t), intent(out) :: total(0:0)
  integer(c_int64_t) :: i, v, t
  integer(c_int32_t) :: k

  t = 0
  do i = 0, LEN_1D - 1
    v = n(i)
    k = 0
    do while (v /= 1 .and. k < maxit)
      if (mod(v, 2_c_int64_t) == 0) then
        v = v / 2
      else
        v = 3 * v + 1
      end if
      k = k + 1
    end do
    steps(i) = k
    t = t + int(k, c_int64_t)
  end do
  total(0) = t
end subroutine mix_collatz_steps
