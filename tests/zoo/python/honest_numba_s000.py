"""An honest Numba candidate for llr/s000: the reference's loop under numba.njit."""
import numba


@numba.njit
def s000(a, b, LEN_1D):
    for i in range(LEN_1D):
        a[i] = b[i] + 1.0
