"""sc/dynamic_programming references (Floyd-Warshall, PolyBench nussinov, sequence alignment and edit
distances, knapsack, dynamic time warping) against scipy and independently organized numpy DP (row
recurrences solved with prefix max/min scans, span-ordered recursions)."""
import numpy as np
import pytest
from scipy.sparse import csgraph

from sc_refs import close, precisions, q, ref, run_initializers  # noqa: F401  (ref is a fixture)

DP = "sc/dynamic_programming/"
rng = np.random.default_rng(41)


def P(name):
    return pytest.mark.parametrize("prec", precisions(DP + name))


def seqs(n, m, k=4):
    return rng.integers(0, k, n).astype(np.uint8), rng.integers(0, k, m).astype(np.uint8)


@P("floyd_warshall")
def test_floyd_warshall_matches_scipy(ref, prec):
    Dm = q(prec, rng.uniform(1, 100, (15, 15)))
    np.fill_diagonal(Dm, 0)
    o = ref(DP + "floyd_warshall", prec, D=Dm, N=15)
    close(o["D"], csgraph.floyd_warshall(Dm), prec)


def test_nussinov_matches_span_ordered_recursion(ref):
    n = 40
    seq = rng.integers(0, 4, n).astype(np.uint8)
    o = ref(DP + "nussinov", "f64", seq=seq, N=n)
    S = np.zeros((n + 1, n + 1), dtype=int)  # S[i][j]: best pairing of seq[i..j]; filled by span j - i
    for span in range(1, n):
        for i in range(n - span):
            j = i + span
            pair = S[i + 1][j - 1] + (1 if span > 1 and seq[i] + seq[j] == 3 else 0)
            split = max((S[i][k] + S[k + 1][j] for k in range(i + 1, j)), default=0)
            S[i][j] = max(S[i + 1][j], S[i][j - 1], pair, split)
    np.testing.assert_array_equal(o["table"], np.triu(S[:n, :n], 1))


def test_lcs_matches_prefix_max_rows(ref):
    a, b = seqs(50, 37)
    o = ref(DP + "lcs", "f64", a=a, b=b, N=50, M=37)
    L = np.zeros((51, 38), dtype=np.int64)
    for i in range(1, 51):
        t = np.where(a[i - 1] == b, L[i - 1, :-1] + 1, L[i - 1, 1:])
        L[i, 1:] = np.maximum.accumulate(t)  # max with the left neighbour, as a running max
    np.testing.assert_array_equal(o["L"], L)


def test_levenshtein_matches_prefix_min_rows(ref):
    a, b = seqs(45, 52)
    o = ref(DP + "levenshtein", "f64", a=a, b=b, N=45, M=52)
    D = np.zeros((46, 53), dtype=np.int64)
    D[0] = np.arange(53)
    j = np.arange(53)
    for i in range(1, 46):
        t = np.empty(53, dtype=np.int64)
        t[0] = i
        t[1:] = np.minimum(D[i - 1, 1:] + 1, D[i - 1, :-1] + (a[i - 1] != b))
        D[i] = np.minimum.accumulate(t - j) + j  # D[i][j] = min over k <= j of t[k] + (j - k)
    np.testing.assert_array_equal(o["D"], D)


def test_levenshtein_known_distance(ref):
    a = np.frombuffer(b"kitten", dtype=np.uint8).copy()
    b = np.frombuffer(b"sitting", dtype=np.uint8).copy()
    assert ref(DP + "levenshtein", "f64", a=a, b=b, N=6, M=7)["D"][6, 7] == 3


def test_needleman_wunsch_matches_prefix_max_rows(ref):
    a, b = seqs(30, 25)
    o = ref(DP + "needleman_wunsch", "f64", a=a, b=b, N=30, M=25, GAP=2)
    H = np.zeros((31, 26), dtype=np.int64)
    H[0] = -2 * np.arange(26)
    j = np.arange(26)
    for i in range(1, 31):
        t = np.empty(26, dtype=np.int64)
        t[0] = -2 * i
        t[1:] = np.maximum(H[i - 1, :-1] + np.where(a[i - 1] == b, 1, -1), H[i - 1, 1:] - 2)
        H[i] = np.maximum.accumulate(t + 2 * j) - 2 * j
    np.testing.assert_array_equal(o["H"], H)


def test_smith_waterman_matches_prefix_max_rows(ref):
    a, b = seqs(60, 70)
    o = ref(DP + "smith_waterman", "f64", a=a, b=b, N=60, M=70, MATCH=3, MISMATCH=3, GAP=2)
    H = np.zeros((61, 71), dtype=np.int64)
    j = np.arange(71)
    for i in range(1, 61):
        t = np.zeros(71, dtype=np.int64)
        t[1:] = np.maximum.reduce([np.zeros(70, dtype=np.int64), H[i - 1, :-1] + np.where(a[i - 1] == b, 3, -3),
                                   H[i - 1, 1:] - 2])
        H[i] = np.maximum.accumulate(t + 2 * j) - 2 * j
    np.testing.assert_array_equal(o["H"], H)
    k = int(np.argmax(H))
    np.testing.assert_array_equal(o["best"], [H.max(), k // 71, k % 71])


def test_knapsack_matches_vectorized_item_updates(ref):
    n, c = 25, 300
    w = rng.integers(1, 40, n).astype(np.int32)
    v = rng.integers(0, 1000, n).astype(np.int32)
    o = ref(DP + "knapsack", "f64", w=w, v=v, N=n, C=c, WMAX=40)
    best = np.zeros(c + 1, dtype=np.int64)
    for wi, vi in zip(w, v):
        best[wi:] = np.maximum(best[wi:], best[:-wi] + vi)  # the right side uses the table before this item
    np.testing.assert_array_equal(o["best"], best)
    # and against brute force over all subsets of the first 12 items at a few capacities
    o = ref(DP + "knapsack", "f64", w=w[:12], v=v[:12], N=12, C=c, WMAX=40)
    masks = (np.arange(2 ** 12)[:, None] >> np.arange(12)) & 1
    tw, tv = masks @ w[:12].astype(np.int64), masks @ v[:12].astype(np.int64)
    for cap in (0, 17, 100, 300):
        assert o["best"][cap] == tv[tw <= cap].max()


def test_knapsack_weights_initializer_stays_in_range(ref):
    a = run_initializers(ref.lib(DP + "knapsack", "f64"), {"N": 5000, "C": 100, "WMAX": 10},
                         [("w", np.int32, 5000, "knapsack_weights")])
    assert a["w"].min() == 1 and a["w"].max() == 10


@P("dtw")
def test_dtw_matches_antidiagonal_wavefront(ref, prec):
    n, m = 30, 41
    x, y = q(prec, rng.standard_normal(n), rng.standard_normal(m))
    o = ref(DP + "dtw", prec, x=x, y=y, N=n, M=m)
    cost = np.abs(x[:, None] - y[None, :])
    D = np.full((n + 1, m + 1), np.inf)
    D[0, 0] = 0
    for s in range(2, n + m + 1):  # cells with i + j = s (1-based) depend only on earlier antidiagonals
        i = np.arange(max(1, s - m), min(n, s - 1) + 1)
        jj = s - i
        D[i, jj] = cost[i - 1, jj - 1] + np.minimum.reduce([D[i - 1, jj], D[i, jj - 1], D[i - 1, jj - 1]])
    close(o["D"], D[1:, 1:], prec)
