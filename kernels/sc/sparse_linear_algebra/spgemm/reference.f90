! spgemm: C = A B for sparse N x N CSR matrices (Gustavson, row by row): row i of C = sum over the entries (k, a)
! of A's row i of a * (row k of B), the products merged into row i's W = KA KB fixed slots by column, kept sorted
! by insertion (binary search for the first slot with column >= j); C_cnt[i] = the entries of row i, the unused
! slots hold column -1 and value 0.
subroutine spgemm(C_cnt, C_col, C_val, A_rowptr, A_col, A_val, B_rowptr, B_col, B_val, N, KA, KB, NNZA, NNZB, W) &
    bind(c, name="spgemm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, KA, KB, NNZA, NNZB, W
  integer(c_int32_t), intent(out) :: C_cnt(0:N - 1), C_col(0:W - 1, 0:N - 1)
  real(rk), intent(out) :: C_val(0:W - 1, 0:N - 1)
  integer(c_int32_t), intent(in) :: A_rowptr(0:N), A_col(0:NNZA - 1), B_rowptr(0:N), B_col(0:NNZB - 1)
  real(rk), intent(in) :: A_val(0:NNZA - 1), B_val(0:NNZB - 1)
  real(rk) :: a, v
  integer(c_int64_t) :: i, ea, eb, k, cnt, lo, hi, mid, t
  integer(c_int32_t) :: j

  if (KA < 0 .or. KB < 0) continue  ! KA, KB only size the drawn matrices (the C reference ignores them)
  do i = 0, N - 1
    cnt = 0
    do ea = A_rowptr(i), A_rowptr(i + 1) - 1
      k = A_col(ea)
      a = A_val(ea)
      do eb = B_rowptr(k), B_rowptr(k + 1) - 1
        j = B_col(eb)
        v = a * B_val(eb)
        lo = 0
        hi = cnt
        do while (lo < hi)  ! the first slot with column >= j
          mid = (lo + hi) / 2
          if (C_col(mid, i) < j) then
            lo = mid + 1
          else
            hi = mid
          end if
        end do
        if (lo < cnt) then
          if (C_col(lo, i) == j) then
            C_val(lo, i) = C_val(lo, i) + v
            cycle
          end if
        end if
        do t = cnt, lo + 1, -1
          C_col(t, i) = C_col(t - 1, i)
          C_val(t, i) = C_val(t - 1, i)
        end do
        C_col(lo, i) = j
        C_val(lo, i) = v
        cnt = cnt + 1
      end do
    end do
    C_cnt(i) = int(cnt, c_int32_t)
    do t = cnt, W - 1
      C_col(t, i) = -1
      C_val(t, i) = 0
    end do
  end do
end subroutine spgemm
