! mesh_edge_flux: edge-based flux over an unstructured mesh: res[n0] += w (u[n1] - u[n0]), res[n1] -= the same
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine mesh_edge_flux(res, u, w, n0, n1, NNODES, NEDGES) bind(c, name="mesh_edge_flux")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: res(0:*)
  real(rk), intent(in) :: u(0:*)
  real(rk), intent(in) :: w(0:*)
  integer(c_int32_t), intent(in) :: n0(0:*)
  integer(c_int32_t), intent(in) :: n1(0:*)
  integer(c_int64_t), value, intent(in) :: NNODES
  integer(c_int64_t), value, intent(in) :: NEDGES
  integer(c_int64_t) :: n
  integer(c_int64_t) :: e
  real(rk) :: f

  do n = 0, NNODES - 1
    res(n) = real(0, rk)
  end do
  do e = 0, NEDGES - 1
    f = real((w(e) * (u(n1(e)) - u(n0(e)))), rk)
    res(n0(e)) = real((res(n0(e)) + f), rk)
    res(n1(e)) = real((res(n1(e)) - f), rk)
  end do
end subroutine mesh_edge_flux
