! tiny_cnn_classifier: tiny CNN forward pass: A = relu(conv3x3(X; Wc) + bc) with zero padding 1
! (CI -> CF channels), p = mean of A over H x W per (image, filter), Y = p Wfc^T + bfc (NC logits per image).
subroutine tiny_cnn_classifier(Y, X, Wc, bc, Wfc, bfc, B, CI, CF, H, W, NC) bind(c, name="tiny_cnn_classifier")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, CI, CF, H, W, NC
  real(rk), intent(out) :: Y(0:NC - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:W - 1, 0:H - 1, 0:CI - 1, 0:B - 1), Wc(0:2, 0:2, 0:CI - 1, 0:CF - 1), bc(0:CF - 1)
  real(rk), intent(in) :: Wfc(0:CF - 1, 0:NC - 1), bfc(0:NC - 1)
  integer(c_int64_t) :: n, f, r, q, c, i, j, rr, qq, kk
  real(ak) :: pool, v, p

  do n = 0, B - 1
    Y(:, n) = bfc
    do f = 0, CF - 1
      pool = 0
      do r = 0, H - 1
        do q = 0, W - 1
          v = bc(f)
          do c = 0, CI - 1
            do i = 0, 2
              rr = r + i - 1
              if (rr < 0 .or. rr >= H) cycle
              do j = 0, 2
                qq = q + j - 1
                if (qq < 0 .or. qq >= W) cycle
                v = v + X(qq, rr, c, n) * Wc(j, i, c, f)
              end do
            end do
          end do
          if (v > 0) pool = pool + v
        end do
      end do
      p = pool / real(H * W, ak)
      do kk = 0, NC - 1
        Y(kk, n) = real(Y(kk, n) + Wfc(f, kk) * p, rk)
      end do
    end do
  end do
end subroutine tiny_cnn_classifier
