! ao_mo_half_transform: AO-to-MO half transformation of two-electron integrals, out[a,b,r,s] = sum_pq C[p,a] C[q,b] G[p,q,r,s].
subroutine ao_mo_half_transform(out, G, C, NAO, NMO) bind(c, name="ao_mo_half_transform")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NAO
  integer(c_int64_t), value, intent(in) :: NMO
  real(rk), intent(out) :: out(NAO, NAO, NMO, NMO)
  real(rk), intent(in) :: G(NAO, NAO, NAO, NAO)
  real(rk), intent(in) :: C(NMO, NAO)
  real(rk) :: X(64, 64), acc
  integer(c_int64_t) :: r, s, p, q, a, b

  if (NAO > 64 .or. NMO > 64) return
  do r = 1, NAO
    do s = 1, NAO
      ! X(b, p) = sum_q G[p][q][r][s] C[q][b], then out[a][b][r][s] = sum_p C[p][a] X[p][b] (index order)
      do p = 1, NAO
        do b = 1, NMO
          acc = 0
          do q = 1, NAO
            acc = acc + G(s, r, q, p) * C(b, q)
          end do
          X(b, p) = acc
        end do
      end do
      do a = 1, NMO
        do b = 1, NMO
          acc = 0
          do p = 1, NAO
            acc = acc + C(a, p) * X(b, p)
          end do
          out(s, r, b, a) = acc
        end do
      end do
    end do
  end do
end subroutine ao_mo_half_transform
