! moe_top1_ffn: mixture-of-experts layer with top-1 routing from given router logits: per token t,
! e = argmax_j logits[t][j] (first on ties), p = softmax(logits[t])[e], and
! out[t] = p (b2[e] + sum_f relu(W1[e][f] . X[t] + b1[e][f]) W2[e][f]) (W2 stored [E][FF][D]).
subroutine moe_top1_ffn(out, X, logits, W1, b1, W2, b2, T, D, FF, E) bind(c, name="moe_top1_ffn")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: T, D, FF, E
  real(rk), intent(out) :: out(0:D - 1, 0:T - 1)
  real(rk), intent(in) :: X(0:D - 1, 0:T - 1), logits(0:E - 1, 0:T - 1)
  real(rk), intent(in) :: W1(0:D - 1, 0:FF - 1, 0:E - 1), b1(0:FF - 1, 0:E - 1)
  real(rk), intent(in) :: W2(0:D - 1, 0:FF - 1, 0:E - 1), b2(0:D - 1, 0:E - 1)
  integer(c_int64_t) :: it, j, ie, f, kd
  real(ak) :: z, p, h

  do it = 0, T - 1
    ie = 0
    do j = 1, E - 1
      if (logits(j, it) > logits(ie, it)) ie = j
    end do
    z = 0
    do j = 0, E - 1
      z = z + exp(real(logits(j, it), ak) - real(logits(ie, it), ak))
    end do
    p = 1 / z
    out(:, it) = b2(:, ie)
    do f = 0, FF - 1
      h = b1(f, ie)
      do kd = 0, D - 1
        h = h + W1(kd, f, ie) * X(kd, it)
      end do
      if (h > 0) then
        do kd = 0, D - 1
          out(kd, it) = real(out(kd, it) + h * W2(kd, f, ie), rk)
        end do
      end if
    end do
    do kd = 0, D - 1
      out(kd, it) = real(out(kd, it) * p, rk)
    end do
  end do
end subroutine moe_top1_ffn
