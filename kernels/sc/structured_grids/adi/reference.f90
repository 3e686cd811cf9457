! adi: PolyBench adi: TSTEPS alternating-direction implicit steps (column then row tridiagonal sweeps)
! Generated from reference.c by tools/spec-from-c.py (checked against it by
! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.
subroutine adi(u, v, p, q, TSTEPS, N) bind(c, name="adi")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  real(rk), intent(inout) :: u(0:*)
  real(rk), intent(inout) :: v(0:*)
  real(rk), intent(inout) :: p(0:*)
  real(rk), intent(inout) :: q(0:*)
  integer(c_int64_t), value, intent(in) :: TSTEPS
  integer(c_int64_t), value, intent(in) :: N
  real(rk) :: DX
  real(rk) :: DY
  real(rk) :: DT
  real(rk) :: B1
  real(rk) :: B2
  real(rk) :: mul1
  real(rk) :: mul2
  real(rk) :: a
  real(rk) :: b
  real(rk) :: c
  real(rk) :: d
  real(rk) :: e
  real(rk) :: f
  integer(c_int64_t) :: t
  integer(c_int64_t) :: i
  integer(c_int64_t) :: j

  DX = real((real(1.0_c_double, rk) / real(N, rk)), rk)
  DY = real((real(1.0_c_double, rk) / real(N, rk)), rk)
  DT = real((real(1.0_c_double, rk) / real(TSTEPS, rk)), rk)
  B1 = real(2, rk)
  B2 = real(1, rk)
  mul1 = real(((B1 * DT) / (DX * DX)), rk)
  mul2 = real(((B2 * DT) / (DY * DY)), rk)
  a = real(((-mul1) / real(2.0_c_double, rk)), rk)
  b = real((real(1.0_c_double, rk) + mul1), rk)
  c = real(a, rk)
  d = real(((-mul2) / real(2.0_c_double, rk)), rk)
  e = real((real(1.0_c_double, rk) + mul2), rk)
  f = real(d, rk)
  do t = 1, TSTEPS
    do i = 1, (N - 1) - 1
      v(i) = real(1, rk)
      p((i * N)) = real(0, rk)
      q((i * N)) = real(v(i), rk)
      do j = 1, (N - 1) - 1
        p(((i * N) + j)) = real(((-c) / ((a * p((((i * N) + j) - 1))) + b)), rk)
        q(((i * N) + j)) = real(((((((-d) * u((((j * N) + i) - 1))) + ((real(1.0_c_double, rk) + &
            (real(2.0_c_double, rk) * d)) * u(((j * N) + i)))) - (f * u((((j * N) + i) + 1)))) - (a &
            * q((((i * N) + j) - 1)))) / ((a * p((((i * N) + j) - 1))) + b)), rk)
      end do
      v((((N - 1) * N) + i)) = real(1, rk)
      do j = (N - 2), 1, -1
        v(((j * N) + i)) = real(((p(((i * N) + j)) * v((((j + 1) * N) + i))) + q(((i * N) + j))), &
            rk)
      end do
    end do
    do i = 1, (N - 1) - 1
      u((i * N)) = real(1, rk)
      p((i * N)) = real(0, rk)
      q((i * N)) = real(u((i * N)), rk)
      do j = 1, (N - 1) - 1
        p(((i * N) + j)) = real(((-f) / ((d * p((((i * N) + j) - 1))) + e)), rk)
        q(((i * N) + j)) = real(((((((-a) * v((((i - 1) * N) + j))) + ((real(1.0_c_double, rk) + &
            (real(2.0_c_double, rk) * a)) * v(((i * N) + j)))) - (c * v((((i + 1) * N) + j)))) - (d &
            * q((((i * N) + j) - 1)))) / ((d * p((((i * N) + j) - 1))) + e)), rk)
      end do
      u((((i * N) + N) - 1)) = real(1, rk)
      do j = (N - 2), 1, -1
        u(((i * N) + j)) = real(((p(((i * N) + j)) * u((((i * N) + j) + 1))) + q(((i * N) + j))), &
            rk)
      end do
    end do
  end do
end subroutine adi
