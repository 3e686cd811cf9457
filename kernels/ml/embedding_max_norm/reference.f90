! embedding_max_norm: torch.nn.functional.embedding(ids, table, max_norm=max_norm) (p = 2): for t in order,
! row r = ids[t] of the table is renormalized in place when its L2 norm n exceeds max_norm,
! table[r] *= max_norm / (n + 1e-7), and out[t] = table[r]. The norm is summed in order of d.
subroutine embedding_max_norm(out, table, ids, V, D, T, max_norm) bind(c, name="embedding_max_norm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: V, D, T
  real(c_float), value, intent(in) :: max_norm
  real(rk), intent(out) :: out(D, T)
  real(rk), intent(inout) :: table(D, V)
  integer(c_int32_t), intent(in) :: ids(T)
  integer(c_int64_t) :: it, id, r
  real(ak) :: mx, ss, nrm, sc

  mx = real(max_norm, ak)
  do it = 1, T
    r = int(ids(it), c_int64_t) + 1
    ss = 0.0_ak
    do id = 1, D
      ss = ss + real(table(id, r), ak) * real(table(id, r), ak)
    end do
    nrm = sqrt(ss)
    if (nrm > mx) then
      sc = mx / (nrm + real(1e-7_c_double, ak))
      do id = 1, D
        table(id, r) = real(real(table(id, r), ak) * sc, rk)
      end do
    end if
    do id = 1, D
      out(id, it) = table(id, r)
    end do
  end do
end subroutine embedding_max_norm
