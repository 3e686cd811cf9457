! topk: top-k per row: the K largest values of X[r] in descending order with their indices (lower index first on
! ties), found by K selection passes, each taking the first element after the previous one in that order.
! idx holds 0-based column indices, as the C reference writes them.
subroutine topk(vals, idx, X, R, C, K) bind(c, name="topk")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, C, K
  real(rk), intent(out) :: vals(K, R)
  integer(c_int32_t), intent(out) :: idx(K, R)
  real(rk), intent(in) :: X(C, R)
  integer(c_int64_t) :: ir, ik, j, pi, bi
  real(ak) :: pv, bv, v

  do ir = 1, R
    pv = 0
    pi = -1
    do ik = 1, K
      bi = -1
      bv = 0
      do j = 0, C - 1
        v = real(X(j + 1, ir), ak)
        if (pi >= 0) then
          if (.not. before(pv, pi, v, j)) cycle
        end if
        if (bi < 0) then
          bv = v
          bi = j
        else if (before(v, j, bv, bi)) then
          bv = v
          bi = j
        end if
      end do
      vals(ik, ir) = X(bi + 1, ir)
      idx(ik, ir) = int(bi, c_int32_t)
      pv = bv
      pi = bi
    end do
  end do

contains

  ! (a at ia) comes before (b at ib) when a > b, or a == b and ia < ib.
  logical function before(a, ia, b, ib)
    real(ak), intent(in) :: a, b
    integer(c_int64_t), intent(in) :: ia, ib

    before = a > b .or. (a == b .and. ia < ib)
  end function before
end subroutine topk
