! fp8_e5m2_matmul: fp8 (E5M2) matmul Y = sa sb A B^T, A (M x K) and B (N x K) given as uint8 E5M2 codes
! decoded exactly (sign bit 7, exponent bits 2..6, mantissa bits 0..1; exponent 0: m 2^-16, else
! (4 + m) 2^(e - 17)), products summed in order of k, then scaled by sa sb.
! The uint8 codes arrive as integer(c_int8_t) (codes above 127 read negative): iand(code, 255) recovers them.
subroutine fp8_e5m2_matmul(Y, Aq, Bq, M, N, K, sa, sb) bind(c, name="fp8_e5m2_matmul")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(c_float), value, intent(in) :: sa, sb
  real(rk), intent(out) :: Y(N, M)
  integer(c_int8_t), intent(in) :: Aq(K, M), Bq(K, N)
  real(ak) :: lut(0:255), acc, scl
  integer :: code, ex, mant
  integer(c_int64_t) :: i, j, l

  do code = 0, 255
    ex = iand(ishft(code, -2), 31)
    mant = iand(code, 3)
    if (ex == 0) then
      lut(code) = real(mant, ak) * scale(1.0_ak, -16)
    else
      lut(code) = real(4 + mant, ak) * scale(1.0_ak, ex - 17)
    end if
    if (iand(code, 128) /= 0) lut(code) = -lut(code)
  end do
  scl = real(sa, ak) * real(sb, ak)
  do i = 1, M
    do j = 1, N
      acc = 0
      do l = 1, K
        acc = acc + lut(iand(int(Aq(l, i)), 255)) * lut(iand(int(Bq(l, j)), 255))
      end do
      Y(j, i) = real(acc * scl, rk)
    end do
  end do
end subroutine fp8_e5m2_matmul
