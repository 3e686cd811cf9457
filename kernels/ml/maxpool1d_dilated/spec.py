"""maxpool1d_dilated: 1-D max pooling (torch.nn.MaxPool1d with dilation, ceil_mode=False), NCL, window of K taps
DL apart, stride S, padding P (padded positions take no part), OL = (L + 2 P - DL (K - 1) - 1) / S + 1:
Y[n, c, t] = max over j < K with 0 <= tS - P + j DL < L of X[n, c, tS - P + j DL]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def maxpool1d_dilated(Y, X, B, C, L, K, S, P, DL, OL):
    for n in prange(B):
        for c in range(C):
            for t in range(OL):
                have = False
                best = X[n, c, 0]
                for j in range(K):
                    q = t * S - P + j * DL
                    if q < 0 or q >= L:
                        continue
                    if not have or X[n, c, q] > best:
                        best = X[n, c, q]
                        have = True
                Y[n, c, t] = best
