! loop_stencil_bc: bb[i][j] = 0.5 * aa[i][j] + 0.125 * (N + S + W + E), mirror boundaries tested inside the loop.
! C's aa[i][j] is aa(j, i) here (shape reversed, 0-based bounds). The neighbours' indices are chosen in
! the branches (i_n, i_s, j_w, j_e), as the C reference chooses the neighbours' values.
subroutine loop_stencil_bc(bb, aa, LEN_2D) bind(c, name="loop_stencil_bc")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: LEN_2D
  real(rk), intent(out) :: bb(0:LEN_2D - 1, 0:LEN_2D - 1)
  real(rk), intent(in) :: aa(0:LEN_2D - 1, 0:LEN_2D - 1)
  integer(c_int64_t) :: i, j, n, i_n, i_s, j_w, j_e

  n = LEN_2D
  do i = 0, n - 1
    do j = 0, n - 1
      if (i == 0) then
        i_n = 1
        i_s = 1
      else if (i == n - 1) then
        i_n = n - 2
        i_s = n - 2
      else
        i_n = i - 1
        i_s = i + 1
      end if
      if (j == 0) then
        j_w = 1
        j_e = 1
      else if (j == n - 1) then
        j_w = n - 2
        j_e = n - 2
      else
        j_w = j - 1
        j_e = j + 1
      end if
      bb(j, i) = 0.5_rk * aa(j, i) + 0.125_rk * (((aa(j, i_n) + aa(j, i_s)) + aa(j_w, i)) + aa(j_e, i))
    end do
  end do
end subroutine loop_stencil_bc
