! sssp: single-source shortest path lengths from SRC over the weighted CSR graph G by Bellman-Ford: dist = +inf,
! dist[SRC] = 0; rounds relax the out-edges of every vertex u (ascending) with a finite dist[u] in place
! (dist[v] = dist[u] + w when smaller) until a round changes nothing. Vertex ids are 0-based.
subroutine sssp(dist, G_rowptr, G_col, w, N, NE, SRC) bind(c, name="sssp")
  use, intrinsic :: iso_c_binding
  use, intrinsic :: ieee_arithmetic, only: ieee_value, ieee_positive_inf
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, NE, SRC
  real(rk), intent(out) :: dist(0:N - 1)
  integer(c_int32_t), intent(in) :: G_rowptr(0:N)
  integer(c_int32_t), intent(in) :: G_col(0:NE - 1)
  real(rk), intent(in) :: w(0:NE - 1)
  integer(c_int64_t) :: u, e
  real(rk) :: du, c
  logical :: changed

  dist = ieee_value(du, ieee_positive_inf)
  dist(SRC) = 0
  changed = .true.
  do while (changed)
    changed = .false.
    do u = 0, N - 1
      du = dist(u)
      if (du > huge(du)) cycle  ! isinf: dist is never -inf
      do e = G_rowptr(u), G_rowptr(u + 1) - 1
        c = du + w(e)
        if (c < dist(G_col(e))) then
          dist(G_col(e)) = c
          changed = .true.
        end if
      end do
    end do
  end do
end subroutine sssp
