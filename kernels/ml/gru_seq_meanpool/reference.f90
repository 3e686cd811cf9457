! gru_seq_meanpool: single-layer torch.nn.GRU (gates r, z, n in weight rows [0, D), [D, 2D), [2D, 3D)) over
! T steps from h = 0; per step, a = Wih x + bih, c = Whh h + bhh, r = sigmoid(a_r + c_r),
! z = sigmoid(a_z + c_z), n = tanh(a_n + r c_n), h' = (1 - z) n + z h, stored in Hs (the next step reads it
! as stored); P = mean over t of Hs.
subroutine gru_seq_meanpool(P, Hs, X, Wih, Whh, bih, bhh, B, T, E, D) bind(c, name="gru_seq_meanpool")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, T, E, D
  real(rk), intent(out) :: P(0:D - 1, 0:B - 1), Hs(0:D - 1, 0:T - 1, 0:B - 1)
  real(rk), intent(in) :: X(0:E - 1, 0:T - 1, 0:B - 1)
  real(rk), intent(in) :: Wih(0:E - 1, 0:3 * D - 1), Whh(0:D - 1, 0:3 * D - 1), bih(0:3 * D - 1), bhh(0:3 * D - 1)
  integer(c_int64_t) :: ib, it, tp, j, g, k
  real(ak) :: a(0:2), c(0:2), r, z, n, hp, s

  do ib = 0, B - 1
    do it = 0, T - 1
      tp = max(it - 1, 0_c_int64_t)
      do j = 0, D - 1
        do g = 0, 2
          s = bih(g * D + j)
          do k = 0, E - 1
            s = s + real(Wih(k, g * D + j), ak) * real(X(k, it, ib), ak)
          end do
          a(g) = s
          s = bhh(g * D + j)
          if (it > 0) then
            do k = 0, D - 1
              s = s + real(Whh(k, g * D + j), ak) * real(Hs(k, tp, ib), ak)
            end do
          end if
          c(g) = s
        end do
        r = 1 / (1 + exp(-(a(0) + c(0))))
        z = 1 / (1 + exp(-(a(1) + c(1))))
        n = tanh(a(2) + r * c(2))
        hp = 0
        if (it > 0) hp = Hs(j, tp, ib)
        Hs(j, it, ib) = real((1 - z) * n + z * hp, rk)
      end do
    end do
    do j = 0, D - 1
      s = 0
      do it = 0, T - 1
        s = s + real(Hs(j, it, ib), ak)
      end do
      P(j, ib) = real(s / real(T, ak), rk)
    end do
  end do
end subroutine gru_seq_meanpool
