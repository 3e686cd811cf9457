! cosine_nn_top1: for query m, s_n = dot / (sqrt(qq) * sqrt(dd)) with the sums over j in order (acc kind);
! best(m) = the first row n (0-based) with the largest s_n, score(m) = that s_n.
subroutine cosine_nn_top1(best, score, Q, DB, M, N, D) bind(c, name="cosine_nn_top1")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: M, N, D
  integer(c_int32_t), intent(out) :: best(M)
  real(rk), intent(out) :: score(M)
  real(rk), intent(in) :: Q(D, M), DB(D, N)
  integer(c_int64_t) :: im, in, j, bi
  real(ak) :: dot, qq, dd, qv, d1, s, bs

  do im = 1, M
    bi = 1
    bs = 0
    do in = 1, N
      dot = 0
      qq = 0
      dd = 0
      do j = 1, D
        qv = real(Q(j, im), ak)
        d1 = real(DB(j, in), ak)
        dot = dot + qv * d1
        qq = qq + qv * qv
        dd = dd + d1 * d1
      end do
      s = dot / (sqrt(qq) * sqrt(dd))
      if (in == 1 .or. s > bs) then
        bs = s
        bi = in
      end if
    end do
    best(im) = int(bi - 1, c_int32_t)
    score(im) = real(bs, rk)
  end do
end subroutine cosine_nn_top1
