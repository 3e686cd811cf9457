! triangle_count: triangles of an undirected graph in CSR (sorted columns), each counted once by sorted-list intersections.
subroutine triangle_count(count, G_rowptr, G_col, N, K, NE) bind(c, name="triangle_count")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: K
  integer(c_int64_t), value, intent(in) :: NE
  integer(c_int64_t), intent(out) :: count(1)
  integer(c_int32_t), intent(in) :: G_rowptr(0:N)
  integer(c_int32_t), intent(in) :: G_col(0:NE - 1)
  integer(c_int64_t) :: total, u, e, a, b, ae, be
  integer(c_int32_t) :: v

  if (K < 0) continue  ! K only shapes the draws
  total = 0
  do u = 0, N - 1
    do e = G_rowptr(u), G_rowptr(u + 1) - 1
      v = G_col(e)
      if (v <= u) cycle
      a = e + 1
      b = G_rowptr(v)
      ae = G_rowptr(u + 1)
      be = G_rowptr(v + 1)
      do while (b < be)
        if (G_col(b) > v) exit
        b = b + 1
      end do
      do while (a < ae .and. b < be)  ! sorted merge of adj(u) after v and adj(v) above v
        if (G_col(a) < G_col(b)) then
          a = a + 1
        else if (G_col(a) > G_col(b)) then
          b = b + 1
        else
          total = total + 1
          a = a + 1
          b = b + 1
        end if
      end do
    end do
  end do
  count(1) = total
end subroutine triangle_count
