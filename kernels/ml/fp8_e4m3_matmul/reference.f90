! fp8_e4m3_matmul: fp8 (E4M3) matmul Y = sa sb A B^T, Aq (M, K) and Bq (N, K) uint8 codes decoded exactly, accumulated in acc_t.
! The uint8 codes arrive as integer(c_int8_t); iand(int(code), 255) recovers C's unsigned value 0..255.
subroutine fp8_e4m3_matmul(Y, Aq, Bq, M, N, K, sa, sb) bind(c, name="fp8_e4m3_matmul")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, K
  real(c_float), value, intent(in) :: sa, sb
  real(rk), intent(out) :: Y(N, M)
  integer(c_int8_t), intent(in) :: Aq(K, M)
  integer(c_int8_t), intent(in) :: Bq(K, N)
  real(ak) :: lut(0:255)
  integer :: code, ex, mant
  integer(c_int64_t) :: i, j, kk
  real(ak) :: scale, s, v

  ! the value of each code (bias 7; as the C reference, every code is decoded as a finite number)
  do code = 0, 255
    ex = iand(ishft(code, -3), 15)
    mant = iand(code, 7)
    if (ex == 0) then
      v = real(mant, ak) * 2.0_ak**(-9)
    else
      v = real(8 + mant, ak) * 2.0_ak**(ex - 7 - 3)
    end if
    if (iand(code, 128) /= 0) v = -v
    lut(code) = v
  end do
  scale = real(sa, ak) * real(sb, ak)
  do i = 1, M
    do j = 1, N
      s = 0
      do kk = 1, K
        s = s + lut(iand(int(Aq(kk, i)), 255)) * lut(iand(int(Bq(kk, j)), 255))
      end do
      Y(j, i) = real(s * scale, rk)
    end do
  end do
end subroutine fp8_e4m3_matmul
