! jaccard_edges: Jaccard similarity per edge (u, v): |N(u) & N(v)| / |N(u) | N(v)| over out-neighbourhoods
! (sorted merge), and its sum. Arrays are 0-based, indexed as the C reference indexes them.
subroutine jaccard_edges(jac, total, G_rowptr, G_col, N, NE) bind(c, name="jaccard_edges")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: jac(0:*)
  real(rk), intent(out) :: total(0:*)
  integer(c_int32_t), intent(in) :: G_rowptr(0:*)
  integer(c_int32_t), intent(in) :: G_col(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: NE
  integer(c_int64_t) :: u, v, e, du, dv, i, j, c
  real(rk) :: s

  s = 0.0_rk
  do u = 0, N - 1
    du = G_rowptr(u + 1) - G_rowptr(u)
    do e = G_rowptr(u), G_rowptr(u + 1) - 1
      v = G_col(e)
      dv = G_rowptr(v + 1) - G_rowptr(v)
      i = G_rowptr(u)
      j = G_rowptr(v)
      c = 0
      do while (i < G_rowptr(u + 1) .and. j < G_rowptr(v + 1))
        if (G_col(i) < G_col(j)) then
          i = i + 1
        else if (G_col(j) < G_col(i)) then
          j = j + 1
        else
          c = c + 1
          i = i + 1
          j = j + 1
        end if
      end do
      jac(e) = real(c, rk) / real(du + dv - c, rk)
      s = s + jac(e)
    end do
  end do
  total(0) = s
end subroutine jaccard_edges
