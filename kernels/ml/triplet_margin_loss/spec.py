"""triplet_margin_loss: PyTorch's TripletMarginLoss (p = 2, eps = 1e-6, no swap, reduction mean):
loss = mean_n max(d(A[n], P[n]) - d(A[n], Q[n]) + margin, 0), d(u, v) = sqrt(sum_k (u[k] - v[k] + eps)^2)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def triplet_margin_loss(loss, A, P, Q, N, D, margin):
    eps = 1e-6
    total = 0.0
    for n in range(N):
        dp = A[n] - P[n] + eps
        dq = A[n] - Q[n] + eps
        l = np.sqrt(np.sum(dp * dp)) - np.sqrt(np.sum(dq * dq)) + margin
        if l > 0:
            total += l
    loss[0] = total / N
