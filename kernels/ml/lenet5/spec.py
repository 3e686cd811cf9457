"""lenet5: LeNet-5 forward on 32 x 32 single-channel images: P1 = maxpool2x2(relu(conv5x5(X; K1) + c1))
(1 -> 6 channels, valid, stored), P2 = maxpool2x2(relu(conv5x5(P1; K2) + c2)) (6 -> 16, stored),
H1 = relu(F1 flat(P2) + g1) (400 -> 120), H2 = relu(F2 H1 + g2) (120 -> 84), Y = F3 H2 + g3 (84 -> NC)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lenet5(Y, P1, P2, H1, H2, X, K1, c1, K2, c2, F1, g1, F2, g2, F3, g3, B, NC):
    for n in prange(B):
        a1 = np.empty((6, 28, 28))
        for o in range(6):
            for y in range(28):
                for x in range(28):
                    a1[o, y, x] = c1[o] + np.sum(X[n, y:y + 5, x:x + 5] * K1[o])
        for o in range(6):
            for p in range(14):
                for q in range(14):
                    P1[n, o, p, q] = max(np.max(a1[o, 2 * p:2 * p + 2, 2 * q:2 * q + 2]), 0.0)
        a2 = np.empty((16, 10, 10))
        for o in range(16):
            for y in range(10):
                for x in range(10):
                    a2[o, y, x] = c2[o] + np.sum(P1[n, :, y:y + 5, x:x + 5] * K2[o])
        for o in range(16):
            for p in range(5):
                for q in range(5):
                    P2[n, o, p, q] = max(np.max(a2[o, 2 * p:2 * p + 2, 2 * q:2 * q + 2]), 0.0)
        flat = P2[n].reshape(400)
        for k in range(120):
            H1[n, k] = max(g1[k] + np.sum(F1[k, :] * flat), 0.0)
        for k in range(84):
            H2[n, k] = max(g2[k] + np.sum(F2[k, :] * H1[n, :]), 0.0)
        for k in range(NC):
            Y[n, k] = g3[k] + np.sum(F3[k, :] * H2[n, :])
