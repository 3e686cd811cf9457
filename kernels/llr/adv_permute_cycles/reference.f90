! adv_permute_cycles: in-place permutation a[p[i]] = a_old[i] by a cycle walk; cyc[i] = smallest index
! of i's cycle. Arrays are 0-based, indexed as the C reference indexes them (p holds 0-based indices).
subroutine adv_permute_cycles(a, p, cyc, LEN_1D) bind(c, name="adv_permute_cycles")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(inout) :: a(0:LEN_1D - 1)
  integer(c_int32_t), intent(in) :: p(0:LEN_1D - 1)
  integer(c_int32_t), intent(out) :: cyc(0:LEN_1D - 1)
  real(rk) :: carry, t
  integer(c_int64_t) :: s, j, nxt

  cyc = -1
  do s = 0, LEN_1D - 1
    if (cyc(s) >= 0) cycle
    carry = a(s)
    j = s
    do
      cyc(j) = int(s, c_int32_t)
      nxt = int(p(j), c_int64_t)
      t = a(nxt)
      a(nxt) = carry
      carry = t
      j = nxt
      if (j == s) exit
    end do
  end do
end subroutine adv_permute_cycles
