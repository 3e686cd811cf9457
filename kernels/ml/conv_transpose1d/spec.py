"""conv_transpose1d: transposed 1-D convolution (torch.nn.ConvTranspose1d, groups 1, dilation 1, no output
padding), NCL, weights Wt[CI, CO, K], stride S, padding P, OL = (L - 1) S - 2 P + K:
Y[n, o, t] = bias[o] + sum over c, k with t + P - k = i S, 0 <= i < L, of X[n, c, i] Wt[c, o, k],
summed in order of c, then k, after the bias."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv_transpose1d(Y, X, Wt, bias, B, CI, CO, L, K, S, P, OL):
    for n in prange(B):
        for o in range(CO):
            for t in range(OL):
                s = bias[o]
                for c in range(CI):
                    for k in range((t + P) % S, K, S):
                        q = t + P - k
                        if q < 0 or q // S >= L:
                            continue
                        s += X[n, c, q // S] * Wt[c, o, k]
                Y[n, o, t] = s
