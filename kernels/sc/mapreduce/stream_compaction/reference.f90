! stream_compaction: pack the values x[i] > thresh in index order into out[0..count) and their indices into
! idx[0..count); out[count..N) = 0, idx[count..N) = -1.
subroutine stream_compaction(out, idx, count, x, N, thresh) bind(c, name="stream_compaction")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: thresh
  real(rk), intent(out) :: out(0:N - 1)
  integer(c_int32_t), intent(out) :: idx(0:N - 1)
  integer(c_int64_t), intent(out) :: count(1)
  real(rk), intent(in) :: x(0:N - 1)
  integer(c_int64_t) :: i, k, nout

  nout = 0
  do i = 0, N - 1
    if (x(i) > thresh) then
      out(nout) = x(i)
      idx(nout) = int(i, c_int32_t)
      nout = nout + 1
    end if
  end do
  count(1) = nout
  do k = nout, N - 1
    out(k) = 0
    idx(k) = -1
  end do
end subroutine stream_compaction
