"""bin_packing_bnb: the fewest bins of capacity CAP for each of NINST instances of N items: items in
decreasing size, each placed in an open bin (in order) or a new one, depth first, twin placements skipped
and branches cut by bins + ceil((rest - free) / CAP) >= best; also the number of placements tried."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def bin_packing_bnb(bins, nodes, w, NINST, N, CAP):
    for g in prange(NINST):
        a = np.empty(N, dtype=np.int64)
        load = np.zeros(N, dtype=np.int64)
        pre = np.zeros(N + 1, dtype=np.int64)
        nb0 = np.zeros(N, dtype=np.int64)
        ch = np.zeros(N, dtype=np.int64)
        for i in range(N):  # insertion sort, decreasing
            x = w[g, i]
            j = i
            while j > 0 and a[j - 1] < x:
                a[j] = a[j - 1]
                j -= 1
            a[j] = x
        for i in range(N):
            pre[i + 1] = pre[i] + a[i]
        total = pre[N]
        lb = (total + CAP - 1) // CAP
        best = N + 1
        visited = 0
        d = 0
        nb0[0] = 0
        ch[0] = -1
        while d >= 0 and best > lb:
            if ch[d] >= 0:
                load[ch[d]] -= a[d]
            c = ch[d] + 1
            k = 0
            while c <= nb0[d]:
                if load[c] + a[d] > CAP:
                    c += 1
                    continue
                if d > 0 and a[d] == a[d - 1] and c < ch[d - 1]:
                    c += 1
                    continue
                same = False
                if c < nb0[d]:
                    for e in range(c):
                        if load[e] == load[c]:
                            same = True
                if same:
                    c += 1
                    continue
                k = max(nb0[d], c + 1)
                need = (total - pre[d + 1]) - (k * CAP - pre[d + 1])
                extra = (need + CAP - 1) // CAP if need > 0 else 0
                if k + extra < best:
                    break
                c += 1
            ch[d] = c
            if c > nb0[d]:
                ch[d] = -1
                d -= 1
                continue
            visited += 1
            load[c] += a[d]
            if d == N - 1:
                best = k
                continue
            d += 1
            nb0[d] = k
            ch[d] = -1
        bins[g] = best
        nodes[g] = visited
