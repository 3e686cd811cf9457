! cosine_similarity_backward: gradient of c_i = a_i . b_i / max(|a_i| |b_i|, 1e-8) (rows of A, B, M x D
! in C order) given dC. Per row: w = sum a b, sa = sum a^2, sb = sum b^2 (in order),
! q = sqrt(sa) sqrt(sb); where q > 1e-8: c = w / q, dA = g (b / q - c a / sa), dB = g (a / q - c b / sb);
! else dA = g b / 1e-8, dB = g a / 1e-8.
subroutine cosine_similarity_backward(dA, dB, dC, A, B, M, D) bind(c, name="cosine_similarity_backward")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, D
  real(rk), intent(out) :: dA(D, M)
  real(rk), intent(out) :: dB(D, M)
  real(rk), intent(in) :: dC(M)
  real(rk), intent(in) :: A(D, M)
  real(rk), intent(in) :: B(D, M)
  integer(c_int64_t) :: i, k
  real(ak) :: w, sa, sb, av, bv, g, q, c, eps

  eps = real(1.0d-8, ak)
  do i = 1, M
    w = 0
    sa = 0
    sb = 0
    do k = 1, D
      av = real(A(k, i), ak)
      bv = real(B(k, i), ak)
      w = w + av * bv
      sa = sa + av * av
      sb = sb + bv * bv
    end do
    g = real(dC(i), ak)
    q = sqrt(sa) * sqrt(sb)
    if (q > eps) then
      c = w / q
      do k = 1, D
        av = real(A(k, i), ak)
        bv = real(B(k, i), ak)
        dA(k, i) = real(g * (bv / q - c * av / sa), rk)
        dB(k, i) = real(g * (av / q - c * bv / sb), rk)
      end do
    else
      do k = 1, D
        dA(k, i) = real(g * real(B(k, i), ak) / eps, rk)
        dB(k, i) = real(g * real(A(k, i), ak) / eps, rk)
      end do
    end if
  end do
end subroutine cosine_similarity_backward
