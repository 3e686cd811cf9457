! band_lu_solve: banded LU without pivoting (band storage, diagonal shifted by S) in place, then solve A x = b.
! C's AB[i][c] is AB(c, i) here, both 0-based.
subroutine band_lu_solve(AB, b, N, KL, KU, WB, S) bind(c, name="band_lu_solve")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, KL, KU, WB
  real(rk), value, intent(in) :: S
  real(rk), intent(inout) :: AB(0:WB - 1, 0:N - 1)
  real(rk), intent(inout) :: b(0:N - 1)
  integer(c_int64_t) :: i, j, k, iend, jend
  real(rk) :: piv, l, t

  do i = 0, N - 1
    AB(KL, i) = AB(KL, i) + S
  end do
  do k = 0, N - 1
    piv = AB(KL, k)
    iend = min(k + KL, N - 1)
    jend = min(k + KU, N - 1)
    do i = k + 1, iend
      l = AB(KL + k - i, i) / piv
      AB(KL + k - i, i) = l
      do j = k + 1, jend
        AB(KL + j - i, i) = AB(KL + j - i, i) - l * AB(KL + j - k, k)
      end do
    end do
  end do
  do i = 0, N - 1
    t = b(i)
    do j = max(i - KL, 0_c_int64_t), i - 1
      t = t - AB(KL + j - i, i) * b(j)
    end do
    b(i) = t
  end do
  do i = N - 1, 0, -1
    t = b(i)
    jend = min(i + KU, N - 1)
    do j = i + 1, jend
      t = t - AB(KL + j - i, i) * b(j)
    end do
    b(i) = t / AB(KL, i)
  end do
end subroutine band_lu_solve
