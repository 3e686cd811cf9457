! TSVC-2 s442_rand: computed goto on indx[i] (random in 0..4): a[i] += c[i]^2, d[i]^2, e[i]^2 or (otherwise) b[i]^2.
subroutine s442_rand(a, b, c, d, e, indx, LEN_1D) bind(c, name="s442_rand")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(inout) :: a(LEN_1D)
  real(rk), intent(in) :: b(LEN_1D)
  real(rk), intent(in) :: c(LEN_1D)
  real(rk), intent(in) :: d(LEN_1D)
  real(rk), intent(in) :: e(LEN_1D)
  integer(c_int32_t), intent(in) :: indx(LEN_1D)
  integer(c_int64_t) :: i

  do i = 1, LEN_1D
    select case (indx(i))
    case (2)
      a(i) = a(i) + c(i) * c(i)
    case (3)
      a(i) = a(i) + d(i) * d(i)
    case (4)
      a(i) = a(i) + e(i) * e(i)
    case default
      a(i) = a(i) + b(i) * b(i)
    end select
  end do
end subroutine s442_rand
