! sinusoidal_posenc: add sinusoidal positional encodings to X (B, S, D): Y[b][t][2i] = x + sin(t / 10000^(2i/D)), Y[b][t][2i+1] = x + cos(t / 10000^(2i/D)), the encoding in double.
subroutine sinusoidal_posenc(Y, X, B, S, D) bind(c, name="sinusoidal_posenc")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B, S, D
  real(rk), intent(out) :: Y(D, S, B)
  real(rk), intent(in) :: X(D, S, B)
  integer(c_int64_t) :: n, t, i
  real(c_double) :: ang

  do n = 1, B
    do t = 0, S - 1
      do i = 0, D / 2 - 1
        ang = real(t, c_double) * 10000.0_c_double**(-2.0_c_double * real(i, c_double) / real(D, c_double))
        Y(2 * i + 1, t + 1, n) = real(real(X(2 * i + 1, t + 1, n), c_double) + sin(ang), rk)
        Y(2 * i + 2, t + 1, n) = real(real(X(2 * i + 2, t + 1, n), c_double) + cos(ang), rk)
      end do
    end do
  end do
end subroutine sinusoidal_posenc
