"""LFK 16: Monte Carlo search loop: a data-driven walk over zone with three-way branches; counts = (entries visited, d-branch entries)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk16_monte_carlo(plan, d, zone, counts, n, M, r, s, t):
    # r, s, t in real_t, as the C reference receives them; M is unused there too (zone[0] holds it)
    rr = plan.dtype.type(r)
    ss = plan.dtype.type(s)
    tt = plan.dtype.type(t)
    ii = n // 3
    lb = ii + ii
    k2 = 0
    k3 = 0
    m = 1
    i1 = 1
    # 1-based positions as in the published Fortran: zone[j4 - 1] is ZONE(j4)
    while True:
        next_segment = False
        j2 = (n + n) * (m - 1) + 1
        for k in range(1, n + 1):
            k2 += 1
            j4 = j2 + k + k
            j5 = zone[j4 - 1]
            if j5 < n:
                if j5 + lb < n:
                    tmp = plan[j5 - 1] - tt
                elif j5 + ii < n:
                    tmp = plan[j5 - 1] - ss
                else:
                    tmp = plan[j5 - 1] - rr
            elif j5 == n:
                break
            else:
                k3 += 1
                tmp = d[j5 - 1] - (d[j5 - 2] * (tt - d[j5 - 3]) * (tt - d[j5 - 3]) + (ss - d[j5 - 4]) * (ss - d[j5 - 4])
                                   + (rr - d[j5 - 5]) * (rr - d[j5 - 5]))
            if tmp < 0:
                if zone[j4 - 2] < 0:
                    continue
                if zone[j4 - 2] == 0:
                    break
            elif tmp > 0:
                if zone[j4 - 2] > 0:
                    continue
                if zone[j4 - 2] == 0:
                    break
            else:
                break
            # the selector disagrees with tmp: move on to the next segment (wrapping to 1 ends the search)
            m += 1
            if m > zone[0]:
                m = 1
            if i1 != m:
                next_segment = True
            break
        if not next_segment:
            break
    counts[0] = k2
    counts[1] = k3
