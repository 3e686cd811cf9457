! bfs: level[v] = the number of edges on a shortest path from SRC to v over the CSR graph G (-1 when v is
! unreachable), level-synchronous and queue-free: each round sweeps the vertices of the current level in
! order and labels their unlabelled out-neighbours, until a round labels none. Vertex ids are 0-based.
subroutine bfs(level, G_rowptr, G_col, N, NE, SRC) bind(c, name="bfs")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, NE, SRC
  integer(c_int32_t), intent(out) :: level(0:N - 1)
  integer(c_int32_t), intent(in) :: G_rowptr(0:N)
  integer(c_int32_t), intent(in) :: G_col(0:NE - 1)
  integer(c_int64_t) :: v, k
  integer(c_int32_t) :: cur, u
  logical :: found

  level = -1
  level(SRC) = 0
  cur = 0
  do
    found = .false.
    do v = 0, N - 1
      if (level(v) /= cur) cycle
      do k = G_rowptr(v), G_rowptr(v + 1) - 1
        u = G_col(k)
        if (level(u) == -1) then
          level(u) = cur + 1
          found = .true.
        end if
      end do
    end do
    if (.not. found) exit
    cur = cur + 1
  end do
end subroutine bfs
