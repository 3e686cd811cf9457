! ccsd_ladder: CCSD particle-particle ladder: R[i,j,a,b] = sum_cd W[a,b,c,d] T[i,j,c,d] (a 4-index tensor contraction)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine ccsd_ladder(R, W, T, NOCC, NVIR) bind(c, name="ccsd_ladder")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: R(0:*)
  real(rk), intent(in) :: W(0:*)
  real(rk), intent(in) :: T(0:*)
  integer(c_int64_t), value, intent(in) :: NOCC
  integer(c_int64_t), value, intent(in) :: NVIR
  integer(c_int64_t) :: v2
  integer(c_int64_t) :: ij
  integer(c_int64_t) :: ab
  real(rk) :: s
  integer(c_int64_t) :: cd

  v2 = int((NVIR * NVIR), c_int64_t)
  do ij = 0, (NOCC * NOCC) - 1
    do ab = 0, v2 - 1
      s = real(0, rk)
      do cd = 0, v2 - 1
        s = real((s + (W(((ab * v2) + cd)) * T(((ij * v2) + cd)))), rk)
      end do
      R(((ij * v2) + ab)) = real(s, rk)
    end do
  end do
end subroutine ccsd_ladder
