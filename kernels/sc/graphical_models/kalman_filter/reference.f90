! kalman_filter: the Kalman filter over T steps (state NX, observations NY), x and P starting at x0, P0; per step
! xp = F x, Pp = F P F^T + Q, v = z[t] - H xp, S = H Pp H^T + R = L L^T (Cholesky), K = Pp H^T S^-1, x = xp + K v,
! P = Pp - K H Pp, xs[t] = x, loglik += -1/2 (v^T S^-1 v + log det S + NY log(2 pi)) (in double precision).
! Products and sums in index order; the small matrices are local arrays indexed as the C reference's (row, col)
! is (col, row) here, like the arguments.
subroutine kalman_filter(xs, P, loglik, F, H, Q, R, x0, P0, z, T, NX, NY) bind(c, name="kalman_filter")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: T, NX, NY
  real(rk), intent(out) :: xs(0:NX - 1, 0:T - 1), P(0:NX - 1, 0:NX - 1), loglik(1)
  real(rk), intent(in) :: F(0:NX - 1, 0:NX - 1), H(0:NX - 1, 0:NY - 1), Q(0:NX - 1, 0:NX - 1)
  real(rk), intent(in) :: R(0:NY - 1, 0:NY - 1), x0(0:NX - 1), P0(0:NX - 1, 0:NX - 1), z(0:NY - 1, 0:T - 1)
  integer, parameter :: mx = 8
  real(rk) :: x(0:mx - 1), xp(0:mx - 1), Pc(0:mx - 1, 0:mx - 1), FP(0:mx - 1, 0:mx - 1), Pp(0:mx - 1, 0:mx - 1)
  real(rk) :: PHt(0:mx - 1, 0:mx - 1), L(0:mx - 1, 0:mx - 1), Kg(0:mx - 1, 0:mx - 1), v(0:mx - 1), w(0:mx - 1)
  real(rk) :: y(0:mx - 1), s, a, d
  real(c_double) :: ll, logdet, quad
  integer(c_int64_t) :: tt, i, j, k, rr

  ll = 0
  if (NX > mx .or. NY > mx) return
  do i = 0, NX - 1
    x(i) = x0(i)
    do j = 0, NX - 1
      Pc(j, i) = P0(j, i)
    end do
  end do
  do tt = 0, T - 1
    do i = 0, NX - 1  ! xp = F x; FP = F P
      s = 0
      do k = 0, NX - 1
        s = s + F(k, i) * x(k)
      end do
      xp(i) = s
      do j = 0, NX - 1
        a = 0
        do k = 0, NX - 1
          a = a + F(k, i) * Pc(j, k)
        end do
        FP(j, i) = a
      end do
    end do
    do i = 0, NX - 1  ! Pp = FP F^T + Q
      do j = 0, NX - 1
        a = 0
        do k = 0, NX - 1
          a = a + FP(k, i) * F(k, j)
        end do
        Pp(j, i) = a + Q(j, i)
      end do
    end do
    do i = 0, NX - 1  ! PHt = Pp H^T
      do j = 0, NY - 1
        a = 0
        do k = 0, NX - 1
          a = a + Pp(k, i) * H(k, j)
        end do
        PHt(j, i) = a
      end do
    end do
    do i = 0, NY - 1  ! S = H PHt + R into L; v = z - H xp
      s = 0
      do k = 0, NX - 1
        s = s + H(k, i) * xp(k)
      end do
      v(i) = z(i, tt) - s
      do j = 0, NY - 1
        a = 0
        do k = 0, NX - 1
          a = a + H(k, i) * PHt(j, k)
        end do
        L(j, i) = a + R(j, i)
      end do
    end do
    logdet = 0
    do j = 0, NY - 1  ! Cholesky in place (lower triangle)
      d = L(j, j)
      do k = 0, j - 1
        d = d - L(k, j) * L(k, j)
      end do
      L(j, j) = real(sqrt(real(d, c_double)), rk)
      logdet = logdet + 2.0_c_double * log(real(L(j, j), c_double))
      do i = j + 1, NY - 1
        s = L(j, i)
        do k = 0, j - 1
          s = s - L(k, i) * L(k, j)
        end do
        L(j, i) = s / L(j, j)
      end do
    end do
    do i = 0, NY - 1  ! w = L^-1 v; v^T S^-1 v = |w|^2
      s = v(i)
      do k = 0, i - 1
        s = s - L(k, i) * w(k)
      end do
      w(i) = s / L(i, i)
    end do
    quad = 0
    do i = 0, NY - 1
      quad = quad + real(w(i), c_double) * real(w(i), c_double)
    end do
    ll = ll + (-0.5_c_double) * (quad + logdet + real(NY, c_double) * log(2.0_c_double * 3.14159265358979323846_c_double))
    do rr = 0, NX - 1  ! K[r][:] solves S K^T = PHt^T: forward then backward with L
      do i = 0, NY - 1
        s = PHt(i, rr)
        do k = 0, i - 1
          s = s - L(k, i) * y(k)
        end do
        y(i) = s / L(i, i)
      end do
      do i = NY - 1, 0, -1
        s = y(i)
        do k = i + 1, NY - 1
          s = s - L(i, k) * Kg(k, rr)
        end do
        Kg(i, rr) = s / L(i, i)
      end do
    end do
    do i = 0, NX - 1  ! x = xp + K v; P = Pp - K PHt^T (K H Pp = K (Pp H^T)^T)
      s = xp(i)
      do k = 0, NY - 1
        s = s + Kg(k, i) * v(k)
      end do
      x(i) = s
      xs(i, tt) = s
      do j = 0, NX - 1
        a = Pp(j, i)
        do k = 0, NY - 1
          a = a - Kg(k, i) * PHt(k, j)
        end do
        Pc(j, i) = a
      end do
    end do
  end do
  do i = 0, NX - 1
    do j = 0, NX - 1
      P(j, i) = Pc(j, i)
    end do
  end do
  loglik(1) = real(ll, rk)
end subroutine kalman_filter
