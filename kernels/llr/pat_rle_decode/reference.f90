! pat_rle_decode: run-length decode, lens[r] copies of vals[r] back to back, the tail of out zero;
! count[0] = the decoded length. Arrays are 0-based, indexed as in the C reference.
subroutine pat_rle_decode(vals, lens, out, count, R) bind(c, name="pat_rle_decode")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R
  real(rk), intent(in) :: vals(0:R - 1)
  integer(c_int32_t), intent(in) :: lens(0:R - 1)
  real(rk), intent(out) :: out(0:8 * R - 1)
  integer(c_int64_t), intent(out) :: count(0:0)
  integer(c_int64_t) :: ir, pos, i
  integer(c_int32_t) :: k
  real(rk) :: v

  pos = 0
  do ir = 0, R - 1
    v = vals(ir)
    do k = 1, lens(ir)
      out(pos) = v
      pos = pos + 1
    end do
  end do
  count(0) = pos
  do i = pos, 8 * R - 1
    out(i) = 0.0_rk
  end do
end subroutine pat_rle_decode
