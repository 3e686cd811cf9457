! margin_ranking_loss: torch.nn.MarginRankingLoss (reduction mean) of scores x1, x2 and labels y = 2 lab - 1
! (lab in {0, 1}, so y in {-1, 1}): loss = sum_i max(0, -y_i (x1_i - x2_i) + margin) / N, summed in order.
subroutine margin_ranking_loss(loss, x1, x2, lab, N, margin) bind(c, name="margin_ranking_loss")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(c_float), value, intent(in) :: margin
  real(rk), intent(out) :: loss(1)
  real(rk), intent(in) :: x1(N)
  real(rk), intent(in) :: x2(N)
  integer(c_int8_t), intent(in) :: lab(N)
  integer(c_int64_t) :: i
  real(ak) :: m, s, y, l

  m = real(margin, ak)
  s = 0.0_ak
  do i = 1, N
    y = real(2 * int(lab(i)) - 1, ak)
    l = -y * (real(x1(i), ak) - real(x2(i), ak)) + m
    if (l > 0) s = s + l
  end do
  loss(1) = real(s / real(N, ak), rk)
end subroutine margin_ranking_loss
