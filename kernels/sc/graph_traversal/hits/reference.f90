! hits: one HITS iteration: a'[v] = sum over in-edges hub[u], h'[u] = sum over out-edges a'[v], both L2-normalised.
! Arrays are 0-based, indexed as the C reference indexes them.
subroutine hits(auth, hub_new, hub, G_rowptr, G_col, N, NE) bind(c, name="hits")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(out) :: auth(0:*)
  real(rk), intent(out) :: hub_new(0:*)
  real(rk), intent(in) :: hub(0:*)
  integer(c_int32_t), intent(in) :: G_rowptr(0:*)
  integer(c_int32_t), intent(in) :: G_col(0:*)
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: NE
  integer(c_int64_t) :: u, v, e
  real(rk) :: sa, sh, s, na, nh

  do v = 0, N - 1
    auth(v) = 0.0_rk
  end do
  do u = 0, N - 1
    do e = G_rowptr(u), G_rowptr(u + 1) - 1
      auth(G_col(e)) = auth(G_col(e)) + hub(u)
    end do
  end do
  sa = 0.0_rk
  do v = 0, N - 1
    sa = sa + auth(v) * auth(v)
  end do
  na = sqrt(sa)
  if (na > 0.0_rk) then
    do v = 0, N - 1
      auth(v) = auth(v) / na
    end do
  end if
  sh = 0.0_rk
  do u = 0, N - 1
    s = 0.0_rk
    do e = G_rowptr(u), G_rowptr(u + 1) - 1
      s = s + auth(G_col(e))
    end do
    hub_new(u) = s
    sh = sh + s * s
  end do
  nh = sqrt(sh)
  if (nh > 0.0_rk) then
    do u = 0, N - 1
      hub_new(u) = hub_new(u) / nh
    end do
  end if
end subroutine hits
