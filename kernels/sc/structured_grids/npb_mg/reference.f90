! npb_mg: NPB MG-style two-grid V-cycle step on a periodic N^3 grid, r = v - A u; rc = P r; zc = S rc; u += Q zc; r = v - A u; u += S r.
subroutine npb_mg(u, r, rc, zc, v, N, NC) bind(c, name="npb_mg")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int64_t), value, intent(in) :: NC
  real(rk), intent(inout) :: u(0:N - 1, 0:N - 1, 0:N - 1)
  real(rk), intent(out) :: r(0:N - 1, 0:N - 1, 0:N - 1)
  real(rk), intent(out) :: rc(0:NC - 1, 0:NC - 1, 0:NC - 1)
  real(rk), intent(out) :: zc(0:NC - 1, 0:NC - 1, 0:NC - 1)
  real(rk), intent(in) :: v(0:N - 1, 0:N - 1, 0:N - 1)
  real(rk), parameter :: WA(0:3) = [real(-8.0_c_double / 3.0_c_double, rk), 0.0_rk, &
                                    real(1.0_c_double / 6.0_c_double, rk), real(1.0_c_double / 12.0_c_double, rk)]
  real(rk), parameter :: WP(0:3) = [0.5_rk, 0.25_rk, 0.125_rk, 0.0625_rk]
  real(rk), parameter :: WS(0:3) = [real(-3.0_c_double / 8.0_c_double, rk), real(1.0_c_double / 32.0_c_double, rk), &
                                    real(-1.0_c_double / 64.0_c_double, rk), 0.0_rk]
  integer(c_int64_t) :: i, j, k, ci, cj, ck, di, dj, dk, a, b, c
  real(rk) :: s

  ! C's x[i][j][k] is x(k, j, i)
  call residual()
  do i = 0, NC - 1
    do j = 0, NC - 1
      do k = 0, NC - 1
        rc(k, j, i) = op27(r, N, 2 * i, 2 * j, 2 * k, WP)
      end do
    end do
  end do
  do i = 0, NC - 1
    do j = 0, NC - 1
      do k = 0, NC - 1
        zc(k, j, i) = op27(rc, NC, i, j, k, WS)
      end do
    end do
  end do
  ! trilinear prolongation: the fine point 2I + d gets the mean of the coarse points I + e, e <= d
  do i = 0, N - 1
    do j = 0, N - 1
      do k = 0, N - 1
        ci = i / 2
        cj = j / 2
        ck = k / 2
        di = iand(i, 1_c_int64_t)
        dj = iand(j, 1_c_int64_t)
        dk = iand(k, 1_c_int64_t)
        s = 0
        do a = 0, di
          do b = 0, dj
            do c = 0, dk
              s = s + zc(wrap(ck + c, NC), wrap(cj + b, NC), wrap(ci + a, NC))
            end do
          end do
        end do
        u(k, j, i) = u(k, j, i) + s / real(shiftl(1_c_int64_t, int(di + dj + dk)), rk)
      end do
    end do
  end do
  call residual()
  do i = 0, N - 1
    do j = 0, N - 1
      do k = 0, N - 1
        u(k, j, i) = u(k, j, i) + op27(r, N, i, j, k, WS)
      end do
    end do
  end do

contains

  pure integer(c_int64_t) function wrap(ii, n)
    integer(c_int64_t), intent(in) :: ii, n
    if (ii < 0) then
      wrap = ii + n
    else if (ii >= n) then
      wrap = ii - n
    else
      wrap = ii
    end if
  end function wrap

  ! w(0) centre + w(1) faces + w(2) edges + w(3) corners of x around C's (i, j, k), periodic
  pure real(rk) function op27(x, n, ii, jj, kk, w)
    integer(c_int64_t), intent(in) :: n, ii, jj, kk
    real(rk), intent(in) :: x(0:n - 1, 0:n - 1, 0:n - 1), w(0:3)
    real(rk) :: sm(0:3)
    integer(c_int64_t) :: ddi, ddj, ddk, m
    sm = 0
    do ddi = -1, 1
      do ddj = -1, 1
        do ddk = -1, 1
          m = merge(1, 0, ddi /= 0) + merge(1, 0, ddj /= 0) + merge(1, 0, ddk /= 0)
          sm(m) = sm(m) + x(wrap(kk + ddk, n), wrap(jj + ddj, n), wrap(ii + ddi, n))
        end do
      end do
    end do
    op27 = w(0) * sm(0) + w(1) * sm(1) + w(2) * sm(2) + w(3) * sm(3)
  end function op27

  subroutine residual()
    integer(c_int64_t) :: ri, rj, rk2
    do ri = 0, N - 1
      do rj = 0, N - 1
        do rk2 = 0, N - 1
          r(rk2, rj, ri) = v(rk2, rj, ri) - op27(u, N, ri, rj, rk2, WA)
        end do
      end do
    end do
  end subroutine residual
end subroutine npb_mg
