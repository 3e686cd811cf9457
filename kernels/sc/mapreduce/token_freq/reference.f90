! token_freq: relative frequencies count(t) / N of N 16-bit tokens over V ids, and the distinct count.
! tokens are uint16_t in C: read as c_int16_t and masked to [0, 65535]; C's freq[t] is freq(t+1).
subroutine token_freq(freq, ndistinct, tokens, N, V) bind(c, name="token_freq")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, V
  real(rk), intent(out) :: freq(V)
  integer(c_int64_t), intent(out) :: ndistinct(1)
  integer(c_int16_t), intent(in) :: tokens(N)
  integer(c_int64_t) :: i, t, nd
  real(rk) :: rn

  do t = 1, V
    freq(t) = 0
  end do
  do i = 1, N
    t = iand(int(tokens(i), c_int64_t), 65535_c_int64_t) + 1
    freq(t) = freq(t) + 1
  end do
  nd = 0
  rn = real(N, rk)
  do t = 1, V
    if (freq(t) > 0) nd = nd + 1
    freq(t) = freq(t) / rn
  end do
  ndistinct(1) = nd
end subroutine token_freq
