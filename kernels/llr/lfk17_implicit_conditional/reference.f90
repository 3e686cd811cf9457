! LFK 17: implicit, conditional computation: a backward recurrence over i = n-1 .. 1 that switches between a step model and a linear model.
! The index i is C's (0-based): vxne[i] is vxne(i + 1); element 0 is never touched.
subroutine lfk17_implicit_conditional(vxne, vxnd, ve3, vsp, vstp, vlr, vlin, n) bind(c, name="lfk17_implicit_conditional")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: n
  real(rk), intent(inout) :: vxne(n)
  real(rk), intent(inout) :: vxnd(n)
  real(rk), intent(inout) :: ve3(n)
  real(rk), intent(in) :: vsp(n)
  real(rk), intent(in) :: vstp(n)
  real(rk), intent(in) :: vlr(n)
  real(rk), intent(in) :: vlin(n)
  integer(c_int64_t), parameter :: j = 0, ink = -1
  real(rk), parameter :: scale = real(5.0_c_double / 3.0_c_double, rk)
  real(rk) :: xnm, e6, e3, xnei, xnc
  integer(c_int64_t) :: i

  xnm = real(1.0_c_double / 3.0_c_double, rk)
  e6 = real(1.03_c_double / 3.07_c_double, rk)
  i = n - 1
  do
    ! label 61: the linear model, unless a test sends the element to the step model (label 60)
    e3 = xnm * vlr(i + 1) + vlin(i + 1)
    xnei = vxne(i + 1)
    vxnd(i + 1) = e6
    xnc = scale * e3
    if (xnm > xnc .or. xnei > xnc) then
      e6 = xnm * vsp(i + 1) + vstp(i + 1)
      vxne(i + 1) = e6
      xnm = e6
      ve3(i + 1) = e6
    else
      ve3(i + 1) = e3
      e6 = e3 + e3 - xnm
      vxne(i + 1) = e3 + e3 - xnei
      xnm = e6
    end if
    i = i + ink
    if (i == j) exit
  end do
end subroutine lfk17_implicit_conditional
