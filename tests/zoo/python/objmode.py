"""Hostile: leaves nopython mode inside a Numba function to run arbitrary Python during the call."""
import numba


@numba.njit
def s000(a, b, LEN_1D):
    with numba.objmode():
        pass
    for i in range(LEN_1D):
        a[i] = b[i] + 1.0
