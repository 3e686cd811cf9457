! cosine_embedding_loss: PyTorch's CosineEmbeddingLoss (reduction mean); lab[n] = 1 marks a similar pair
! (target 1), 0 a dissimilar one (target -1). cos = a.b / sqrt((|a|^2 + 1e-12) (|b|^2 + 1e-12));
! loss = mean_n (1 - cos if similar else max(0, cos - margin)), in the accumulation kind.
subroutine cosine_embedding_loss(loss, A, B, lab, N, D, margin) bind(c, name="cosine_embedding_loss")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: D
  real(c_float), value, intent(in) :: margin
  real(rk), intent(out) :: loss(1)
  real(rk), intent(in) :: A(D, N)
  real(rk), intent(in) :: B(D, N)
  integer(c_int32_t), intent(in) :: lab(N)
  integer(c_int64_t) :: i, k
  real(ak) :: eps, mg, total, ab, aa, bb, a1, b1, cs

  eps = real(1e-12_c_double, ak)
  mg = real(margin, ak)
  total = 0.0_ak
  do i = 1, N
    ab = 0.0_ak
    aa = 0.0_ak
    bb = 0.0_ak
    do k = 1, D
      a1 = real(A(k, i), ak)
      b1 = real(B(k, i), ak)
      ab = ab + a1 * b1
      aa = aa + a1 * a1
      bb = bb + b1 * b1
    end do
    cs = ab / sqrt((aa + eps) * (bb + eps))
    if (lab(i) == 1) then
      total = total + (1 - cs)
    else if (cs - mg > 0) then
      total = total + (cs - mg)
    end if
  end do
  loss(1) = real(total / real(N, ak), rk)
end subroutine cosine_embedding_loss
