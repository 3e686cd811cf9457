! Attack (issue 30.4): gfortran's SECOND() timer. Expected: ok, flagged timer (the object imports it).
subroutine kernel(a, b, n) bind(c, name="kernel")
  use iso_c_binding
  implicit none
  integer(c_int64_t), value :: n
  real(c_double), intent(out) :: a(n)
  real(c_double), intent(in) :: b(n)
  real :: t
  t = second()
  a = b + 1.0d0
end subroutine
