! unpack_int4_grouped: byte j of row n holds element 2j (low nibble) and 2j + 1 (high nibble), 0-based;
! W(k, n) = (nibble - 8) * scales(k / G, n).
subroutine unpack_int4_grouped(W, packed, scales, N, K, G, KH, NG) bind(c, name="unpack_int4_grouped")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, K, G, KH, NG
  real(rk), intent(out) :: W(K, N)
  integer(c_int8_t), intent(in) :: packed(KH, N)
  real(rk), intent(in) :: scales(NG, N)
  integer(c_int64_t) :: in, j
  integer(c_int32_t) :: p
  real(ak) :: s

  do in = 1, N
    do j = 0, KH - 1
      p = iand(int(packed(j + 1, in), c_int32_t), 255_c_int32_t)
      s = real(scales((2 * j) / G + 1, in), ak)
      W(2 * j + 1, in) = real(real(iand(p, 15_c_int32_t) - 8, ak) * s, rk)
      W(2 * j + 2, in) = real(real(ishft(p, -4) - 8, ak) * s, rk)
    end do
  end do
end subroutine unpack_int4_grouped
