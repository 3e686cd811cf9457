! w4a16_linear: 4-bit weight-only linear layer Y = X W^T (X (M, K)); W (N, K) packed two nibbles a byte in Wq (N, K/2), low nibble first, zero point 8, one scale per group of G weights in scales (N, K/G).
! The uint8 bytes arrive as integer(c_int8_t); iand(int(byte), 255) recovers C's unsigned value 0..255.
subroutine w4a16_linear(Y, X, Wq, scales, M, N, K, G) bind(c, name="w4a16_linear")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K, G
  real(rk), intent(out) :: Y(N, M)
  real(rk), intent(in) :: X(K, M)
  integer(c_int8_t), intent(in) :: Wq(K / 2, N)
  real(rk), intent(in) :: scales(K / G, N)
  integer(c_int64_t) :: i, j, gg, kk
  integer :: byte, q
  real(ak) :: acc, s

  do i = 1, M
    do j = 1, N
      acc = 0
      do gg = 0, K / G - 1
        s = 0
        do kk = gg * G, (gg + 1) * G - 1
          byte = iand(int(Wq(kk / 2 + 1, j)), 255)
          if (mod(kk, 2_c_int64_t) == 0) then
            q = iand(byte, 15) - 8
          else
            q = ishft(byte, -4) - 8
          end if
          s = s + real(X(kk + 1, i), ak) * real(q, ak)
        end do
        acc = acc + s * real(scales(gg + 1, j), ak)
      end do
      Y(j, i) = real(acc, rk)
    end do
  end do
end subroutine w4a16_linear
