! LFK 16: Monte Carlo search loop: a data-driven walk over zone with three-way branches; counts = (entries visited, d-branch entries).
! The positions j4, j5 are the published Fortran's (1-based), as zone's entries are: zone[j4 - 1] is zone(j4).
subroutine lfk16_monte_carlo(plan, d, zone, counts, n, M, r, s, t) bind(c, name="lfk16_monte_carlo")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: n
  integer(c_int64_t), value, intent(in) :: M
  real(rk), value, intent(in) :: r, s, t
  real(rk), intent(in) :: plan(n)
  real(rk), intent(in) :: d(2 * n)
  integer(c_int32_t), intent(in) :: zone(2 * n * M + 1)
  integer(c_int64_t), intent(out) :: counts(2)
  integer(c_int64_t), parameter :: i1 = 1
  integer(c_int64_t) :: ii, lb, k2, k3, m_seg, j2, j4, j5, k
  real(rk) :: tmp
  logical :: next_segment

  ii = n / 3
  lb = ii + ii
  k2 = 0
  k3 = 0
  m_seg = 1
  do
    next_segment = .false.
    j2 = (n + n) * (m_seg - 1) + 1
    do k = 1, n
      k2 = k2 + 1
      j4 = j2 + k + k
      j5 = zone(j4)
      if (j5 < n) then
        if (j5 + lb < n) then
          tmp = plan(j5) - t
        else if (j5 + ii < n) then
          tmp = plan(j5) - s
        else
          tmp = plan(j5) - r
        end if
      else if (j5 == n) then
        exit
      else
        k3 = k3 + 1
        tmp = d(j5) - (d(j5 - 1) * (t - d(j5 - 2)) * (t - d(j5 - 2)) + (s - d(j5 - 3)) * (s - d(j5 - 3)) + &
                       (r - d(j5 - 4)) * (r - d(j5 - 4)))
      end if
      if (tmp < 0) then
        if (zone(j4 - 1) < 0) cycle
        if (zone(j4 - 1) == 0) exit
      else if (tmp > 0) then
        if (zone(j4 - 1) > 0) cycle
        if (zone(j4 - 1) == 0) exit
      else
        exit
      end if
      ! the selector disagrees with tmp: move on to the next segment (wrapping to 1 ends the search)
      m_seg = m_seg + 1
      if (m_seg > zone(1)) m_seg = 1
      if (i1 /= m_seg) next_segment = .true.
      exit
    end do
    if (.not. next_segment) exit
  end do
  counts(1) = k2
  counts(2) = k3
end subroutine lfk16_monte_carlo
