"""mix_collatz_steps: steps[i] = Collatz steps from n[i] to 1, at most maxit; total = their sum."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mix_collatz_steps(n, steps, total, LEN_1D, maxit):
    t = 0
    for i in range(LEN_1D):
        v = n[i]
        k = 0
        while v != 1 and k < maxit:
            if v % 2 == 0:
                v = v // 2
            else:
                v = 3 * v + 1
            k += 1
        steps[i] = k
        t += k
    total[0] = t
