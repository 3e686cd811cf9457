! TSVC-2 s151: a[i] = a[i + m] + b[i] through a subroutine, m = 1 (a forward read of a).
subroutine s151(a, b, LEN_1D) bind(c, name="s151")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(inout) :: a(LEN_1D)
  real(rk), intent(in) :: b(LEN_1D)

  call s151s(a, b, 1_c_int64_t, LEN_1D)

contains

  subroutine s151s(a, b, m, n)
    integer(c_int64_t), intent(in) :: m, n
    real(rk), intent(inout) :: a(n)
    real(rk), intent(in) :: b(n)
    integer(c_int64_t) :: i

    do i = 1, n - 1
      a(i) = a(i + m) + b(i)
    end do
  end subroutine s151s
end subroutine s151
