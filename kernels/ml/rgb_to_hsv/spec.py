"""rgb_to_hsv: RGB -> HSV of an N x 3 x H x W batch (channel 0 red, 1 green, 2 blue; outputs channel 0 hue,
1 saturation, 2 value): mx = max(r, g, b), mn = min(r, g, b), d = mx - mn; v = mx; s = d / mx when mx > 0,
else 0; hue: 0 when d == 0; else when mx == r: t = (g - b) / d, plus 6 when g < b; else when mx == g:
t = (b - r) / d + 2; else t = (r - g) / d + 4; h = t / 6."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def rgb_to_hsv(Y, X, N, H, W):
    for n in range(N):
        for i in prange(H):
            for j in range(W):
                r = X[n, 0, i, j]
                g = X[n, 1, i, j]
                b = X[n, 2, i, j]
                mx = max(r, g, b)
                mn = min(r, g, b)
                d = mx - mn
                h = 0.0
                s = 0.0
                if mx > 0:
                    s = d / mx
                if d > 0:
                    if mx == r:
                        t = (g - b) / d
                        if g < b:
                            t += 6.0
                    elif mx == g:
                        t = (b - r) / d + 2.0
                    else:
                        t = (r - g) / d + 4.0
                    h = t / 6.0
                Y[n, 0, i, j] = h
                Y[n, 1, i, j] = s
                Y[n, 2, i, j] = mx
