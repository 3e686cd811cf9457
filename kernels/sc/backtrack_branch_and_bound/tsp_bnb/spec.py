"""tsp_bnb: shortest Hamiltonian cycle from city 0 over N <= 16 cities (asymmetric integer distances), depth-first branch and bound."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel

INT64_MAX = 9223372036854775807


def cheapest_exit(dist, n, v, allowed):
    m = INT64_MAX
    for u in range(n):
        if u != v and (allowed >> u) & 1 and dist[v, u] < m:
            m = np.int64(dist[v, u])
    return m


def tsp_bnb(best, dist, N):
    if N < 2 or N > 16:
        best[0] = 0
        return
    # dfs(city, visited, cost) of reference.c with an explicit stack of frames
    city_s = np.zeros(N + 1, dtype=np.int64)
    vis_s = np.zeros(N + 1, dtype=np.int64)
    cost_s = np.zeros(N + 1, dtype=np.int64)
    next_s = np.zeros(N + 1, dtype=np.int64)
    allc = (1 << N) - 1
    bst = INT64_MAX
    d = 0
    city_s[0] = 0
    vis_s[0] = 1
    cost_s[0] = 0
    entering = True
    while d >= 0:
        city = city_s[d]
        visited = vis_s[d]
        cost = cost_s[d]
        unvisited = allc & ~visited
        if entering:
            entering = False
            if unvisited == 0:
                c = cost + dist[city, 0]
                if c < bst:
                    bst = c
                d -= 1
                continue
            bound = cost + cheapest_exit(dist, N, city, unvisited)
            for v in range(N):
                if (unvisited >> v) & 1:
                    bound += cheapest_exit(dist, N, v, (unvisited & ~(1 << v)) | 1)
            if bound >= bst:
                d -= 1
                continue
            next_s[d] = 1
        v = next_s[d]
        while v < N and not ((unvisited >> v) & 1):
            v += 1
        if v >= N:
            d -= 1
            continue
        next_s[d] = v + 1
        city_s[d + 1] = v
        vis_s[d + 1] = visited | (1 << v)
        cost_s[d + 1] = cost + dist[city, v]
        d += 1
        entering = True
    best[0] = bst
