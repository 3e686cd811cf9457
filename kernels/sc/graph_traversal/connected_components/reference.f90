! connected_components: weakly connected components of a CSR graph (edges undirected) by union-find: comp[v] = v;
! for every edge (u, v) find both roots (path halving) and hang the larger root under the smaller; finally
! comp[v] = the root of v (its component's smallest vertex) and ncomp = the number of roots.
subroutine connected_components(comp, ncomp, G_rowptr, G_col, N, NE) bind(c, name="connected_components")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, NE
  integer(c_int32_t), intent(out) :: comp(0:N - 1)
  integer(c_int64_t), intent(out) :: ncomp(1)
  integer(c_int32_t), intent(in) :: G_rowptr(0:N), G_col(0:NE - 1)
  integer(c_int64_t) :: u, e, v, roots
  integer(c_int32_t) :: a, b

  do v = 0, N - 1
    comp(v) = int(v, c_int32_t)
  end do
  do u = 0, N - 1
    do e = G_rowptr(u), G_rowptr(u + 1) - 1
      a = find(int(u, c_int32_t))
      b = find(G_col(e))
      if (a < b) then
        comp(b) = a
      else if (b < a) then
        comp(a) = b
      end if
    end do
  end do
  roots = 0
  do v = 0, N - 1
    comp(v) = find(int(v, c_int32_t))
    if (comp(v) == v) roots = roots + 1
  end do
  ncomp(1) = roots

contains

  function find(v0) result(v)
    integer(c_int32_t), intent(in) :: v0
    integer(c_int32_t) :: v
    v = v0
    do while (comp(v) /= v)
      comp(v) = comp(comp(v))
      v = comp(v)
    end do
  end function find
end subroutine connected_components
