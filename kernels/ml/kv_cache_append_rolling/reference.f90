! kv_cache_append_rolling: new token t (0-based, of T) goes to slot mod(pos + t, WS) of every head's rolling
! window in the head-major caches (C [H][WS][D] = Fortran Kc(D, WS, H)); other slots unchanged.
subroutine kv_cache_append_rolling(Kc, Vc, Kn, Vn, H, WS, T, D, pos) bind(c, name="kv_cache_append_rolling")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: H, WS, T, D, pos
  real(rk), intent(inout) :: Kc(D, WS, H), Vc(D, WS, H)
  real(rk), intent(in) :: Kn(D, H, T), Vn(D, H, T)
  integer(c_int64_t) :: it, ih, slot

  do it = 0, T - 1
    slot = mod(pos + it, WS) + 1
    do ih = 1, H
      Kc(:, slot, ih) = Kn(:, ih, it + 1)
      Vc(:, slot, ih) = Vn(:, ih, it + 1)
    end do
  end do
end subroutine kv_cache_append_rolling
