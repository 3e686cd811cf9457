#!/usr/bin/env python3
"""Generates kernels/llr/lfkNN_<name>/{kernel.yaml,reference.c}: the 24 Livermore Fortran Kernels (LFK,
F. H. McMahon, "The Livermore Fortran Kernels: a computer test of the numerical performance range",
UCRL-53745, 1986), written from their published Fortran definitions in our kernel form.

Conventions (as kernels/llr/gen.py): the arrays a kernel touches are arguments, one pass of the kernel (no
timing repetition), scalars that the original keeps in COMMON are params (or [1]-shaped arrays when the
kernel updates them), 0-based C indexing of the 1-based Fortran (Fortran X(k) is C x[k-1]; 2-D Fortran
arrays are column-major, so ZA(j,k) is za[k][j] here, row-major [rows][cols]). The loop length n (the
original "span") is a size; where the original fixes an extent (ADI's 5 x n x 2 planes, the 7 rows of
kernels 15/18/23, the 25 x 25 of kernel 21, the 64 x 64 grid of kernel 13) so do we. Where the original
reads past its declared arrays (kernel 4 past X(1001), kernel 14 past RH(2048)) our arrays are declared
long enough. cost.bytes counts 8 bytes per real element (f64) and 4 per i32: in and out arrays once, inout
twice, over the elements the kernel touches.

Run from anywhere: python3 kernels/llr/gen_lfk.py  (rewrites every lfk directory).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from kgen import A, P, write  # noqa: E402

GEN = "kernels/llr/gen_lfk.py"
PREC = ["f64", "f32"]
N1 = ("n", "{range: [1000, 4000000], test: 1001}")
KERNELS = []


def K(num, slug, title, body, arrays, sizes, flops, nbytes, params=(), level=1, helpers="", comment="",
      constraints=()):
    KERNELS.append(dict(num=num, slug=slug, title=title, body=body, arrays=arrays, sizes=sizes, flops=flops,
                        nbytes=nbytes, params=params, level=level, helpers=helpers, comment=comment,
                        constraints=constraints))


def R(name, lo, hi):
    return P(name, f"{{dtype: real, range: [{lo}, {hi}]}}")


def U(lo, hi):
    return f"{{dist: uniform, domain: [{lo}, {hi}]}}"


# ---------------------------------------------------------------- 1
K(1, "hydro", "hydro fragment x[k] = q + y[k] * (r * z[k+10] + t * z[k+11])", """
  for (int64_t k = 0; k < n; k++)
    x[k] = q + y[k] * (r * z[k + 10] + t * z[k + 11]);
""", [A("x", "[n]", "out"), A("y", "[n]"), A("z", '["n + 11"]')], [N1], "5 * n", "8 * 3 * n",
  params=[R("q", 0.5, 2.0), R("r", 0.5, 2.0), R("t", 0.5, 2.0)])
# ---------------------------------------------------------------- 2
K(2, "iccg", "ICCG excerpt (incomplete Cholesky conjugate gradient): halving passes over x", """
  int64_t ii = n, ipntp = 0;
  do {
    int64_t ipnt = ipntp;
    ipntp += ii;
    ii /= 2;
    int64_t i = ipntp;
    for (int64_t k = ipnt + 1; k < ipntp; k += 2) {
      i++;
      x[i] = x[k] - v[k] * x[k - 1] - v[k + 1] * x[k + 1];
    }
  } while (ii > 0);
""", [A("x", '["2 * n"]', "inout", acc="64"), A("v", '["2 * n"]', init=U(-0.1, 0.1))], [N1],
  "4 * n", "8 * 4 * n", comment="""
Fortran: II = n; IPNTP = 0; 222 IPNT = IPNTP; IPNTP = IPNTP + II; II = II/2; i = IPNTP + 1;
DO 2 k = IPNT+2, IPNTP, 2: i = i+1; X(i) = X(k) - V(k)*X(k-1) - V(k+1)*X(k+1); IF (II > 1) GO TO 222.
Every pass writes past the part it reads; x and v hold 2n elements (the passes end below index 2n).
v is drawn in [-0.1, 0.1] so that the log2(n) chained passes stay bounded.""")
# ---------------------------------------------------------------- 3
K(3, "inner_product", "inner product q = sum z[k] * x[k]", """
  real_t s = 0;
  for (int64_t k = 0; k < n; k++)
    s += z[k] * x[k];
  q[0] = s;
""", [A("q", "[1]", "out", acc="n"), A("z", "[n]"), A("x", "[n]")], [N1], "2 * n", "16 * n + 8")
# ---------------------------------------------------------------- 4
K(4, "banded", "banded linear equations: three rows of a banded solve, stride-5 inner products", """
  const int64_t m = (NX - 7) / 2;
  for (int64_t k = 6; k < NX; k += m) {
    int64_t lw = k - 6;
    real_t temp = x[k - 1];
    for (int64_t j = 4; j < n; j += 5) {
      temp -= x[lw] * y[j];
      lw++;
    }
    x[k - 1] = y[4] * temp;
  }
""", [A("x", '["NX + n / 5"]', "inout", acc="n / 5 + 1"), A("y", "[n]")],
  [N1, ("NX", '{expr: "n"}')], "6 * ((n - 5) / 5 + 1)", "8 * 3 * 2 * ((n - 5) / 5 + 1) + 8 * (n / 5 + 1)",
  comment="""
Fortran: m = (1001-7)/2; DO 404 k = 7,1001,m: lw = k-6; temp = X(k-1); DO 4 j = 5,n,5: temp = temp - X(lw)*Y(j);
lw = lw+1; X(k-1) = Y(5)*temp. The original's 1001 is NX = n here (three outer passes), and x is declared
NX + n/5 long: the original's inner loop reads past X(1001) into the next array of the COMMON block.""")
# ---------------------------------------------------------------- 5
K(5, "tridiag", "tri-diagonal elimination, below diagonal: x[i] = z[i] * (y[i] - x[i-1])", """
  for (int64_t i = 1; i < n; i++)
    x[i] = z[i] * (y[i] - x[i - 1]);
""", [A("x", "[n]", "inout", acc="n"), A("y", "[n]"), A("z", "[n]", init=U(-0.9, 0.9))], [N1],
  "2 * (n - 1)", "8 * 4 * n", comment="z is drawn in [-0.9, 0.9]: the recurrence contracts instead of overflowing.")
# ---------------------------------------------------------------- 6
K(6, "glre", "general linear recurrence equations w[i] = 0.01 + sum_k b[k][i] * w[i-k-1]", """
  for (int64_t i = 1; i < n; i++) {
    w[i] = (real_t)0.01;
    for (int64_t k = 0; k < i; k++)
      w[i] += b[k * n + i] * w[(i - k) - 1];
  }
""", [A("w", "[n]", "inout", acc="n"), A("b", "[n, n]", init=U(-0.01, 0.01))],
  [("n", "{range: [16, 2048], test: 64}")], "n * (n - 1)", "8 * n * (n - 1) / 2 + 16 * n", level=2,
  comment="""
Fortran: DO 6 i = 2,n: W(i) = 0.01; DO 6 k = 1,i-1: W(i) = W(i) + B(i,k)*W(i-k) (B(i,k) is b[k][i] here).
b is drawn in [-0.01, 0.01] so that the recurrence stays bounded at n = 4096.""")
# ---------------------------------------------------------------- 7
K(7, "eos", "equation of state fragment (u[k..k+6], two nested Horner forms)", """
  for (int64_t k = 0; k < n; k++)
    x[k] = u[k] + r * (z[k] + r * y[k]) +
           t * (u[k + 3] + r * (u[k + 2] + r * u[k + 1]) +
                t * (u[k + 6] + q * (u[k + 5] + q * u[k + 4])));
""", [A("x", "[n]", "out"), A("u", '["n + 6"]'), A("y", "[n]"), A("z", "[n]")], [N1], "16 * n", "8 * 4 * n",
  params=[R("q", 0.5, 2.0), R("r", 0.5, 2.0), R("t", 0.5, 2.0)])
# ---------------------------------------------------------------- 8
ADI_U = """
      u{c}[NB + ky * 5 + kx] = u{c}[ky * 5 + kx] + a{c}1 * du1[ky] + a{c}2 * du2[ky] + a{c}3 * du3[ky] +
          sig * (u{c}[ky * 5 + kx + 1] - (real_t)2.0 * u{c}[ky * 5 + kx] + u{c}[ky * 5 + kx - 1]);"""
K(8, "adi", "A.D.I. integration: two x-columns of three coupled fields, plane nl1 = 0 into nl2 = 1", """
  const int64_t NB = (n + 1) * 5; /* one plane [n + 1][5] */
  for (int64_t kx = 1; kx < 3; kx++) {
    for (int64_t ky = 1; ky < n; ky++) {
      du1[ky] = u1[(ky + 1) * 5 + kx] - u1[(ky - 1) * 5 + kx];
      du2[ky] = u2[(ky + 1) * 5 + kx] - u2[(ky - 1) * 5 + kx];
      du3[ky] = u3[(ky + 1) * 5 + kx] - u3[(ky - 1) * 5 + kx];""" + "".join(ADI_U.format(c=c) for c in "123") + """
    }
  }
""", [A("u1", '[2, "n + 1", 5]', "inout"), A("u2", '[2, "n + 1", 5]', "inout"), A("u3", '[2, "n + 1", 5]', "inout"),
      A("du1", "[n]", "inout"), A("du2", "[n]", "inout"), A("du3", "[n]", "inout")],
  [("n", "{range: [16, 2000000], test: 101}")], "2 * (n - 1) * 36", "8 * 2 * (n - 1) * (3 * 4 + 3 * 2 + 3 * 2)",
  params=[R(f"a{i}{j}", -0.5, 0.5) for i in "123" for j in "123"] + [R("sig", 0.0, 0.5)], level=2, comment="""
Fortran U1(5,n+1,2) is u1[2][n + 1][5] here; kx = 2,3 and ky = 2,n (1-based) are kx = 1,2 and ky = 1..n-1.
du1..du3[0] are never written (inout).""")
# ---------------------------------------------------------------- 9
K(9, "integrate_predictors", "integrate predictors px[i][0] = dm28 * px[i][12] + ... + px[i][2]", """
  for (int64_t i = 0; i < n; i++) {
    real_t *p = px + i * 25;
    p[0] = dm28 * p[12] + dm27 * p[11] + dm26 * p[10] + dm25 * p[9] + dm24 * p[8] + dm23 * p[7] +
           dm22 * p[6] + c0 * (p[4] + p[5]) + p[2];
  }
""", [A("px", "[n, 25]", "inout")], [("n", "{range: [100, 2000000], test: 101}")], "17 * n", "8 * 12 * n",
  params=[R(f"dm{k}", -1.0, 1.0) for k in range(22, 29)] + [R("c0", -1.0, 1.0)])
# ---------------------------------------------------------------- 10
K(10, "difference_predictors", "difference predictors: a cascade of nine differences along each row of px", """
  for (int64_t i = 0; i < n; i++) {
    real_t *p = px + i * 25;
    real_t ar = cx[i * 25 + 4], br, cr;
    br = ar - p[4];
    p[4] = ar;
    cr = br - p[5];
    p[5] = br;
    ar = cr - p[6];
    p[6] = cr;
    br = ar - p[7];
    p[7] = ar;
    cr = br - p[8];
    p[8] = br;
    ar = cr - p[9];
    p[9] = cr;
    br = ar - p[10];
    p[10] = ar;
    cr = br - p[11];
    p[11] = br;
    p[13] = cr - p[12];
    p[12] = cr;
  }
""", [A("px", "[n, 25]", "inout", acc="10"), A("cx", "[n, 25]")], [("n", "{range: [100, 2000000], test: 101}")],
  "9 * n", "8 * (2 * 10 + 1) * n")
# ---------------------------------------------------------------- 11
K(11, "first_sum", "first sum (prefix sums) x[k] = x[k-1] + y[k]", """
  x[0] = y[0];
  for (int64_t k = 1; k < n; k++)
    x[k] = x[k - 1] + y[k];
""", [A("x", "[n]", "out", acc="n"), A("y", "[n]")], [N1], "n - 1", "16 * n")
# ---------------------------------------------------------------- 12
K(12, "first_diff", "first difference x[k] = y[k+1] - y[k]", """
  for (int64_t k = 0; k < n; k++)
    x[k] = y[k + 1] - y[k];
""", [A("x", "[n]", "out"), A("y", '["n + 1"]')], [N1], "n", "16 * n + 8")
# ---------------------------------------------------------------- 13
PIC2D_INIT = """
int lfk13_init_shift(const hpcab_init_ctx *ctx);

/* e and f: the cell shifts i2 += e[i2 + 32] of kernel 13, random in [-1, 2] but such that the shifted cell
 * stays on the 64 x 64 grid (i2 is in [-1, 62], so e[k] lies in [32 - k, 95 - k] for k = i2 + 32);
 * entries the kernel cannot reach are 0. */
int lfk13_init_shift(const hpcab_init_ctx *ctx)
{
  if (ctx->array_dtypes[ctx->target] != HPCAB_I32 || ctx->array_counts[ctx->target] != 96) return 1;
  int32_t *e = ctx->arrays[ctx->target];
  for (int32_t k = 0; k < 96; k++) {
    int32_t lo = 32 - k > -1 ? 32 - k : -1, hi = 95 - k < 2 ? 95 - k : 2;
    e[k] = k >= 31 && k <= 94 ? lo + (int32_t)(ctx->next_u64(ctx->rng) % (uint64_t)(hi - lo + 1)) : 0;
  }
  return 0;
}
"""
K(13, "pic_2d", "2-D particle in cell: gather from a 64 x 64 grid, push, deposit a count", """
  for (int64_t ip = 0; ip < n; ip++) {
    real_t *pp = p + ip * 4;
    int64_t i1 = (int64_t)pp[0], j1 = (int64_t)pp[1];
    i1 &= 64 - 1;
    j1 &= 64 - 1;
    pp[2] += b[j1 * 64 + i1];
    pp[3] += c[j1 * 64 + i1];
    pp[0] += pp[2];
    pp[1] += pp[3];
    int64_t i2 = (int64_t)pp[0], j2 = (int64_t)pp[1];
    i2 = (i2 & (64 - 1)) - 1;
    j2 = (j2 & (64 - 1)) - 1;
    pp[0] += y[i2 + 32];
    pp[1] += z[j2 + 32];
    i2 += e[i2 + 32];
    j2 += f[j2 + 32];
    h[j2 * 64 + i2] += (real_t)1.0;
  }
""", [A("p", "[n, 4]", "inout", init=U(-64, 64)), A("b", "[64, 64]"), A("c", "[64, 64]"), A("y", "[96]"),
      A("z", "[96]"), A("e", "[96]", dtype="i32", init="{function: lfk13_init_shift}"),
      A("f", "[96]", dtype="i32", init="{function: lfk13_init_shift}"), A("h", "[64, 64]", "inout", acc="n")],
  [("n", "{range: [512, 4000000], test: 512}")], "7 * n", "8 * 2 * 4 * n + 8 * 2 * n + 16 * 2 * n + 8 * 4 * n",
  level=2, helpers=PIC2D_INIT, comment="""
Fortran: i1 = P(1,k); j1 = P(2,k); i1 = 1 + MOD2N(i1,64); ... i2 = MOD2N(i2,64); P(1,k) = P(1,k) + Y(i2+32);
i2 = i2 + E(i2+32); H(i2,j2) = H(i2,j2) + 1 (the C form of the published C translation: x & 63 for MOD2N,
cell indices one lower). Particle coordinates are drawn in [-64, 64]; e and f come from lfk13_init_shift.""")
# ---------------------------------------------------------------- 14
K(14, "pic_1d", "1-D particle in cell: gather fields, push, deposit linear weights on a 2048-cell grid", """
  for (int64_t k = 0; k < n; k++) {
    vx[k] = (real_t)0.0;
    xx[k] = (real_t)0.0;
    ix[k] = (int32_t)grd[k];
    xi[k] = (real_t)ix[k];
    ex1[k] = ex[ix[k] - 1];
    dex1[k] = dex[ix[k] - 1];
  }
  for (int64_t k = 0; k < n; k++) {
    vx[k] = vx[k] + ex1[k] + (xx[k] - xi[k]) * dex1[k];
    xx[k] = xx[k] + vx[k] + flx;
    ir[k] = (int32_t)xx[k];
    rx[k] = xx[k] - (real_t)ir[k];
    ir[k] = (ir[k] & (2048 - 1)) + 1;
    xx[k] = rx[k] + (real_t)ir[k];
  }
  for (int64_t k = 0; k < n; k++) {
    rh[ir[k] - 1] += (real_t)1.0 - rx[k];
    rh[ir[k]] += rx[k];
  }
""", [A("vx", "[n]", "out"), A("xx", "[n]", "out"), A("xi", "[n]", "out"), A("ex1", "[n]", "out"),
      A("dex1", "[n]", "out"), A("rx", "[n]", "out"), A("ix", "[n]", "out", dtype="i32"),
      A("ir", "[n]", "out", dtype="i32"), A("rh", "[2049]", "inout", acc="n"),
      A("grd", "[n]", init=U(1, 64.9)), A("ex", "[64]"), A("dex", "[64]")],
  [N1], "11 * n", "8 * (7 * n) + 4 * 2 * n + 8 * 2 * 2049 + 8 * 2 * 64",
  params=[R("flx", 0.0, 0.01)], level=2, comment="""
Fortran: IX(k) = INT(GRD(k)); EX1(k) = EX(IX(k)); ... IR(k) = XX(k); RX(k) = XX(k) - IR(k);
IR(k) = MOD2N(IR(k),2048) + 1; XX(k) = RX(k) + IR(k); RH(IR(k)) += 1 - RX(k); RH(IR(k)+1) += RX(k).
grd is drawn in [1, 64.9] and ex/dex have 64 cells; rh has 2049 entries (the original reads RH(2049)).""")
# ---------------------------------------------------------------- 15
K(15, "casual_fortran", "casual Fortran, development version: branchy 7 x n stencil with sqrt", """
  const int64_t ng = 7, nz = n;
  const real_t ar = (real_t)0.053, br = (real_t)0.073;
  for (int64_t j = 1; j < ng; j++) {
    for (int64_t k = 1; k < nz; k++) {
      real_t r, s, t;
      if (j + 1 >= ng) {
        vy[j * n + k] = (real_t)0.0;
        continue;
      }
      if (vh[(j + 1) * n + k] > vh[j * n + k])
        t = ar;
      else
        t = br;
      if (vf[j * n + k] < vf[j * n + k - 1]) {
        if (vh[j * n + k - 1] > vh[(j + 1) * n + k - 1])
          r = vh[j * n + k - 1];
        else
          r = vh[(j + 1) * n + k - 1];
        s = vf[j * n + k - 1];
      } else {
        if (vh[j * n + k] > vh[(j + 1) * n + k])
          r = vh[j * n + k];
        else
          r = vh[(j + 1) * n + k];
        s = vf[j * n + k];
      }
      vy[j * n + k] = SQRT(vg[j * n + k] * vg[j * n + k] + r * r) * t / s;
      if (k + 1 >= nz) {
        vs[j * n + k] = (real_t)0.0;
        continue;
      }
      if (vf[j * n + k] < vf[(j - 1) * n + k]) {
        if (vg[(j - 1) * n + k] > vg[(j - 1) * n + k + 1])
          r = vg[(j - 1) * n + k];
        else
          r = vg[(j - 1) * n + k + 1];
        s = vf[(j - 1) * n + k];
        t = br;
      } else {
        if (vg[j * n + k] > vg[j * n + k + 1])
          r = vg[j * n + k];
        else
          r = vg[j * n + k + 1];
        s = vf[j * n + k];
        t = ar;
      }
      vs[j * n + k] = SQRT(vh[j * n + k] * vh[j * n + k] + r * r) * t / s;
    }
  }
""", [A("vy", "[7, n]", "inout"), A("vs", "[7, n]", "inout"), A("vh", "[7, n]"), A("vf", "[7, n]", init=U(0.5, 1.5)),
      A("vg", "[7, n]")], [("n", "{range: [100, 2000000], test: 101}")], "5 * 12 * (n - 1)",
  "8 * 7 * n * 2 * 2 + 8 * 3 * 7 * n", level=2, comment="""
Fortran VY(n,7) etc. are vy[7][n] here (j = 2..7, k = 2..n 1-based). vf divides and is drawn in [0.5, 1.5].
Row 0 and column 0 of vy and vs are never written (inout).""")
# ---------------------------------------------------------------- 16
MC_INIT = """
int lfk16_init_zone(const hpcab_init_ctx *ctx);

static int64_t size_of(const hpcab_init_ctx *ctx, const char *name)
{
  for (size_t i = 0; i < ctx->n_sizes; i++)
    if (!strcmp(ctx->size_names[i], name)) return ctx->size_values[i];
  return -1;
}

static const void *array_of(const hpcab_init_ctx *ctx, const char *name)
{
  for (size_t i = 0; i < ctx->target; i++)
    if (!strcmp(ctx->array_names[i], name)) return ctx->arrays[i];
  return NULL;
}

/* The branch value tmp of kernel 16 for zone entry j5 (as the kernel computes it). */
static real_t mc_tmp(const real_t *plan, const real_t *d, int64_t j5, int64_t n)
{
  const int64_t ii = n / 3, lb = ii + ii;
  if (j5 < n) return plan[j5 - 1] - (j5 + lb < n ? LFK16_T : j5 + ii < n ? LFK16_S : LFK16_R);
  return d[j5 - 1] - (d[j5 - 2] * (LFK16_T - d[j5 - 3]) * (LFK16_T - d[j5 - 3]) +
                      (LFK16_S - d[j5 - 4]) * (LFK16_S - d[j5 - 4]) + (LFK16_R - d[j5 - 5]) * (LFK16_R - d[j5 - 5]));
}

/* zone of kernel 16: zone[0] = M segments; in segment m (1-based) entry k (1..n) has its location
 * j5 = zone[2n(m-1) + 2k] (a plan entry in [1, n-1] or, one time in four, a d entry in [n+1, 2n]) and its
 * selector zone[2n(m-1) + 2k - 1] (+-1, +-2). The selector agrees in sign with the kernel's tmp (the search
 * goes on to k+1) until a switch point drawn in [n/2, n], where it disagrees (the search moves to segment
 * m+1, or ends after segment M). So one search walks about 3/4 n M entries and ends by the segment count. */
int lfk16_init_zone(const hpcab_init_ctx *ctx)
{
  const int64_t n = size_of(ctx, "n"), M = size_of(ctx, "M");
  const real_t *plan = array_of(ctx, "plan"), *d = array_of(ctx, "d");
  int32_t *zone = ctx->arrays[ctx->target];
  if (n < 16 || M < 1 || !plan || !d || ctx->array_dtypes[ctx->target] != HPCAB_I32 ||
      ctx->array_counts[ctx->target] != (size_t)(2 * n * M + 1))
    return 1;
  zone[0] = (int32_t)M;
  for (int64_t m = 1; m <= M; m++) {
    int64_t ks = n / 2 + (int64_t)(ctx->next_u64(ctx->rng) % (uint64_t)(n - n / 2)) + 1;
    for (int64_t k = 1; k <= n; k++) {
      int64_t j4 = 2 * n * (m - 1) + 1 + 2 * k, j5;
      real_t tmp;
      int tries = 0;
      do {
        uint64_t u = ctx->next_u64(ctx->rng);
        j5 = (u & 3) == 0 ? n + 1 + (int64_t)((u >> 2) % (uint64_t)n) : 1 + (int64_t)((u >> 2) % (uint64_t)(n - 1));
        tmp = mc_tmp(plan, d, j5, n);
      } while (!(tmp > (real_t)1e-3 || tmp < (real_t)-1e-3) && ++tries < 1000);
      if (tries >= 1000) return 2;
      int32_t mag = (int32_t)(1 + (ctx->next_u64(ctx->rng) & 1));
      int32_t sel = (tmp > 0) == (k != ks) ? mag : -mag;
      zone[j4 - 1] = (int32_t)j5;
      zone[j4 - 2] = sel;
    }
  }
  return 0;
}
"""
K(16, "monte_carlo", "Monte Carlo search loop: a data-driven walk over zone with three-way branches", """
  const int64_t ii = n / 3, lb = ii + ii;
  int64_t k2 = 0, k3 = 0, m = 1;
  const int64_t i1 = 1;
  (void)M;
next_segment:;
  const int64_t j2 = (n + n) * (m - 1) + 1;
  for (int64_t k = 1; k <= n; k++) {
    real_t tmp;
    k2++;
    const int64_t j4 = j2 + k + k, j5 = zone[j4 - 1];
    if (j5 < n) {
      if (j5 + lb < n)
        tmp = plan[j5 - 1] - t;
      else if (j5 + ii < n)
        tmp = plan[j5 - 1] - s;
      else
        tmp = plan[j5 - 1] - r;
    } else if (j5 == n) {
      break;
    } else {
      k3++;
      tmp = d[j5 - 1] - (d[j5 - 2] * (t - d[j5 - 3]) * (t - d[j5 - 3]) + (s - d[j5 - 4]) * (s - d[j5 - 4]) +
                         (r - d[j5 - 5]) * (r - d[j5 - 5]));
    }
    if (tmp < 0) {
      if (zone[j4 - 2] < 0)
        continue;
      if (zone[j4 - 2] == 0)
        break;
    } else if (tmp > 0) {
      if (zone[j4 - 2] > 0)
        continue;
      if (zone[j4 - 2] == 0)
        break;
    } else {
      break;
    }
    m++;
    if (m > zone[0])
      m = 1;
    if (i1 != m)
      goto next_segment;
    break;
  }
  counts[0] = k2;
  counts[1] = k3;
""", [A("plan", "[n]", init=U(0, 1)), A("d", '["2 * n"]', init=U(0, 1)),
      A("zone", '["2 * n * M + 1"]', dtype="i32", init="{function: lfk16_init_zone}"),
      A("counts", "[2]", "out", dtype="i64")],
  [("n", "{range: [300, 2000000], test: 300}"), ("M", "{values: [2, 3, 4], test: 3}")], "4 * n * M",
  "4 * 2 * n * M + 8 * 3 * n + 16", params=[P("r", "{dtype: real, value: 0.75}"), P("s", "{dtype: real, value: 0.5}"),
                                             P("t", "{dtype: real, value: 0.25}")],
  level=2, helpers="#include <string.h>\n\n#define LFK16_R ((real_t)0.75)\n#define LFK16_S ((real_t)0.5)\n"
                   "#define LFK16_T ((real_t)0.25)\n" + MC_INIT, comment="""
Fortran: j2 = (n+n)*(m-1)+1; DO 470 k = 1,n: k2 = k2+1; j4 = j2+k+k; j5 = ZONE(j4); IF (j5-n) 420,475,450;
branches on PLAN(j5) - T/S/R (by the third of n that j5 falls in) or on D(j5) - (D(j5-1)*(T-D(j5-2))**2 + ...)
(k3 = k3+1); the sign of that value against the sign of ZONE(j4-1) either continues with k+1 or moves to
segment m+1 (wrapping to 1 ends the search); a zero ends it. Outputs counts = (k2, k3). r, s, t are fixed
(0.75, 0.5, 0.25) because zone's initializer lfk16_init_zone walks the same branches to place the segment
switches: the search visits about 3/4 of n entries in each of the M segments.""")
# ---------------------------------------------------------------- 17
K(17, "implicit_conditional", "implicit, conditional computation: a backward recurrence that switches models", """
  const int64_t j = 0, ink = -1;
  const real_t scale = (real_t)(5.0 / 3.0);
  real_t xnm = (real_t)(1.0 / 3.0), e6 = (real_t)(1.03 / 3.07), e3, xnei, xnc;
  int64_t i = n - 1;
  goto l61;
l60:
  e6 = xnm * vsp[i] + vstp[i];
  vxne[i] = e6;
  xnm = e6;
  ve3[i] = e6;
  i += ink;
  if (i == j)
    goto l62;
l61:
  e3 = xnm * vlr[i] + vlin[i];
  xnei = vxne[i];
  vxnd[i] = e6;
  xnc = scale * e3;
  if (xnm > xnc)
    goto l60;
  if (xnei > xnc)
    goto l60;
  ve3[i] = e3;
  e6 = e3 + e3 - xnm;
  vxne[i] = e3 + e3 - xnei;
  xnm = e6;
  i += ink;
  if (i != j)
    goto l61;
l62:;
""", [A("vxne", "[n]", "inout", init=U(0, 1), acc="n"), A("vxnd", "[n]", "inout", acc="n"),
      A("ve3", "[n]", "inout", acc="n"), A("vsp", "[n]", init=U(0, 1)), A("vstp", "[n]", init=U(0, 1)),
      A("vlr", "[n]", init=U(0, 1)), A("vlin", "[n]", init=U(0, 1))], [N1], "5 * (n - 1)",
  "8 * (2 * 3 + 4) * n", comment="""
Fortran: k = n; j = 1; ink = -1; SCALE = 5/3; XNM = 1/3; E6 = 1.03/3.07; GO TO 61; 60 (step model) ...;
61 E3 = XNM*VLR(k) + VLIN(k); ... IF (XNM > XNC) GO TO 60; IF (XNEI > XNC) GO TO 60; (linear model) ...
k = k + ink; IF (k != j) GO TO 61. Inputs in [0, 1] keep the recurrence bounded; element 0 is never touched.""")
# ---------------------------------------------------------------- 18
Z = '[7, "n + 1"]'
K(18, "hydro_2d_explicit", "2-D explicit hydrodynamics fragment: three sweeps over a 7 x n mesh", """
  const real_t t = (real_t)0.0037, s = (real_t)0.0041;
  const int64_t kn = 6, jn = n, W = n + 1;
#define IX(k, j) ((k) * W + (j))
  for (int64_t k = 1; k < kn; k++)
    for (int64_t j = 1; j < jn; j++) {
      za[IX(k, j)] = (zp[IX(k + 1, j - 1)] + zq[IX(k + 1, j - 1)] - zp[IX(k, j - 1)] - zq[IX(k, j - 1)]) *
                     (zr[IX(k, j)] + zr[IX(k, j - 1)]) / (zm[IX(k, j - 1)] + zm[IX(k + 1, j - 1)]);
      zb[IX(k, j)] = (zp[IX(k, j - 1)] + zq[IX(k, j - 1)] - zp[IX(k, j)] - zq[IX(k, j)]) *
                     (zr[IX(k, j)] + zr[IX(k - 1, j)]) / (zm[IX(k, j)] + zm[IX(k, j - 1)]);
    }
  for (int64_t k = 1; k < kn; k++)
    for (int64_t j = 1; j < jn; j++) {
      zu[IX(k, j)] += s * (za[IX(k, j)] * (zz[IX(k, j)] - zz[IX(k, j + 1)]) -
                           za[IX(k, j - 1)] * (zz[IX(k, j)] - zz[IX(k, j - 1)]) -
                           zb[IX(k, j)] * (zz[IX(k, j)] - zz[IX(k - 1, j)]) +
                           zb[IX(k + 1, j)] * (zz[IX(k, j)] - zz[IX(k + 1, j)]));
      zv[IX(k, j)] += s * (za[IX(k, j)] * (zr[IX(k, j)] - zr[IX(k, j + 1)]) -
                           za[IX(k, j - 1)] * (zr[IX(k, j)] - zr[IX(k, j - 1)]) -
                           zb[IX(k, j)] * (zr[IX(k, j)] - zr[IX(k - 1, j)]) +
                           zb[IX(k + 1, j)] * (zr[IX(k, j)] - zr[IX(k + 1, j)]));
    }
  for (int64_t k = 1; k < kn; k++)
    for (int64_t j = 1; j < jn; j++) {
      zr[IX(k, j)] = zr[IX(k, j)] + t * zu[IX(k, j)];
      zz[IX(k, j)] = zz[IX(k, j)] + t * zv[IX(k, j)];
    }
#undef IX
""", [A("za", Z, "inout", acc="8"), A("zb", Z, "inout", acc="8"), A("zu", Z, "inout", acc="16"),
      A("zv", Z, "inout", acc="16"), A("zr", Z, "inout", acc="16"), A("zz", Z, "inout", acc="16"), A("zp", Z),
      A("zq", Z), A("zm", Z, init=U(0.5, 1.5))], [("n", "{range: [16, 2000000], test: 101}")],
  "5 * (n - 1) * 48", "8 * 7 * (n + 1) * (6 * 2 + 3)", level=2, comment="""
Fortran ZA(j,k) (j = 2..n, k = 2..6) is za[k][j] here on a [7][n + 1] mesh. za[k][0] and zb[6][j] are read but
never computed (inout). zm divides and is drawn in [0.5, 1.5].""")
# ---------------------------------------------------------------- 19
K(19, "glre_two_sweeps", "general linear recurrence equations: a forward then a backward sweep through stb5", """
  const int64_t kb5i = 0;
  real_t st = stb5[0];
  for (int64_t k = 0; k < n; k++) {
    b5[k + kb5i] = sa[k] + st * sb[k];
    st = b5[k + kb5i] - st;
  }
  for (int64_t i = 1; i <= n; i++) {
    int64_t k = n - i;
    b5[k + kb5i] = sa[k] + st * sb[k];
    st = b5[k + kb5i] - st;
  }
  stb5[0] = st;
""", [A("b5", "[n]", "out", acc="n"), A("stb5", "[1]", "inout", acc="n"), A("sa", "[n]"),
      A("sb", "[n]", init=U(0.5, 1.5))], [N1], "6 * n", "8 * 5 * n + 16", comment="""
Fortran: DO 191 k = 1,n: B5(k+KB5I) = SA(k) + STB5*SB(k); STB5 = B5(k+KB5I) - STB5; then the same for
k = n..1. STB5 (COMMON in the original) is the inout stb5[0]. sb is drawn in [0.5, 1.5]: stb5' = sa + stb5*(sb - 1)
contracts.""")
# ---------------------------------------------------------------- 20
K(20, "transport", "discrete ordinates transport: conditional recurrence on xx", """
  const real_t dw = (real_t)0.2;
  for (int64_t k = 0; k < n; k++) {
    real_t di = y[k] - g[k] / (xx[k] + dk);
    real_t dn = dw;
    if (di != (real_t)0.0) {
      dn = z[k] / di;
      if (t < dn)
        dn = t;
      if (s > dn)
        dn = s;
    }
    x[k] = ((w[k] + v[k] * dn) * xx[k] + u[k]) / (vx[k] + v[k] * dn);
    xx[k + 1] = (x[k] - xx[k]) * dn + xx[k];
  }
""", [A("x", "[n]", "out", acc="n"), A("xx", '["n + 1"]', "inout", init=U(0.5, 1.5), acc="n"), A("y", "[n]"),
      A("g", "[n]"), A("z", "[n]"), A("u", "[n]", init=U(0.5, 1.0)), A("v", "[n]", init=U(0.5, 1.5)),
      A("w", "[n]", init=U(0.5, 1.0)), A("vx", "[n]", init=U(1.0, 1.5))], [N1], "15 * n", "8 * 10 * n + 16",
  params=[R("dk", 0.5, 1.0), R("s", 0.05, 0.2), R("t", 0.5, 0.9)], comment="""
Fortran: DI = Y(k) - G(k)/(XX(k)+DK); DN = 0.2; IF (DI != 0) DN = MAX(S, MIN(Z(k)/DI, T));
X(k) = ((W(k)+V(k)*DN)*XX(k) + U(k))/(VX(k)+V(k)*DN); XX(k+1) = (X(k)-XX(k))*DN + XX(k).
w < vx and positive xx, u keep the recurrence positive and bounded.""")
# ---------------------------------------------------------------- 21
K(21, "matmul", "matrix * matrix product px[j][i] += vy[k][i] * cx[j][k] (25 x 25 times 25 x n)", """
  for (int64_t k = 0; k < 25; k++)
    for (int64_t i = 0; i < 25; i++)
      for (int64_t j = 0; j < n; j++)
        px[j * 25 + i] += vy[k * 25 + i] * cx[j * 25 + k];
""", [A("px", "[n, 25]", "inout", acc="26"), A("vy", "[25, 25]"), A("cx", "[n, 25]")],
  [("n", "{range: [100, 100000], test: 101}")], "2 * 625 * n", "8 * 3 * 25 * n + 8 * 625", level=2, comment="""
Fortran: DO 21 k = 1,25; DO 21 i = 1,25; DO 21 j = 1,n: PX(i,j) = PX(i,j) + VY(i,k)*CX(k,j)
(PX(i,j) is px[j][i] here).""")
# ---------------------------------------------------------------- 22
K(22, "planck", "Planckian distribution w[k] = x[k] / (exp(u[k] / v[k]) - 1)", """
  const real_t expmax = (real_t)20.0;
  u[n - 1] = (real_t)0.99 * expmax * v[n - 1];
  for (int64_t k = 0; k < n; k++) {
    y[k] = u[k] / v[k];
    w[k] = x[k] / (HPCAB_EXP(y[k]) - (real_t)1.0);
  }
""", [A("u", "[n]", "inout", init=U(0.05, 1.0)), A("v", "[n]", init=U(0.5, 1.5)), A("x", "[n]"),
      A("y", "[n]", "out"), A("w", "[n]", "out")], [N1], "4 * n", "8 * 6 * n", comment="""
Fortran: EXPMAX = 20; U(n) = 0.99*EXPMAX*V(n); DO 22 k = 1,n: Y(k) = U(k)/V(k); W(k) = X(k)/(EXP(Y(k)) - 1).""")
# ---------------------------------------------------------------- 23
K(23, "hydro_2d_implicit", "2-D implicit hydrodynamics fragment: one in-place relaxation sweep over 5 x n", """
  const int64_t W = n + 1;
  for (int64_t j = 1; j < 6; j++)
    for (int64_t k = 1; k < n; k++) {
      real_t qa = za[(j + 1) * W + k] * zr[j * W + k] + za[(j - 1) * W + k] * zb[j * W + k] +
                  za[j * W + k + 1] * zu[j * W + k] + za[j * W + k - 1] * zv[j * W + k] + zz[j * W + k];
      za[j * W + k] += (real_t)0.175 * (qa - za[j * W + k]);
    }
""", [A("za", Z, "inout", acc="2 * n"), A("zr", Z, init=U(0, 0.25)), A("zb", Z, init=U(0, 0.25)),
      A("zu", Z, init=U(0, 0.25)), A("zv", Z, init=U(0, 0.25)), A("zz", Z)],
  [("n", "{range: [16, 2000000], test: 101}")], "5 * (n - 1) * 11", "8 * 5 * (n - 1) * (2 + 5)", comment="""
Fortran: DO 23 j = 2,6; DO 23 k = 2,n: QA = ZA(k,j+1)*ZR(k,j) + ZA(k,j-1)*ZB(k,j) + ZA(k+1,j)*ZU(k,j)
+ ZA(k-1,j)*ZV(k,j) + ZZ(k,j); ZA(k,j) = ZA(k,j) + 0.175*(QA - ZA(k,j)) (ZA(k,j) is za[j][k] here).
The sweep uses the values it has just updated (Gauss-Seidel order).""")
# ---------------------------------------------------------------- 24
K(24, "first_min", "location of the first minimum in an array (x[n/2] set to -1e10 first)", """
  x[n / 2] = (real_t)-1.0e+10;
  int64_t m = 0;
  for (int64_t k = 1; k < n; k++)
    if (x[k] < x[m])
      m = k;
  loc[0] = m;
""", [A("x", "[n]", "inout"), A("loc", "[1]", "out", dtype="i64")], [N1], "n", "16 * n + 8", comment="""
Fortran: X(n/2) = -1.0E+10; m = 1; DO 24 k = 2,n: IF (X(k) < X(m)) m = k (0-based here, as the published C:
x[n/2] and m from 0).""")


def main():
    for k in KERNELS:
        name = f"lfk{k['num']:02d}_{k['slug']}"
        body = k["body"]
        helpers = k["helpers"]
        if "SQRT(" in body:
            helpers = "#if defined(HPCAB_PREC_F32)\n#define SQRT sqrtf\n#else\n#define SQRT sqrt\n#endif\n" + helpers
        write(os.path.join(HERE, name), name=name, title=f"LFK {k['num']}: {k['title']}", track="llr",
              level=k["level"], precisions=PREC, sizes=k["sizes"], arrays=k["arrays"], params=k["params"],
              body=body, flops=k["flops"], nbytes=k["nbytes"], helpers=helpers, constraints=k["constraints"],
              comment=f"Livermore Fortran Kernel {k['num']}, written from the published Fortran.\n" + k["comment"],
              ccomment=f"LFK {k['num']}: {k['title']}.\nOne pass of the kernel.", generator=GEN)
    print(f"gen_lfk.py: wrote {len(KERNELS)} kernels")


if __name__ == "__main__":
    main()
