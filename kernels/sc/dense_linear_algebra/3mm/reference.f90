! 3mm (PolyBench/C 4.2): E = A B (NI x NK times NK x NJ), F = C D (NJ x NM times NM x NL), G = E F, row-major
! (Fortran arrays with the shapes reversed), each product a dot per element summed over l in order.
subroutine k3mm(E, A, B, F, C, D, G, NI, NJ, NK, NL, NM) bind(c, name="k3mm")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: NI, NJ, NK, NL, NM
  real(rk), intent(out) :: E(0:NJ - 1, 0:NI - 1)
  real(rk), intent(in) :: A(0:NK - 1, 0:NI - 1)
  real(rk), intent(in) :: B(0:NJ - 1, 0:NK - 1)
  real(rk), intent(out) :: F(0:NL - 1, 0:NJ - 1)
  real(rk), intent(in) :: C(0:NM - 1, 0:NJ - 1)
  real(rk), intent(in) :: D(0:NL - 1, 0:NM - 1)
  real(rk), intent(out) :: G(0:NL - 1, 0:NI - 1)
  integer(c_int64_t) :: i, j, l
  real(rk) :: s

  do i = 0, NI - 1
    do j = 0, NJ - 1
      s = 0
      do l = 0, NK - 1
        s = s + A(l, i) * B(j, l)
      end do
      E(j, i) = s
    end do
  end do
  do i = 0, NJ - 1
    do j = 0, NL - 1
      s = 0
      do l = 0, NM - 1
        s = s + C(l, i) * D(j, l)
      end do
      F(j, i) = s
    end do
  end do
  do i = 0, NI - 1
    do j = 0, NL - 1
      s = 0
      do l = 0, NJ - 1
        s = s + E(l, i) * F(j, l)
      end do
      G(j, i) = s
    end do
  end do
end subroutine k3mm
