! triangle_quality: mean-ratio quality q = 4 sqrt(3) |A| / (sum of squared edge lengths) and signed area A
! of every triangle (0-based node indices tri(:, t)), the worst quality and the number of inverted ones.
subroutine triangle_quality(q, area, qmin, ninv, x, y, tri, NN, NT) bind(c, name="triangle_quality")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NN, NT
  real(rk), intent(out) :: q(0:NT - 1), area(0:NT - 1), qmin(1)
  integer(c_int64_t), intent(out) :: ninv(1)
  real(rk), intent(in) :: x(0:NN - 1), y(0:NN - 1)
  integer(c_int32_t), intent(in) :: tri(0:2, 0:NT - 1)
  real(rk), parameter :: c = 6.92820323027550917_rk
  integer(c_int64_t) :: t, inv
  integer(c_int32_t) :: a, b, d
  real(rk) :: e1x, e1y, e2x, e2y, e3x, e3y, Ar, s, qa, worst

  worst = 1
  inv = 0
  do t = 0, NT - 1
    a = tri(0, t)
    b = tri(1, t)
    d = tri(2, t)
    e1x = x(b) - x(a)
    e1y = y(b) - y(a)
    e2x = x(d) - x(a)
    e2y = y(d) - y(a)
    e3x = x(d) - x(b)
    e3y = y(d) - y(b)
    Ar = (e1x * e2y - e2x * e1y) / 2
    s = (e1x * e1x + e1y * e1y) + (e2x * e2x + e2y * e2y) + (e3x * e3x + e3y * e3y)
    if (s == 0) then
      qa = 0
    else
      qa = c * abs(Ar) / s
    end if
    area(t) = Ar
    q(t) = qa
    if (qa < worst) worst = qa
    if (Ar < 0) inv = inv + 1
  end do
  qmin(1) = worst
  ninv(1) = inv
end subroutine triangle_quality
