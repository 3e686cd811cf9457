! alibi_bias: slopes(h) = 2^(-8 h / H) (h 1-based); query i (1-based) sits at q = Sk - Sq + i - 1 (0-based);
! bias(j, i, h) (C's bias[h][i][j]) = -slopes(h) * |q - (j - 1)|.
subroutine alibi_bias(bias, slopes, H, Sq, Sk) bind(c, name="alibi_bias")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: H, Sq, Sk
  real(rk), intent(out) :: bias(Sk, Sq, H), slopes(H)
  integer(c_int64_t) :: ih, i, j, q
  real(ak) :: m, ln2

  ln2 = real(0.69314718055994530942_c_double, ak)
  do ih = 1, H
    m = exp(-real(8 * ih, ak) / real(H, ak) * ln2)
    slopes(ih) = real(m, rk)
    do i = 1, Sq
      q = Sk - Sq + i - 1
      do j = 1, Sk
        bias(j, i, ih) = real(-m * real(abs(q - (j - 1)), ak), rk)
      end do
    end do
  end do
end subroutine alibi_bias
