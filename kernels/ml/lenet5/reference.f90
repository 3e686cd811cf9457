! lenet5: LeNet-5 forward on 32 x 32 single-channel images: P1 = maxpool2x2(relu(conv5x5(X; K1) + c1))
! (1 -> 6 channels, valid, stored), P2 = maxpool2x2(relu(conv5x5(P1; K2) + c2)) (6 -> 16, stored),
! H1 = relu(F1 flat(P2) + g1) (400 -> 120), H2 = relu(F2 H1 + g2) (120 -> 84), Y = F3 H2 + g3 (84 -> NC).
subroutine lenet5(Y, P1, P2, H1, H2, X, K1, c1, K2, c2, F1, g1, F2, g2, F3, g3, B, NC) bind(c, name="lenet5")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, NC
  real(rk), intent(out) :: Y(0:NC - 1, 0:B - 1), P1(0:13, 0:13, 0:5, 0:B - 1), P2(0:4, 0:4, 0:15, 0:B - 1)
  real(rk), intent(out) :: H1(0:119, 0:B - 1), H2(0:83, 0:B - 1)
  real(rk), intent(in) :: X(0:31, 0:31, 0:B - 1), K1(0:4, 0:4, 0:5), c1(0:5)
  real(rk), intent(in) :: K2(0:4, 0:4, 0:5, 0:15), c2(0:15)
  real(rk), intent(in) :: F1(0:399, 0:119), g1(0:119), F2(0:119, 0:83), g2(0:83), F3(0:83, 0:NC - 1), g3(0:NC - 1)
  integer(c_int64_t) :: n, o, p, q, a, bb, iy, ix, kc, i, j, k, m
  real(ak) :: s, mx

  do n = 0, B - 1
    do o = 0, 5
      do p = 0, 13
        do q = 0, 13
          mx = 0
          do a = 0, 1
            do bb = 0, 1
              iy = 2 * p + a
              ix = 2 * q + bb
              s = c1(o)
              do i = 0, 4
                do j = 0, 4
                  s = s + real(X(ix + j, iy + i, n), ak) * real(K1(j, i, o), ak)
                end do
              end do
              if ((a == 0 .and. bb == 0) .or. s > mx) mx = s
            end do
          end do
          P1(q, p, o, n) = real(max(mx, real(0, ak)), rk)
        end do
      end do
    end do
    do o = 0, 15
      do p = 0, 4
        do q = 0, 4
          mx = 0
          do a = 0, 1
            do bb = 0, 1
              iy = 2 * p + a
              ix = 2 * q + bb
              s = c2(o)
              do kc = 0, 5
                do i = 0, 4
                  do j = 0, 4
                    s = s + real(P1(ix + j, iy + i, kc, n), ak) * real(K2(j, i, kc, o), ak)
                  end do
                end do
              end do
              if ((a == 0 .and. bb == 0) .or. s > mx) mx = s
            end do
          end do
          P2(q, p, o, n) = real(max(mx, real(0, ak)), rk)
        end do
      end do
    end do
    do k = 0, 119
      s = g1(k)
      do kc = 0, 15
        do i = 0, 4
          do j = 0, 4
            s = s + real(F1(kc * 25 + i * 5 + j, k), ak) * real(P2(j, i, kc, n), ak)
          end do
        end do
      end do
      H1(k, n) = real(max(s, real(0, ak)), rk)
    end do
    do k = 0, 83
      s = g2(k)
      do m = 0, 119
        s = s + real(F2(m, k), ak) * real(H1(m, n), ak)
      end do
      H2(k, n) = real(max(s, real(0, ak)), rk)
    end do
    do k = 0, NC - 1
      s = g3(k)
      do m = 0, 83
        s = s + real(F3(m, k), ak) * real(H2(m, n), ak)
      end do
      Y(k, n) = real(s, rk)
    end do
  end do
end subroutine lenet5
