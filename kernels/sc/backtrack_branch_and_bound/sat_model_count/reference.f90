! sat_model_count: model counts of NINST random 3-CNF formulas by backtracking over the variables in
! index order (false, then true), each clause checked when its highest variable (0-based) is assigned;
! also the number of assignments made.
subroutine sat_model_count(count, nodes, var, neg, NINST, NV, NC) bind(c, name="sat_model_count")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NINST, NV, NC
  integer(c_int64_t), intent(out) :: count(0:NINST - 1), nodes(0:NINST - 1)
  integer(c_int32_t), intent(in) :: var(0:2, 0:NC - 1, 0:NINST - 1)
  integer(c_int8_t), intent(in) :: neg(0:2, 0:NC - 1, 0:NINST - 1)
  integer :: head(0:39), nxt(0:169), val(0:39), want
  integer(c_int64_t) :: g, c, d, models, visited
  integer :: m, j, cc
  logical :: ok, falsified

  do g = 0, NINST - 1
    head(0:NV - 1) = -1
    do c = NC - 1, 0, -1
      m = max(var(0, c, g), var(1, c, g), var(2, c, g))
      nxt(c) = head(m)
      head(m) = int(c)
    end do
    models = 0
    visited = 0
    d = 0
    val(0) = -1
    do while (d >= 0)
      val(d) = val(d) + 1
      if (val(d) > 1) then
        d = d - 1
        cycle
      end if
      visited = visited + 1
      ok = .true.
      cc = head(d)
      do while (cc >= 0 .and. ok)
        falsified = .true.
        do j = 0, 2
          want = 0
          if (neg(j, cc, g) /= 0) want = 1
          if (val(var(j, cc, g)) /= want) falsified = .false.
        end do
        if (falsified) ok = .false.
        cc = nxt(cc)
      end do
      if (.not. ok) cycle
      if (d == NV - 1) then
        models = models + 1
        cycle
      end if
      d = d + 1
      val(d) = -1
    end do
    count(g) = models
    nodes(g) = visited
  end do
end subroutine sat_model_count
