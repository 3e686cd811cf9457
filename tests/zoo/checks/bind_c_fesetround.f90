! Attack (issue 30.2): fesetround reached through a bind(c) name built by concatenation, the rounding
! mode changed inside the call and restored. Expected: rejected (the object imports fesetround).
subroutine kernel(a, b, n) bind(c, name="kernel")
  use iso_c_binding
  implicit none
  integer(c_int64_t), value :: n
  real(c_double), intent(out) :: a(n)
  real(c_double), intent(in) :: b(n)
  interface
    function set_round(mode) bind(c, name="fesetr" // "ound")
      import :: c_int
      integer(c_int), value :: mode
      integer(c_int) :: set_round
    end function
  end interface
  integer(c_int) :: r
  r = set_round(0)
  a = b + 1.0d0
end subroutine
