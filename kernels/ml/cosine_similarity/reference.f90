! cosine_similarity: row-wise cosine similarity Y[r] = A[r] . B[r] / max(|A[r]| |B[r]|, 1e-8).
subroutine cosine_similarity(Y, A, B, R, C) bind(c, name="cosine_similarity")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C
  real(rk), intent(out) :: Y(R)
  real(rk), intent(in) :: A(C, R)
  real(rk), intent(in) :: B(C, R)
  integer(c_int64_t) :: i, j
  real(ak) :: ab, aa, bb, av, bv, den

  do i = 1, R
    ab = 0
    aa = 0
    bb = 0
    do j = 1, C
      av = real(A(j, i), ak)
      bv = real(B(j, i), ak)
      ab = ab + av * bv
      aa = aa + av * av
      bb = bb + bv * bv
    end do
    den = sqrt(aa) * sqrt(bb)
    if (den < real(1e-8_c_double, ak)) den = real(1e-8_c_double, ak)
    Y(i) = real(ab / den, rk)
  end do
end subroutine cosine_similarity
