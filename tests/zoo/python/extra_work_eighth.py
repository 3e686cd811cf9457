"""An honest Numba candidate for the synthetic kernel tests/perf/kernels/extra_work that does an eighth of
its dependent identity steps (alpha = 1, beta = 0: the result is the same): a known-truth speedup of
about 8x, whatever the machine's load (both sides run the same dependent chain per step)."""
import numba


@numba.njit
def extra_work(y, x, N, K, alpha, beta):
    for i in range(N):
        t = x[i]
        for k in range(K // 8):
            t = t * alpha + beta
        y[i] = t
