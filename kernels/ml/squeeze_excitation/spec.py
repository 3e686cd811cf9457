"""squeeze_excitation on NCHW: s[c] = mean over H, W of X[b, c]; z = relu(W1 s + b1) (R = C / 16);
gate = sigmoid(W2 z + b2); Y[b, c] = X[b, c] gate[c]. s, z and gate are kept unrounded."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def squeeze_excitation(Y, X, W1, b1, W2, b2, B, C, H, W, R):
    for b in prange(B):
        s = np.empty(C)
        z = np.empty(R)
        gate = np.empty(C)
        for c in range(C):
            t = 0.0
            for h in range(H):
                for w in range(W):
                    t += X[b, c, h, w]
            s[c] = t / (H * W)
        for r in range(R):
            t = float(b1[r])
            for c in range(C):
                t += W1[r, c] * s[c]
            z[r] = t if t > 0 else 0.0
        for c in range(C):
            t = float(b2[c])
            for r in range(R):
                t += W2[c, r] * z[r]
            gate[c] = 1.0 / (1.0 + np.exp(-t))
        for c in range(C):
            for h in range(H):
                for w in range(W):
                    Y[b, c, h, w] = X[b, c, h, w] * gate[c]
