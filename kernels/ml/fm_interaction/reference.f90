! fm_interaction: factorization machine 2nd-order interaction: out[b] = 0.5 sum_d ((sum_f v[b,f,d])^2 - sum_f v[b,f,d]^2)
subroutine fm_interaction(out, v, B, F, D) bind(c, name="fm_interaction")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B
  integer(c_int64_t), value, intent(in) :: F
  integer(c_int64_t), value, intent(in) :: D
  real(rk), intent(out) :: out(B)
  real(rk), intent(in) :: v(D, F, B)
  integer(c_int64_t) :: ib, id, jf
  real(rk) :: s, q, t, x

  do ib = 1, B
    t = 0
    do id = 1, D
      s = 0
      q = 0
      do jf = 1, F
        x = v(id, jf, ib)
        s = s + x
        q = q + x * x
      end do
      t = t + (s * s - q)
    end do
    out(ib) = 0.5_rk * t
  end do
end subroutine fm_interaction
