! weight_decay_grad_accum: one micro-batch of gradient accumulation with coupled L2 weight decay:
! acc(i) = acc(i) + s (g(i) + wd p(i)), stored; then sq(1) = sum acc(i)^2 over the stored values, in order.
subroutine weight_decay_grad_accum(acc, sq, g, p, N, wd, s) bind(c, name="weight_decay_grad_accum")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  real(rk), value, intent(in) :: wd, s
  real(rk), intent(inout) :: acc(N)
  real(rk), intent(out) :: sq(1)
  real(rk), intent(in) :: g(N)
  real(rk), intent(in) :: p(N)
  integer(c_int64_t) :: i
  real(ak) :: w, sc, t, a

  w = real(wd, ak)
  sc = real(s, ak)
  t = 0
  do i = 1, N
    acc(i) = real(real(acc(i), ak) + sc * (real(g(i), ak) + w * real(p(i), ak)), rk)
    a = real(acc(i), ak)
    t = t + a * a
  end do
  sq(1) = real(t, rk)
end subroutine weight_decay_grad_accum
