"""Convolution and pooling kernels (kernels/ml) against numpy (shifted-slice einsums, sliding windows,
scatter forms of the gather references, adjoint identities for the backward kernels), at every precision."""
import numpy as np
import pytest
from numpy.lib.stride_tricks import sliding_window_view as windows

from corpus_refs import close, precisions, refs, rnd  # noqa: F401  (refs is a fixture)

rng = np.random.default_rng(2024)
KERNELS = ["conv1d", "conv1d_causal_depthwise", "conv2d_strided_padded", "conv2d_nhwc", "depthwise_conv2d",
           "conv2d_grouped", "conv2d_dilated", "conv3d", "conv_transpose2d", "conv2d_backward_weight",
           "conv2d_backward_input", "im2col", "avgpool2d", "maxpool2d_indices", "maxpool2d_backward", "global_avgpool",
           "adaptive_avgpool2d", "maxpool1d", "maxpool3d", "avgpool2d_backward"]


@pytest.fixture(scope="module", autouse=True)
def _built(refs):
    refs.prebuild(["ml/" + k for k in KERNELS])


def P(kernel):
    return pytest.mark.parametrize("prec", precisions("ml/" + kernel))


def u(shape, prec, lo=-1.0, hi=1.0):
    return rnd(rng.uniform(lo, hi, shape), prec)


def conv2d(X, W, b=None, stride=1, pad=0, dil=1):
    """NCHW cross-correlation with OIHW filters: a sum over the filter taps of shifted, strided slices."""
    n, c, h, w = X.shape
    o, _, kh, kw = W.shape
    Xp = np.pad(X, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    oh, ow = (h + 2 * pad - dil * (kh - 1) - 1) // stride + 1, (w + 2 * pad - dil * (kw - 1) - 1) // stride + 1
    Y = np.zeros((n, o, oh, ow))
    for i in range(kh):
        for j in range(kw):
            sl = Xp[:, :, i * dil:i * dil + stride * (oh - 1) + 1:stride, j * dil:j * dil + stride * (ow - 1) + 1:stride]
            Y += np.einsum("nchw,oc->nohw", sl, W[:, :, i, j])
    return Y if b is None else Y + b[None, :, None, None]


@P("conv1d")
def test_conv1d(refs, prec):
    B, CI, CO, L, KS, S = 2, 3, 5, 23, 5, 2
    P_ = KS // 2
    OL = (L + 2 * P_ - KS) // S + 1
    X, W, b = u((B, CI, L), prec), u((CO, CI, KS), prec), u(CO, prec)
    Y = refs("ml/conv1d", prec, Y=(B, CO, OL), X=X, Wt=W, bias=b, B=B, CI=CI, CO=CO, L=L, KS=KS, S=S, P=P_, OL=OL)["Y"]
    Xp = np.pad(X, ((0, 0), (0, 0), (P_, P_)))
    want = sum(np.einsum("ncl,oc->nol", Xp[:, :, i:i + S * (OL - 1) + 1:S], W[:, :, i]) for i in range(KS)) + b[None, :, None]
    close(Y, want, prec)


@P("conv1d_causal_depthwise")
def test_conv1d_causal_depthwise_sees_only_the_past(refs, prec):
    B, C, L, KS = 2, 4, 19, 4
    X, W, b = u((B, C, L), prec), u((C, KS), prec), u(C, prec)
    Y = refs("ml/conv1d_causal_depthwise", prec, Y=(B, C, L), X=X, Wt=W, bias=b, B=B, C=C, L=L, KS=KS)["Y"]
    Xp = np.pad(X, ((0, 0), (0, 0), (KS - 1, 0)))
    close(Y, np.einsum("bclk,ck->bcl", windows(Xp, KS, axis=2), W) + b[None, :, None], prec)
    X2 = X.copy()
    X2[:, :, 10:] = 0.0  # a change after t = 9 leaves outputs up to t = 9 unchanged
    Y2 = refs("ml/conv1d_causal_depthwise", prec, Y=(B, C, L), X=X2, Wt=W, bias=b, B=B, C=C, L=L, KS=KS)["Y"]
    np.testing.assert_array_equal(Y2[:, :, :10], Y[:, :, :10])


@P("conv2d_strided_padded")
@pytest.mark.parametrize("K,S", [(3, 2), (1, 2), (3, 1)])
def test_conv2d_strided_padded(refs, prec, K, S):
    B, CI, CO, H, W_ = 2, 3, 4, 9, 8
    P_ = K // 2
    OH, OW = (H + 2 * P_ - K) // S + 1, (W_ + 2 * P_ - K) // S + 1
    X, W, b = u((B, CI, H, W_), prec), u((CO, CI, K, K), prec), u(CO, prec)
    Y = refs("ml/conv2d_strided_padded", prec, Y=(B, CO, OH, OW), X=X, Wt=W, bias=b, B=B, CI=CI, CO=CO, H=H, W=W_, K=K,
             S=S, P=P_, OH=OH, OW=OW)["Y"]
    close(Y, conv2d(X, W, b, stride=S, pad=P_), prec)


@P("conv2d_nhwc")
def test_conv2d_nhwc_is_conv2d_in_channels_last_layout(refs, prec):
    B, CI, CO, H, W_, K = 2, 3, 5, 7, 6, 3
    X, W, b = u((B, H, W_, CI), prec), u((K, K, CI, CO), prec), u(CO, prec)
    Y = refs("ml/conv2d_nhwc", prec, Y=(B, H - K + 1, W_ - K + 1, CO), X=X, Wt=W, bias=b, B=B, CI=CI, CO=CO, H=H, W=W_, K=K,
             OH=H - K + 1, OW=W_ - K + 1)["Y"]
    want = conv2d(X.transpose(0, 3, 1, 2), W.transpose(3, 2, 0, 1), b).transpose(0, 2, 3, 1)
    close(Y, want, prec)


@P("depthwise_conv2d")
def test_depthwise_conv2d(refs, prec):
    B, C, H, K = 2, 3, 8, 5
    X, W, b = u((B, C, H, H), prec), u((C, K, K), prec), u(C, prec)
    Y = refs("ml/depthwise_conv2d", prec, Y=(B, C, H, H), X=X, Wt=W, bias=b, B=B, C=C, H=H, W=H, K=K)["Y"]
    want = np.concatenate([conv2d(X[:, c:c + 1], W[c][None, None], b[c:c + 1], pad=K // 2) for c in range(C)], axis=1)
    close(Y, want, prec)


@P("conv2d_grouped")
def test_conv2d_grouped(refs, prec):
    B, CI, CO, G, H, W_, K = 1, 8, 12, 4, 7, 6, 3
    X, W, b = u((B, CI, H, W_), prec), u((CO, CI // G, K, K), prec), u(CO, prec)
    Y = refs("ml/conv2d_grouped", prec, Y=(B, CO, H - K + 1, W_ - K + 1), X=X, Wt=W, bias=b, B=B, CI=CI, CO=CO, G=G, H=H,
             W=W_, K=K, OH=H - K + 1, OW=W_ - K + 1)["Y"]
    ci, co = CI // G, CO // G
    want = np.concatenate([conv2d(X[:, g * ci:(g + 1) * ci], W[g * co:(g + 1) * co], b[g * co:(g + 1) * co])
                           for g in range(G)], axis=1)
    close(Y, want, prec)


@P("conv2d_dilated")
def test_conv2d_dilated_keeps_the_size(refs, prec):
    B, CI, CO, H, W_, D = 1, 3, 4, 10, 9, 2
    X, W, b = u((B, CI, H, W_), prec), u((CO, CI, 3, 3), prec), u(CO, prec)
    Y = refs("ml/conv2d_dilated", prec, Y=(B, CO, H, W_), X=X, Wt=W, bias=b, B=B, CI=CI, CO=CO, H=H, W=W_, D=D)["Y"]
    close(Y, conv2d(X, W, b, pad=D, dil=D), prec)


@P("conv3d")
def test_conv3d(refs, prec):
    B, CI, CO, S3, K = 1, 3, 4, 6, 3
    OS = S3 - K + 1
    X, W, b = u((B, CI, S3, S3, S3), prec), u((CO, CI, K, K, K), prec), u(CO, prec)
    Y = refs("ml/conv3d", prec, Y=(B, CO, OS, OS, OS), X=X, Wt=W, bias=b, B=B, CI=CI, CO=CO, S3=S3, K=K, OS=OS)["Y"]
    want = b[None, :, None, None, None] + sum(
        np.einsum("ncdhw,oc->nodhw", X[:, :, a:a + OS, i:i + OS, j:j + OS], W[:, :, a, i, j])
        for a in range(K) for i in range(K) for j in range(K))
    close(Y, want, prec)


@P("conv_transpose2d")
@pytest.mark.parametrize("K,S", [(3, 2), (2, 2), (3, 1)])
def test_conv_transpose2d_scatters_each_pixel(refs, prec, K, S):
    B, CI, CO, H, W_ = 2, 3, 4, 5, 4
    OH, OW = (H - 1) * S + K, (W_ - 1) * S + K
    X, W, b = u((B, CI, H, W_), prec), u((CI, CO, K, K), prec), u(CO, prec)
    Y = refs("ml/conv_transpose2d", prec, Y=(B, CO, OH, OW), X=X, Wt=W, bias=b, B=B, CI=CI, CO=CO, H=H, W=W_, K=K, S=S,
             OH=OH, OW=OW)["Y"]
    want = np.zeros((B, CO, OH, OW)) + b[None, :, None, None]
    for i in range(K):
        for j in range(K):
            want[:, :, i:i + S * (H - 1) + 1:S, j:j + S * (W_ - 1) + 1:S] += np.einsum("nchw,co->nohw", X, W[:, :, i, j])
    close(Y, want, prec)
    if prec == "f64":  # the transpose of a strided convolution: <conv_T(X), Z> = <X, conv(Z; stride S)>
        Z = rng.standard_normal((B, CO, OH, OW))
        fwd = conv2d(Z, W, stride=S)  # W read as CI filters over CO channels
        assert abs(np.sum((Y - b[None, :, None, None]) * Z) - np.sum(X * fwd)) < 1e-10 * np.abs(Z).sum()


@P("conv2d_backward_weight")
def test_conv2d_backward_weight_is_the_adjoint_in_the_filter(refs, prec):
    B, CI, CO, H, W_, K = 2, 3, 4, 7, 6, 3
    OH, OW = H - K + 1, W_ - K + 1
    dY, X = u((B, CO, OH, OW), prec), u((B, CI, H, W_), prec)
    o = refs("ml/conv2d_backward_weight", prec, dW=(CO, CI, K, K), db=(CO,), dY=dY, X=X, B=B, CI=CI, CO=CO, H=H, W=W_, K=K,
             OH=OH, OW=OW)
    want = np.stack([np.stack([np.einsum("nohw,nchw->oc", dY, X[:, :, i:i + OH, j:j + OW]) for j in range(K)], -1)
                     for i in range(K)], -2)
    close(o["dW"], want, prec)
    close(o["db"], dY.sum(axis=(0, 2, 3)), prec)
    if prec == "f64":
        U_ = rng.standard_normal((CO, CI, K, K))
        assert abs(np.sum(dY * conv2d(X, U_)) - np.sum(o["dW"] * U_)) < 1e-10 * np.abs(U_).sum()


@P("conv2d_backward_input")
def test_conv2d_backward_input_is_the_adjoint_in_the_image(refs, prec):
    B, CI, CO, H, W_, K = 2, 3, 4, 7, 6, 3
    OH, OW = H - K + 1, W_ - K + 1
    dY, W = u((B, CO, OH, OW), prec), u((CO, CI, K, K), prec)
    dX = refs("ml/conv2d_backward_input", prec, dX=(B, CI, H, W_), dY=dY, Wt=W, B=B, CI=CI, CO=CO, H=H, W=W_, K=K,
              OH=OH, OW=OW)["dX"]
    want = np.zeros((B, CI, H, W_))
    for i in range(K):
        for j in range(K):
            want[:, :, i:i + OH, j:j + OW] += np.einsum("nohw,oc->nchw", dY, W[:, :, i, j])
    close(dX, want, prec)
    if prec == "f64":
        V = rng.standard_normal((B, CI, H, W_))
        assert abs(np.sum(dY * conv2d(V, W)) - np.sum(dX * V)) < 1e-10 * np.abs(V).sum()


@P("im2col")
def test_im2col_then_matmul_is_the_convolution(refs, prec):
    B, CI, H, W_, K = 2, 3, 6, 5, 3
    X = u((B, CI, H, W_), prec)
    cols = refs("ml/im2col", prec, cols=(B, CI * K * K, H * W_), X=X, B=B, CI=CI, H=H, W=W_, K=K)["cols"]
    Xp = np.pad(X, ((0, 0), (0, 0), (1, 1), (1, 1)))
    want = windows(Xp, (K, K), axis=(2, 3)).transpose(0, 1, 4, 5, 2, 3).reshape(B, CI * K * K, H * W_)
    np.testing.assert_array_equal(cols, want)
    Wf = rng.uniform(-1, 1, (4, CI, K, K))
    close(np.einsum("ok,nkp->nop", Wf.reshape(4, -1), cols).reshape(B, 4, H, W_), conv2d(X, Wf, pad=1), "f64")


@P("avgpool2d")
@pytest.mark.parametrize("K,S", [(2, 2), (3, 2), (3, 1)])
def test_avgpool2d(refs, prec, K, S):
    B, C, H = 2, 3, 10
    OH = (H - K) // S + 1
    X = u((B, C, H, H), prec)
    Y = refs("ml/avgpool2d", prec, Y=(B, C, OH, OH), X=X, B=B, C=C, H=H, W=H, K=K, S=S, OH=OH, OW=OH)["Y"]
    close(Y, windows(X, (K, K), axis=(2, 3))[:, :, ::S, ::S].mean(axis=(-1, -2)), prec)


def maxpool_3s2p1(X):
    """3 x 3 / stride 2 / padding 1 max pooling: values and flat input indices of the first maximum."""
    B, C, H, W = X.shape
    Xp = np.pad(X, ((0, 0), (0, 0), (1, 1), (1, 1)), constant_values=-np.inf)
    win = windows(Xp, (3, 3), axis=(2, 3))[:, :, ::2, ::2].reshape(B, C, (H - 1) // 2 + 1, (W - 1) // 2 + 1, 9)
    k = np.argmax(win, axis=-1)  # first maximum in row-major window order
    oy, ox = np.meshgrid(np.arange(win.shape[2]), np.arange(win.shape[3]), indexing="ij")
    idx = (2 * oy - 1 + k // 3) * W + (2 * ox - 1 + k % 3)
    return win.max(axis=-1), idx


@P("maxpool2d_indices")
def test_maxpool2d_indices(refs, prec):
    B, C, H, W_ = 2, 3, 9, 8
    X = u((B, C, H, W_), prec)
    X[0, 0, 2:5, 2:5] = 0.75  # a flat window: the first of the tied maxima
    OH, OW = (H - 1) // 2 + 1, (W_ - 1) // 2 + 1
    o = refs("ml/maxpool2d_indices", prec, Y=(B, C, OH, OW), idx=(B, C, OH, OW), X=X, B=B, C=C, H=H, W=W_, OH=OH, OW=OW)
    vals, idx = maxpool_3s2p1(X)
    np.testing.assert_array_equal(o["Y"], vals)
    np.testing.assert_array_equal(o["idx"], idx)


@P("maxpool2d_backward")
def test_maxpool2d_backward_routes_to_the_first_maximum(refs, prec):
    B, C, H = 2, 3, 9
    OH = (H - 1) // 2 + 1
    X, dY = u((B, C, H, H), prec), u((B, C, OH, OH), prec)
    X[1, 2, :4, :4] = 0.5  # ties across overlapping windows
    dX = refs("ml/maxpool2d_backward", prec, dX=(B, C, H, H), X=X, dY=dY, B=B, C=C, H=H, W=H, OH=OH, OW=OH)["dX"]
    _, idx = maxpool_3s2p1(X)
    want = np.zeros((B * C, H * H))
    np.add.at(want, (np.repeat(np.arange(B * C), OH * OH), idx.reshape(-1)), dY.reshape(-1))
    close(dX, want.reshape(B, C, H, H), prec)


@P("global_avgpool")
def test_global_avgpool(refs, prec):
    X = u((2, 5, 7, 7), prec)
    close(refs("ml/global_avgpool", prec, Y=(2, 5), X=X, B=2, C=5, H=7, W=7)["Y"], X.mean(axis=(2, 3)), prec)


@P("adaptive_avgpool2d")
@pytest.mark.parametrize("O", [1, 5, 7])
def test_adaptive_avgpool2d_bins(refs, prec, O):
    B, C, H, W_ = 1, 2, 10, 13
    X = u((B, C, H, W_), prec)
    Y = refs("ml/adaptive_avgpool2d", prec, Y=(B, C, O, O), X=X, B=B, C=C, H=H, W=W_, O=O)["Y"]
    want = np.empty((B, C, O, O))
    for i in range(O):
        for j in range(O):
            ys = slice(int(np.floor(i * H / O)), int(np.ceil((i + 1) * H / O)))
            xs = slice(int(np.floor(j * W_ / O)), int(np.ceil((j + 1) * W_ / O)))
            want[:, :, i, j] = X[:, :, ys, xs].mean(axis=(2, 3))
    close(Y, want, prec)


@P("maxpool1d")
def test_maxpool1d(refs, prec):
    B, C, L, K, S = 2, 3, 33, 3, 2
    OL = (L - K) // S + 1
    X = u((B, C, L), prec)
    Y = refs("ml/maxpool1d", prec, Y=(B, C, OL), X=X, B=B, C=C, L=L, K=K, S=S, OL=OL)["Y"]
    np.testing.assert_array_equal(Y, windows(X, K, axis=2)[:, :, ::S].max(axis=-1))


@P("maxpool3d")
def test_maxpool3d(refs, prec):
    B, C, S3 = 1, 3, 8
    X = u((B, C, S3, S3, S3), prec)
    Y = refs("ml/maxpool3d", prec, Y=(B, C, 4, 4, 4), X=X, B=B, C=C, S3=S3, OS=4)["Y"]
    np.testing.assert_array_equal(Y, X.reshape(B, C, 4, 2, 4, 2, 4, 2).max(axis=(3, 5, 7)))


@P("avgpool2d_backward")
@pytest.mark.parametrize("K,S", [(2, 2), (3, 2), (3, 1)])
def test_avgpool2d_backward_spreads_each_gradient_over_its_window(refs, prec, K, S):
    B, C, H = 2, 3, 10
    OH = (H - K) // S + 1
    dY = u((B, C, OH, OH), prec)
    dX = refs("ml/avgpool2d_backward", prec, dX=(B, C, H, H), dY=dY, B=B, C=C, H=H, W=H, K=K, S=S, OH=OH, OW=OH)["dX"]
    want = np.zeros((B, C, H, H))
    for i in range(K):
        for j in range(K):
            want[:, :, i:i + S * (OH - 1) + 1:S, j:j + S * (OH - 1) + 1:S] += dY / (K * K)
    close(dX, want, prec)
