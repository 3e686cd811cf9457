"""sc/spectral_methods references (FFT variants, the direct DFT, NPB FT, JPEG's DCT, the NTT) against
numpy.fft/scipy.fft and exact integer arithmetic, at every precision of each manifest."""
import numpy as np
import pytest
from scipy import fft as sfft

from sc_refs import close, precisions, q, ref, run_initializers  # noqa: F401  (ref is a fixture)

F = "sc/spectral_methods/"
rng = np.random.default_rng(5)


def P(name):
    return pytest.mark.parametrize("prec", precisions(F + name))


def U(*shape):
    return rng.uniform(-1, 1, shape)


@P("fft")
def test_fft_matches_numpy(ref, prec):
    re, im = q(prec, U(64), U(64))
    o = ref(F + "fft", prec, in_re=re, in_im=im, LOG2N=6)
    X = np.fft.fft(re + 1j * im)
    close(o["out_re"], X.real, prec)
    close(o["out_im"], X.imag, prec)


@P("fft_radix4")
@pytest.mark.parametrize("log4n", [1, 3])
def test_fft_radix4_matches_numpy(ref, prec, log4n):
    n = 4 ** log4n
    re, im = q(prec, U(n), U(n))
    o = ref(F + "fft_radix4", prec, in_re=re, in_im=im, LOG4N=log4n)
    X = np.fft.fft(re + 1j * im)
    close(o["out_re"], X.real, prec)
    close(o["out_im"], X.imag, prec)


@P("fft_2d")
def test_fft_2d_matches_numpy(ref, prec):
    re, im = q(prec, U(16, 16), U(16, 16))
    o = ref(F + "fft_2d", prec, in_re=re, in_im=im, LOG2N=4)
    X = np.fft.fft2(re + 1j * im)
    close(o["out_re"], X.real, prec)
    close(o["out_im"], X.imag, prec)


@P("rfft")
@pytest.mark.parametrize("log2n", [2, 3, 7])
def test_rfft_matches_numpy(ref, prec, log2n):
    n = 2 ** log2n
    x = q(prec, U(n))
    o = ref(F + "rfft", prec, x=x, LOG2N=log2n)
    X = np.fft.rfft(x)
    close(o["out_re"], X.real, prec)
    close(o["out_im"], X.imag, prec)


@P("dft")
@pytest.mark.parametrize("n", [7, 30])
def test_dft_matches_numpy_for_any_length(ref, prec, n):
    re, im = q(prec, U(n), U(n))
    tw = run_initializers(ref.lib(F + "dft", prec), {"N": n},
                          [("tw_re", np.float64 if prec == "f64" else np.float32, n, "dft_twiddles"),
                           ("tw_im", np.float64 if prec == "f64" else np.float32, n, "dft_twiddles")])
    close(tw["tw_re"] + 1j * tw["tw_im"], np.exp(-2j * np.pi * np.arange(n) / n), prec)
    o = ref(F + "dft", prec, in_re=re, in_im=im, tw_re=tw["tw_re"], tw_im=tw["tw_im"], N=n)
    X = np.fft.fft(re + 1j * im)
    close(o["out_re"], X.real, prec)
    close(o["out_im"], X.imag, prec)


@P("npb_ft")
def test_npb_ft_evolves_transforms_and_checksums(ref, prec):
    lx, ly, lz, t = 3, 2, 4, 7.0
    nx, ny, nz = 2 ** lx, 2 ** ly, 2 ** lz
    re, im = q(prec, U(nz, ny, nx), U(nz, ny, nx))
    o = ref(F + "npb_ft", prec, u0_re=re, u0_im=im, LX=lx, LY=ly, LZ=lz, t=t)
    kz, ky, kx = np.meshgrid(np.fft.fftfreq(nz, 1 / nz), np.fft.fftfreq(ny, 1 / ny), np.fft.fftfreq(nx, 1 / nx),
                             indexing="ij")
    # NPB's signed frequency puts k = n/2 at -n/2; fftfreq does the same
    u = np.fft.ifftn((re + 1j * im) * np.exp(-4e-6 * np.pi ** 2 * (kx ** 2 + ky ** 2 + kz ** 2) * t)) * nx * ny * nz
    close(o["u_re"], u.real, prec)
    close(o["u_im"], u.imag, prec)
    j = np.arange(1, 1025)
    c = u[5 * j % nz, 3 * j % ny, j % nx].sum() / (nx * ny * nz)
    close(o["chk"], [c.real, c.imag], prec)


@P("dct2_8x8")
def test_dct2_8x8_is_blockwise_orthonormal_dct(ref, prec):
    bh, bw = 2, 3
    img = q(prec, U(8 * bh, 8 * bw))
    o = ref(F + "dct2_8x8", prec, img=img, BH=bh, BW=bw)
    want = np.empty_like(img)
    for i in range(bh):
        for j in range(bw):
            blk = (slice(8 * i, 8 * i + 8), slice(8 * j, 8 * j + 8))
            want[blk] = sfft.dctn(img[blk], type=2, norm="ortho")
    close(o["out"], want, prec)


def test_ntt_polymul_is_exact_polynomial_product(ref):
    p, n = 998244353, 64
    a, b = rng.integers(0, p, n // 2).astype(np.uint32), rng.integers(0, p, n // 2).astype(np.uint32)
    o = ref(F + "ntt_polymul", "f64", a=a, b=b, LOG2N=6)
    A, B = [int(v) for v in a], [int(v) for v in b]
    prod = [0] * n
    for i, x in enumerate(A):
        for j, y in enumerate(B):
            prod[i + j] = (prod[i + j] + x * y) % p
    np.testing.assert_array_equal(o["c"], np.array(prod, dtype=np.uint32))
    w = pow(3, (p - 1) // n, p)
    fa = [sum(x * pow(w, i * k, p) for i, x in enumerate(A)) % p for k in range(n)]
    np.testing.assert_array_equal(o["fa"], np.array(fa, dtype=np.uint32))
