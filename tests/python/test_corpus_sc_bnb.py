"""sc/backtrack_branch_and_bound references (N-queens, knapsack, TSP, maximum clique, subset-sum counting,
colouring counting) against exact answers computed another way: dynamic programming, Held-Karp,
Bron-Kerbosch, brute-force enumeration in numpy, published counts."""
import itertools

import numpy as np
import pytest

from sc_refs import ref, run_initializers  # noqa: F401  (ref is a fixture)

BB = "sc/backtrack_branch_and_bound/"
rng = np.random.default_rng(53)


@pytest.mark.parametrize("n,want", [(6, 4), (8, 92), (10, 724)])
def test_nqueens_known_counts(ref, n, want):
    assert ref(BB + "nqueens", "f64", N=n)["count"][0] == want


def test_knapsack_bnb_matches_dp(ref):
    ninst = 6
    for n in (12, 20, 30):
        a = run_initializers(ref.lib(BB + "knapsack_bnb", "f64"), {"NINST": ninst, "N": n},
                             [("w", np.int64, ninst * n, "knapsack_items"), ("v", np.int64, ninst * n, "knapsack_items")],
                             seed=n)
        w, v = a["w"].reshape(ninst, n), a["v"].reshape(ninst, n)
        assert w.min() >= 1 and w.max() <= 100 and np.all(v == w + 10)
        got = ref(BB + "knapsack_bnb", "f64", w=w, v=v, NINST=ninst, N=n)["best"]
        for k in range(ninst):
            cap = int(w[k].sum()) // 2
            best = np.zeros(cap + 1, dtype=np.int64)
            for wi, vi in zip(w[k], v[k]):
                best[wi:] = np.maximum(best[wi:], best[:-wi] + vi)
            assert got[k] == best[cap]


def held_karp(d):
    n = len(d)
    INF = 1 << 60
    C = np.full((1 << n, n), INF, dtype=np.int64)
    C[1, 0] = 0
    for mask in range(1, 1 << n):
        if not mask & 1:
            continue
        for last in range(n):
            c = C[mask, last]
            if c == INF:
                continue
            for nxt in range(1, n):
                if not mask >> nxt & 1:
                    m2 = mask | 1 << nxt
                    C[m2, nxt] = min(C[m2, nxt], c + d[last, nxt])
    full = (1 << n) - 1
    return min(C[full, last] + d[last, 0] for last in range(1, n))


@pytest.mark.parametrize("n", [4, 8, 9])
def test_tsp_bnb_matches_held_karp(ref, n):
    d = rng.integers(0, 1000, (n, n)).astype(np.int32)
    assert ref(BB + "tsp_bnb", "f64", dist=d, N=n)["best"][0] == held_karp(d.astype(np.int64))


def bitgraph(ref, kernel, n, dens, seed, ng=1):
    adj = run_initializers(ref.lib(BB + kernel, "f64"), {"NG": ng, "N": n, "DENS": dens, "K": 3},
                           [("adj", np.uint64, ng * n, "random_bitgraph")], seed=seed)["adj"]
    A = ((adj[:, None] >> np.arange(n, dtype=np.uint64)[None, :]) & np.uint64(1)).astype(int)
    return adj, A.reshape(ng, n, n) if ng > 1 else A


def test_random_bitgraph_is_simple_and_symmetric(ref):
    adj, A = bitgraph(ref, "max_clique", 64, 50, 3)
    assert np.array_equal(A, A.T) and A.trace() == 0
    assert 0.4 < A.sum() / (64 * 63) < 0.6


def bron_kerbosch(A):
    n = len(A)
    nb = [set(np.flatnonzero(A[i])) for i in range(n)]
    best = 0

    def bk(r, p, x):
        nonlocal best
        if not p and not x:
            best = max(best, len(r))
            return
        pivot = max(p | x, key=lambda u: len(p & nb[u]))
        for v in list(p - nb[pivot]):
            bk(r | {v}, p & nb[v], x & nb[v])
            p = p - {v}
            x = x | {v}
    bk(set(), set(range(n)), set())
    return best


@pytest.mark.parametrize("n,dens", [(24, 50), (40, 65)])
def test_max_clique_matches_bron_kerbosch(ref, n, dens):
    adj, A = bitgraph(ref, "max_clique", n, dens, n, ng=3)
    got = ref(BB + "max_clique", "f64", adj=adj, NG=3, N=n, DENS=dens)["size"]
    np.testing.assert_array_equal(got, [bron_kerbosch(a) for a in A])


@pytest.mark.parametrize("n,k", [(9, 3), (10, 4)])
def test_graph_coloring_count_matches_enumeration(ref, n, k):
    adj, A = bitgraph(ref, "graph_coloring_count", n, 30, n + k)
    col = np.array(list(itertools.product(range(k), repeat=n)), dtype=np.int8)  # all k^n colourings
    i, j = np.nonzero(np.triu(A))
    ok = np.all(col[:, i] != col[:, j], axis=1)
    assert ref(BB + "graph_coloring_count", "f64", adj=adj, N=n, K=k, DENS=30)["count"][0] == ok.sum()


def test_graph_coloring_count_of_known_graphs(ref):
    n, k = 6, 3
    cycle = np.array([(1 << ((i + 1) % n)) | (1 << ((i - 1) % n)) for i in range(n)], dtype=np.uint64)
    # chromatic polynomial of the cycle C_n: (k - 1)^n + (-1)^n (k - 1)
    assert ref(BB + "graph_coloring_count", "f64", adj=cycle, N=n, K=k, DENS=30)["count"][0] == 2 ** 6 + 2


@pytest.mark.parametrize("n", [10, 16, 20])
def test_subset_sum_count_matches_dp(ref, n):
    a = run_initializers(ref.lib(BB + "subset_sum_count", "f64"), {"N": n}, [("a", np.int64, n, "subset_values")],
                         seed=n)["a"]
    assert a.min() >= 1 and a.max() <= 1000
    target = int(a.sum()) // 2
    ways = np.zeros(target + 1, dtype=object)
    ways[0] = 1
    for x in a:
        ways[x:] = ways[x:] + ways[:-x].copy() if x <= target else ways[x:]
    assert ref(BB + "subset_sum_count", "f64", a=a, N=n)["count"][0] == ways[target]
