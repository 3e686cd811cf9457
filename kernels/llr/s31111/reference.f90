! TSVC-2 s31111 (variant): sum of a over every whole 32-element block, as eight 4-element sums through a function.
subroutine s31111(a, sum, LEN_1D) bind(c, name="s31111")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  real(rk), intent(in) :: a(LEN_1D)
  real(rk), intent(out) :: sum(1)
  real(rk) :: s
  integer(c_int64_t) :: k

  s = 0.0_rk
  k = 0
  do while (k + 32 <= LEN_1D)
    s = s + test(a(k + 1:k + 4))
    s = s + test(a(k + 5:k + 8))
    s = s + test(a(k + 9:k + 12))
    s = s + test(a(k + 13:k + 16))
    s = s + test(a(k + 17:k + 20))
    s = s + test(a(k + 21:k + 24))
    s = s + test(a(k + 25:k + 28))
    s = s + test(a(k + 29:k + 32))
    k = k + 32
  end do
  sum(1) = s

contains

  ! the C helper test(&a[k]): a 4-element sum accumulated in real_t from zero
  pure function test(x) result(t)
    real(rk), intent(in) :: x(4)
    real(rk) :: t
    integer :: i

    t = 0.0_rk
    do i = 1, 4
      t = t + x(i)
    end do
  end function test
end subroutine s31111
