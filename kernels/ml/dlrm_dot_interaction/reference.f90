! dlrm_dot_interaction: DLRM dot interaction: out[b, p(i,j)] = sum_d x[b,i,d] x[b,j,d] for every pair i < j (upper triangle, row-major)
subroutine dlrm_dot_interaction(out, x, B, F, D, P) bind(c, name="dlrm_dot_interaction")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: B
  integer(c_int64_t), value, intent(in) :: F
  integer(c_int64_t), value, intent(in) :: D
  integer(c_int64_t), value, intent(in) :: P
  real(rk), intent(out) :: out(P, B)
  real(rk), intent(in) :: x(D, F, B)
  integer(c_int64_t) :: ib, i, j, id, ip
  real(rk) :: s

  do ib = 1, B
    ip = 0
    do i = 1, F
      do j = i + 1, F
        s = 0
        do id = 1, D
          s = s + x(id, i, ib) * x(id, j, ib)
        end do
        ip = ip + 1
        out(ip, ib) = s
      end do
    end do
  end do
end subroutine dlrm_dot_interaction
