"""spgemm: C = A B for sparse N x N CSR matrices (Gustavson, row by row): row i of C = sum over the entries (k, a)
of A's row i of a * (row k of B), the products merged into row i's W = KA KB fixed slots by column, kept sorted by
insertion (binary search for the first slot with column >= j); C_cnt[i] = the entries of row i, the unused slots
hold column -1 and value 0."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def spgemm(C_cnt, C_col, C_val, A_rowptr, A_col, A_val, B_rowptr, B_col, B_val, N, KA, KB, NNZA, NNZB, W):
    for i in prange(N):
        cnt = 0
        for ea in range(A_rowptr[i], A_rowptr[i + 1]):
            k = A_col[ea]
            a = A_val[ea]
            for eb in range(B_rowptr[k], B_rowptr[k + 1]):
                j = B_col[eb]
                v = a * B_val[eb]
                lo = 0
                hi = cnt
                while lo < hi:  # the first slot with column >= j
                    mid = (lo + hi) // 2
                    if C_col[i, mid] < j:
                        lo = mid + 1
                    else:
                        hi = mid
                if lo < cnt and C_col[i, lo] == j:
                    C_val[i, lo] += v
                    continue
                for t in range(cnt, lo, -1):
                    C_col[i, t] = C_col[i, t - 1]
                    C_val[i, t] = C_val[i, t - 1]
                C_col[i, lo] = j
                C_val[i, lo] = v
                cnt += 1
        C_cnt[i] = cnt
        for t in range(cnt, W):
            C_col[i, t] = -1
            C_val[i, t] = 0
