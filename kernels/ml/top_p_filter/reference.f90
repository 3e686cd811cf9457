! top_p_filter: per row, order = indices (0-based) by P descending (lower index first on ties; a heapsort under
! that total order); total = sum of P in index order, thr = top_p * total; keep = the shortest prefix of order
! whose running sum reaches thr (sums in acc kind, in that order); Q = P / (the kept sum) on the kept tokens,
! 0 elsewhere.
subroutine top_p_filter(order, keep, Q, P, R, V, top_p) bind(c, name="top_p_filter")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: R, V
  real(rk), value, intent(in) :: top_p
  integer(c_int32_t), intent(out) :: order(0:V - 1, R)
  integer(c_int32_t), intent(out) :: keep(R)
  real(rk), intent(out) :: Q(0:V - 1, R)
  real(rk), intent(in) :: P(0:V - 1, R)
  integer(c_int64_t) :: ir, iv, s, e, k, j
  integer(c_int32_t) :: t
  real(ak) :: total, thr, cum

  do ir = 1, R
    do iv = 0, V - 1
      order(iv, ir) = int(iv, c_int32_t)
    end do
    do s = (V - 2) / 2, 0, -1
      call sift(P(:, ir), order(:, ir), s, V - 1)
    end do
    do e = V - 1, 1, -1
      t = order(0, ir)
      order(0, ir) = order(e, ir)
      order(e, ir) = t
      call sift(P(:, ir), order(:, ir), 0_c_int64_t, e - 1)
    end do
    total = 0
    do iv = 0, V - 1
      total = total + real(P(iv, ir), ak)
    end do
    thr = real(top_p, ak) * total
    cum = 0
    k = 0
    do while (k < V)
      cum = cum + real(P(order(k, ir), ir), ak)
      k = k + 1
      if (cum >= thr) exit
    end do
    keep(ir) = int(k, c_int32_t)
    Q(:, ir) = 0
    do j = 0, k - 1
      Q(order(j, ir), ir) = real(real(P(order(j, ir), ir), ak) / cum, rk)
    end do
  end do
contains
  ! token a (0-based) comes before token b: larger P, or equal P and lower index
  logical function first(p, a, b)
    real(rk), intent(in) :: p(0:)
    integer(c_int32_t), intent(in) :: a, b
    first = p(a) > p(b) .or. (p(a) >= p(b) .and. p(a) <= p(b) .and. a < b)
  end function first

  subroutine sift(p, o, root0, last)
    real(rk), intent(in) :: p(0:)
    integer(c_int32_t), intent(inout) :: o(0:)
    integer(c_int64_t), intent(in) :: root0, last
    integer(c_int64_t) :: root, child
    integer(c_int32_t) :: t
    root = root0
    do while (2 * root + 1 <= last)
      child = 2 * root + 1
      if (child + 1 <= last) then
        if (first(p, o(child), o(child + 1))) child = child + 1
      end if
      if (.not. first(p, o(root), o(child))) return
      t = o(root)
      o(root) = o(child)
      o(child) = t
      root = child
    end do
  end subroutine sift
end subroutine top_p_filter
