! brandes_single_source: one source of Brandes' betweenness over a CSR digraph, BFS levels, shortest-path counts sigma and dependencies delta (level-synchronous sweeps).
subroutine brandes_single_source(level, sigma, delta, G_rowptr, G_col, N, NE, SRC) bind(c, name="brandes_single_source")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: NE
  integer(c_int64_t), value, intent(in) :: SRC
  integer(c_int32_t), intent(out) :: level(0:N - 1)
  real(c_double), intent(out) :: sigma(0:N - 1)
  real(c_double), intent(out) :: delta(0:N - 1)
  integer(c_int32_t), intent(in) :: G_rowptr(0:N)
  integer(c_int32_t), intent(in) :: G_col(0:NE - 1)
  integer(c_int64_t) :: v, e
  integer(c_int32_t) :: d, l, w
  logical :: found
  real(c_double) :: s

  level = -1
  sigma = 0
  delta = 0
  level(SRC) = 0
  sigma(SRC) = 1
  d = 0
  do  ! forward sweeps: levels and path counts
    found = .false.
    do v = 0, N - 1
      if (level(v) /= d) cycle
      do e = G_rowptr(v), G_rowptr(v + 1) - 1
        w = G_col(e)
        if (level(w) == -1) then
          level(w) = d + 1
          found = .true.
        end if
        if (level(w) == d + 1) sigma(w) = sigma(w) + sigma(v)
      end do
    end do
    if (.not. found) exit
    d = d + 1
  end do
  do l = d, 0, -1  ! backward sweeps: dependencies
    do v = 0, N - 1
      if (level(v) /= l) cycle
      s = 0
      do e = G_rowptr(v), G_rowptr(v + 1) - 1
        w = G_col(e)
        if (level(w) == l + 1) s = s + sigma(v) / sigma(w) * (1 + delta(w))
      end do
      delta(v) = s
    end do
  end do
end subroutine brandes_single_source
