"""ilu0: ILU(0) in place on the values of a CSR matrix (Saad's IKJ variant, pattern kept): for i = 1 .. N-1, for
each stored (i, k) with k < i in column order, A[i][k] /= A[k][k] (already factored), then A[i][j] -= A[i][k] A[k][j]
for every stored (i, j) with j > k whose (k, j) is stored (a merge of the two sorted rows). Row 0 is unchanged."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def ilu0(A_val, A_rowptr, A_col, N, K, NNZ):
    for i in range(1, N):
        e = A_rowptr[i]
        while e < A_rowptr[i + 1] and A_col[e] < i:
            k = A_col[e]
            dk = A_rowptr[k]
            while A_col[dk] != k:  # the diagonal of row k (every row stores it)
                dk += 1
            A_val[e] /= A_val[dk]
            lik = A_val[e]
            f = e + 1
            g = dk + 1
            while f < A_rowptr[i + 1] and g < A_rowptr[k + 1]:
                if A_col[f] < A_col[g]:
                    f += 1
                elif A_col[f] > A_col[g]:
                    g += 1
                else:
                    A_val[f] -= lik * A_val[g]
                    f += 1
                    g += 1
            e += 1
