! loop_table_replace: y[i] = vals[k] for the first k with keys[k] == v[i], else x[i] (search and replace).
subroutine loop_table_replace(y, v, x, keys, vals, LEN_1D, T) bind(c, name="loop_table_replace")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_1D
  integer(c_int64_t), value, intent(in) :: T
  real(rk), intent(out) :: y(0:LEN_1D - 1)
  integer(c_int32_t), intent(in) :: v(0:LEN_1D - 1)
  real(rk), intent(in) :: x(0:LEN_1D - 1)
  integer(c_int32_t), intent(in) :: keys(0:T - 1)
  real(rk), intent(in) :: vals(0:T - 1)
  integer(c_int64_t) :: i, k
  real(rk) :: r

  do i = 0, LEN_1D - 1
    r = x(i)
    do k = 0, T - 1
      if (keys(k) == v(i)) then
        r = vals(k)
        exit
      end if
    end do
    y(i) = r
  end do
end subroutine loop_table_replace
