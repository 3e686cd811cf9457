#!/usr/bin/env python3
"""Generates the table-driven kernels of kernels/ml/<name>/{kernel.yaml,reference.c} (the ML track beyond
the twelve hand-written operators: softmax, layernorm, rmsnorm, gelu, matmul_bias_relu, conv2d,
maxpool2d, sdpa, cross_entropy, moe_router_top1, embedding, vocab_softmax, which this script leaves alone).

Conventions (kernels/README.md): real_t is the run precision, acc_t the accumulation type (f32 for
f16/bf16), every real load goes through HPCAB_LD and every real store through HPCAB_ST; one pass, no
threads, no allocation (fixed-size stack rows guarded by constraints where a kernel needs workspace);
row-major arrays; cost.bytes counts 8 bytes per real element and the integer width for integer arrays
(in/out once, inout twice); `accumulate` is the number of terms summed into one output element.

Run from anywhere: python3 kernels/ml/gen.py  (rewrites every generated directory).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from kgen import A, P, write  # noqa: E402

GEN = "kernels/ml/gen.py"
ALL = ["f64", "f32", "f16", "bf16"]
KERNELS = []


def with_test_value(spec):
    """A {values: [...], test: t} size spec with t added to the values when it is not one of them."""
    import re
    m = re.fullmatch(r"\{values: \[([^]]*)\], test: (\d+)\}", spec)
    if not m:
        return spec
    vals = [int(v) for v in m.group(1).split(",")]
    t = int(m.group(2))
    return spec if t in vals else f"{{values: [{', '.join(str(v) for v in sorted(vals + [t]))}], test: {t}}}"


def M(name, title, body, arrays, sizes, flops, nbytes, params=(), precisions=ALL, level=1, helpers="",
      comment="", constraints=(), args=None):
    sizes = [(n, with_test_value(v)) for n, v in sizes]
    KERNELS.append(dict(name=name, title=title, body=body, arrays=arrays, sizes=sizes, flops=flops,
                        nbytes=nbytes, params=params, precisions=precisions, level=level, helpers=helpers,
                        comment=comment, constraints=constraints, args=args))


def U(lo, hi):
    return f"{{dist: uniform, domain: [{lo}, {hi}]}}"


def F32(name, lo=None, hi=None, value=None):
    if value is not None:
        return P(name, f"{{dtype: f32, value: {value}}}")
    return P(name, f"{{dtype: f32, range: [{lo}, {hi}]}}")


UNIT = U(-1, 1)
EPS5 = F32("eps", value="1.0e-5")
# <math.h> functions of acc_t that kernel.h does not name
MATH = """#if defined(HPCAB_PREC_F64)
#define MSIN sin
#define MCOS cos
#define MRINT rint
#define MFREXP frexp
#define MLOG1P log1p
#define MEXPM1 expm1
#else
#define MSIN sinf
#define MCOS cosf
#define MRINT rintf
#define MFREXP frexpf
#define MLOG1P log1pf
#define MEXPM1 expm1f
#endif
"""

# ==================================================================================== GEMM family
GEMM_SIZES = [("M", "{range: [16, 384], test: 20}"), ("N", "{range: [16, 384], test: 24}"),
              ("K", "{range: [16, 384], test: 28}")]
M("matmul", "matrix product Y = X W (X is M x K, W is K x N)", """
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      acc_t s = 0;
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[k * N + j]);
      Y[i * N + j] = HPCAB_ST(s);
    }
""", [A("Y", "[M, N]", "out", acc="K"), A("X", "[M, K]", init=UNIT), A("W", "[K, N]", init=UNIT)], GEMM_SIZES,
  "2 * M * N * K", "8 * (M * N + M * K + K * N)", level=2)
M("matmul_nt", "matrix product with the second operand transposed Y = X W^T (W is N x K)", """
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      acc_t s = 0;
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[j * K + k]);
      Y[i * N + j] = HPCAB_ST(s);
    }
""", [A("Y", "[M, N]", "out", acc="K"), A("X", "[M, K]", init=UNIT), A("W", "[N, K]", init=UNIT)], GEMM_SIZES,
  "2 * M * N * K", "8 * (M * N + M * K + K * N)", level=2)
M("matmul_tn", "matrix product with the first operand transposed Y = X^T W (X is K x M)", """
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      acc_t s = 0;
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[k * M + i]) * HPCAB_LD(W[k * N + j]);
      Y[i * N + j] = HPCAB_ST(s);
    }
""", [A("Y", "[M, N]", "out", acc="K"), A("X", "[K, M]", init=UNIT), A("W", "[K, N]", init=UNIT)], GEMM_SIZES,
  "2 * M * N * K", "8 * (M * N + M * K + K * N)", level=2)
M("linear", "linear layer Y = X W^T + b (PyTorch layout: W is N x K)", """
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      acc_t s = HPCAB_LD(b[j]);
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[j * K + k]);
      Y[i * N + j] = HPCAB_ST(s);
    }
""", [A("Y", "[M, N]", "out", acc="K + 1"), A("X", "[M, K]", init=UNIT), A("W", "[N, K]", init=UNIT),
      A("b", "[N]", init=UNIT)], GEMM_SIZES, "2 * M * N * K + M * N", "8 * (M * N + M * K + K * N + N)", level=2)
BMM_SIZES = [("B", "{values: [1, 4, 8], test: 2}"), ("M", "{range: [16, 192], test: 20}"),
             ("N", "{range: [16, 192], test: 24}"), ("K", "{range: [16, 192], test: 28}")]
M("bmm", "batched matrix product Y[b] = X[b] W[b]", """
  for (int64_t p = 0; p < B; p++) {
    const real_t *x = X + p * M * K, *w = W + p * K * N;
    real_t *y = Y + p * M * N;
    for (int64_t i = 0; i < M; i++)
      for (int64_t j = 0; j < N; j++) {
        acc_t s = 0;
        for (int64_t k = 0; k < K; k++)
          s += HPCAB_LD(x[i * K + k]) * HPCAB_LD(w[k * N + j]);
        y[i * N + j] = HPCAB_ST(s);
      }
  }
""", [A("Y", "[B, M, N]", "out", acc="K"), A("X", "[B, M, K]", init=UNIT), A("W", "[B, K, N]", init=UNIT)],
  BMM_SIZES, "2 * B * M * N * K", "8 * B * (M * N + M * K + K * N)", level=2)
M("bmm_nt_scaled", "batched scaled product S[b] = alpha Q[b] K[b]^T (attention scores)", """
  for (int64_t p = 0; p < B; p++) {
    const real_t *q = Q + p * M * D, *k = Kt + p * N * D;
    real_t *s = S + p * M * N;
    for (int64_t i = 0; i < M; i++)
      for (int64_t j = 0; j < N; j++) {
        acc_t a = 0;
        for (int64_t d = 0; d < D; d++)
          a += HPCAB_LD(q[i * D + d]) * HPCAB_LD(k[j * D + d]);
        s[i * N + j] = HPCAB_ST(a * (acc_t)alpha);
      }
  }
""", [A("S", "[B, M, N]", "out", acc="D"), A("Q", "[B, M, D]", init=UNIT), A("Kt", "[B, N, D]", init=UNIT)],
  [("B", "{values: [1, 4, 8], test: 2}"), ("M", "{range: [16, 512], test: 20}"), ("N", "{range: [16, 512], test: 24}"),
   ("D", "{values: [32, 64, 128], test: 32}")], "2 * B * M * N * D + B * M * N", "8 * B * (M * N + M * D + N * D)",
  params=[F32("alpha", 0.05, 0.25)], level=2)
M("linear_gelu", "fused linear + tanh-GELU Y = gelu_tanh(X W^T + b)", """
  const acc_t c = (acc_t)0.79788456080286535588; /* sqrt(2 / pi) */
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      acc_t s = HPCAB_LD(b[j]);
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[j * K + k]);
      Y[i * N + j] = HPCAB_ST((acc_t)0.5 * s * (1 + HPCAB_TANH(c * (s + (acc_t)0.044715 * s * s * s))));
    }
""", [A("Y", "[M, N]", "out", acc="K + 1"), A("X", "[M, K]", init=UNIT), A("W", "[N, K]", init=UNIT),
      A("b", "[N]", init=UNIT)], GEMM_SIZES, "2 * M * N * K + 10 * M * N", "8 * (M * N + M * K + K * N + N)", level=2)
M("linear_residual", "fused linear + residual Y = X W^T + b + R", """
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      acc_t s = HPCAB_LD(b[j]);
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[j * K + k]);
      Y[i * N + j] = HPCAB_ST(s + HPCAB_LD(R[i * N + j]));
    }
""", [A("Y", "[M, N]", "out", acc="K + 2"), A("X", "[M, K]", init=UNIT), A("W", "[N, K]", init=UNIT),
      A("b", "[N]", init=UNIT), A("R", "[M, N]")], GEMM_SIZES, "2 * M * N * K + 2 * M * N",
  "8 * (2 * M * N + M * K + K * N + N)", level=2)
M("gemv", "matrix-vector product y = W x (W is N x K; the decode-time linear layer)", """
  for (int64_t j = 0; j < N; j++) {
    acc_t s = 0;
    for (int64_t k = 0; k < K; k++)
      s += HPCAB_LD(W[j * K + k]) * HPCAB_LD(x[k]);
    y[j] = HPCAB_ST(s);
  }
""", [A("y", "[N]", "out", acc="K"), A("W", "[N, K]", init=UNIT), A("x", "[K]", init=UNIT)],
  [("N", "{range: [64, 8192], test: 70}"), ("K", "{values: [256, 1024, 4096], test: 256}")], "2 * N * K",
  "8 * (N * K + N + K)")
M("lora_linear", "linear layer with a low-rank adapter Y = X W^T + scale (X A^T) B^T", """
  for (int64_t i = 0; i < M; i++) {
    acc_t t[64];
    for (int64_t r = 0; r < RK; r++) {
      acc_t s = 0;
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[i * K + k]) * HPCAB_LD(A[r * K + k]);
      t[r] = s * (acc_t)scale;
    }
    for (int64_t j = 0; j < N; j++) {
      acc_t s = 0;
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[j * K + k]);
      for (int64_t r = 0; r < RK; r++)
        s += t[r] * HPCAB_LD(Bm[j * RK + r]);
      Y[i * N + j] = HPCAB_ST(s);
    }
  }
""", [A("Y", "[M, N]", "out", acc="K + RK"), A("X", "[M, K]", init=UNIT), A("W", "[N, K]", init=UNIT),
      A("A", "[RK, K]", init=UNIT), A("Bm", "[N, RK]", init=UNIT)],
  GEMM_SIZES + [("RK", "{values: [4, 8, 16], test: 4}")], "2 * M * N * K + 2 * M * RK * (K + N)",
  "8 * (M * N + M * K + N * K + RK * K + N * RK)", params=[F32("scale", 0.5, 2.0)], constraints=["RK <= 64"],
  level=2, comment="The rank-RK intermediate X A^T (scaled) stays in acc_t (a stack row of at most 64).")
M("linear_backward_input", "gradient of a linear layer with respect to its input dX = dY W (W is N x K)", """
  for (int64_t i = 0; i < M; i++)
    for (int64_t k = 0; k < K; k++) {
      acc_t s = 0;
      for (int64_t j = 0; j < N; j++)
        s += HPCAB_LD(dY[i * N + j]) * HPCAB_LD(W[j * K + k]);
      dX[i * K + k] = HPCAB_ST(s);
    }
""", [A("dX", "[M, K]", "out", acc="N"), A("dY", "[M, N]", init=UNIT), A("W", "[N, K]", init=UNIT)], GEMM_SIZES,
  "2 * M * N * K", "8 * (M * N + M * K + K * N)", level=2)
M("linear_backward_weight", "gradients of a linear layer's weight and bias dW = dY^T X, db = sum_rows dY", """
  for (int64_t j = 0; j < N; j++) {
    for (int64_t k = 0; k < K; k++) {
      acc_t s = 0;
      for (int64_t i = 0; i < M; i++)
        s += HPCAB_LD(dY[i * N + j]) * HPCAB_LD(X[i * K + k]);
      dW[j * K + k] = HPCAB_ST(s);
    }
    acc_t s = 0;
    for (int64_t i = 0; i < M; i++)
      s += HPCAB_LD(dY[i * N + j]);
    db[j] = HPCAB_ST(s);
  }
""", [A("dW", "[N, K]", "out", acc="M"), A("db", "[N]", "out", acc="M"), A("dY", "[M, N]", init=UNIT),
      A("X", "[M, K]", init=UNIT)], GEMM_SIZES, "2 * M * N * K + M * N", "8 * (M * N + M * K + K * N + N)",
  level=2)
GROUPED_INIT = """
int grouped_offsets_init(const hpcab_init_ctx *ctx);

static int64_t size_named(const hpcab_init_ctx *ctx, const char *name)
{
  for (size_t i = 0; i < ctx->n_sizes; i++)
    if (!strcmp(ctx->size_names[i], name)) return ctx->size_values[i];
  return -1;
}

/* offsets[0] = 0 <= offsets[1] <= ... <= offsets[E] = T: E - 1 cut points drawn uniformly in [0, T]
 * (an expert may get no rows). */
int grouped_offsets_init(const hpcab_init_ctx *ctx)
{
  const int64_t T = size_named(ctx, "T"), E = size_named(ctx, "E");
  if (T < 0 || E < 1 || ctx->array_dtypes[ctx->target] != HPCAB_I32 || ctx->array_counts[ctx->target] != (size_t)E + 1)
    return 1;
  int32_t *off = ctx->arrays[ctx->target];
  off[0] = 0;
  off[E] = (int32_t)T;
  for (int64_t e = 1; e < E; e++) {
    int32_t v = (int32_t)(ctx->next_u64(ctx->rng) % (uint64_t)(T + 1));
    int64_t p = e;
    while (p > 1 && off[p - 1] > v) {
      off[p] = off[p - 1];
      p--;
    }
    off[p] = v;
  }
  return 0;
}
"""
M("grouped_matmul", "grouped GEMM (mixture-of-experts FFN): rows offsets[e]..offsets[e+1]-1 of X times W[e]", """
  (void)T;
  for (int64_t e = 0; e < E; e++)
    for (int64_t i = offsets[e]; i < offsets[e + 1]; i++)
      for (int64_t j = 0; j < N; j++) {
        acc_t s = 0;
        for (int64_t k = 0; k < K; k++)
          s += HPCAB_LD(X[i * K + k]) * HPCAB_LD(W[(e * K + k) * N + j]);
        Y[i * N + j] = HPCAB_ST(s);
      }
""", [A("Y", "[T, N]", "out", acc="K"), A("X", "[T, K]", init=UNIT), A("W", "[E, K, N]", init=UNIT),
      A("offsets", '["E + 1"]', dtype="i32", init="{function: grouped_offsets_init}")],
  [("T", "{range: [64, 1024], test: 64}"), ("K", "{values: [64, 256], test: 64}"), ("N", "{values: [64, 256], test: 64}"),
   ("E", "{values: [4, 8], test: 4}")], "2 * T * N * K", "8 * (T * N + T * K + E * K * N) + 4 * (E + 1)",
  level=2, helpers=GROUPED_INIT, comment="offsets (sorted, offsets[0] = 0, offsets[E] = T) come from grouped_offsets_init.")
M("swiglu_up", "fused SwiGLU up-projection H = silu(X Wg^T) * (X Wu^T) (Wg, Wu are F x K)", """
  for (int64_t i = 0; i < M; i++)
    for (int64_t f = 0; f < F; f++) {
      acc_t g = 0, u = 0;
      for (int64_t k = 0; k < K; k++) {
        acc_t x = HPCAB_LD(X[i * K + k]);
        g += x * HPCAB_LD(Wg[f * K + k]);
        u += x * HPCAB_LD(Wu[f * K + k]);
      }
      H[i * F + f] = HPCAB_ST(g / (1 + HPCAB_EXP(-g)) * u);
    }
""", [A("H", "[M, F]", "out", acc="2 * K"), A("X", "[M, K]", init=UNIT), A("Wg", "[F, K]", init=UNIT),
      A("Wu", "[F, K]", init=UNIT)],
  [("M", "{range: [16, 256], test: 20}"), ("F", "{range: [16, 384], test: 24}"), ("K", "{range: [16, 384], test: 28}")],
  "4 * M * F * K + 5 * M * F", "8 * (M * F + M * K + 2 * F * K)", level=2)

# ==================================================================================== quantized
QGEMM_SIZES = [("M", "{range: [16, 384], test: 20}"), ("N", "{range: [16, 384], test: 24}"),
               ("K", "{range: [16, 384], test: 28}")]
M("int8_matmul", "int8 x int8 matmul with int32 accumulation, dequantized by row and column scales", """
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      int32_t s = 0;
      for (int64_t k = 0; k < K; k++)
        s += (int32_t)Aq[i * K + k] * (int32_t)Bq[j * K + k];
      Y[i * N + j] = HPCAB_ST((acc_t)s * HPCAB_LD(sa[i]) * HPCAB_LD(sb[j]));
    }
""", [A("Y", "[M, N]", "out"), A("Aq", "[M, K]", dtype="i8", init=U(-127, 127)),
      A("Bq", "[N, K]", dtype="i8", init=U(-127, 127)), A("sa", "[M]", init=U(0.001, 0.01)),
      A("sb", "[N]", init=U(0.001, 0.01))], QGEMM_SIZES, "2 * M * N * K + 2 * M * N",
  "8 * M * N + M * K + N * K + 8 * (M + N)", level=2, comment="""
Y[i][j] = (sum_k Aq[i][k] Bq[j][k]) sa[i] sb[j]: the sum is exact in int32 (|terms| <= 127^2, K <= 384), so
accumulate is 1 (one rounding of the int32 sum to acc_t, two scalings).""")
M("w8a16_linear", "weight-only int8 linear layer Y = b + ws[n] * sum_k X[m][k] Wq[n][k]", """
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      acc_t s = 0;
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(X[i * K + k]) * (acc_t)Wq[j * K + k];
      Y[i * N + j] = HPCAB_ST(HPCAB_LD(b[j]) + s * HPCAB_LD(ws[j]));
    }
""", [A("Y", "[M, N]", "out", acc="K + 1"), A("X", "[M, K]", init=UNIT), A("Wq", "[N, K]", dtype="i8", init=U(-127, 127)),
      A("ws", "[N]", init=U(0.001, 0.01)), A("b", "[N]", init=UNIT)], QGEMM_SIZES, "2 * M * N * K + 2 * M * N",
  "8 * (M * N + M * K + 2 * N) + N * K", level=2)
M("w4a16_linear", "4-bit weight-only linear layer (packed nibbles, one scale per group of G weights, zero point 8)", """
  const int64_t KG = K / G;
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      acc_t y = 0;
      for (int64_t g = 0; g < KG; g++) {
        acc_t s = 0;
        for (int64_t k = g * G; k < (g + 1) * G; k++) {
          uint8_t byte = Wq[j * (K / 2) + k / 2];
          int32_t q = (k % 2 == 0 ? byte & 0x0f : byte >> 4) - 8;
          s += HPCAB_LD(X[i * K + k]) * (acc_t)q;
        }
        y += s * HPCAB_LD(scales[j * KG + g]);
      }
      Y[i * N + j] = HPCAB_ST(y);
    }
""", [A("Y", "[M, N]", "out", acc="K"), A("X", "[M, K]", init=UNIT), A("Wq", '[N, "K / 2"]', dtype="u8", init=U(0, 255)),
      A("scales", '[N, "K / G"]', init=U(0.001, 0.02))],
  [("M", "{range: [1, 128], test: 3}"), ("N", "{values: [256, 1024], test: 256}"), ("K", "{values: [256, 1024], test: 256}"),
   ("G", "{values: [32, 128], test: 32}")], "2 * M * N * K + 2 * M * N * (K / G)",
  "8 * (M * N + M * K + N * (K / G)) + N * (K / 2)", constraints=["K % G == 0", "G % 2 == 0"], level=2, comment="""
Weight k of row n is the low nibble of Wq[n][k/2] for even k and the high nibble for odd k, minus 8; each
group of G consecutive weights is summed against X in acc_t and then scaled by scales[n][k/G].""")
FP8 = """
int fp8_{fmt}_init(const hpcab_init_ctx *ctx);

/* The value of an fp8 {fmt} code ({desc}). */
static acc_t fp8_{fmt}(uint8_t c)
{{
  int e = (c >> {mb}) & {emax}, m = c & {mmask};
  acc_t v = e == 0 ? (acc_t)m * (acc_t){sub} : (acc_t)({mlead} + m) * (acc_t)ldexp(1.0, e - {bias} - {mb});
  return c & 0x80 ? -v : v;
}}

/* Finite codes of moderate magnitude: random sign and mantissa, exponent field in [{elo}, {ehi}]. */
int fp8_{fmt}_init(const hpcab_init_ctx *ctx)
{{
  if (ctx->array_dtypes[ctx->target] != HPCAB_U8) return 1;
  uint8_t *c = ctx->arrays[ctx->target];
  for (size_t i = 0; i < ctx->array_counts[ctx->target]; i++) {{
    uint64_t u = ctx->next_u64(ctx->rng);
    c[i] = (uint8_t)((u & 0x80) | ((uint64_t)({elo} + (u >> 8) % {espan}) << {mb}) | ((u >> 32) & {mmask}));
  }}
  return 0;
}}
"""
FP8_FMT = {"e4m3": dict(fmt="e4m3", desc="OCP E4M3FN: bias 7, no infinities, S.1111.111 is NaN", mb=3, emax=15,
                        mmask=7, sub="0x1p-9", mlead=8, bias=7, elo=1, ehi=10, espan=10),
           "e5m2": dict(fmt="e5m2", desc="OCP E5M2: bias 15, exponent 31 is Inf/NaN", mb=2, emax=31, mmask=3,
                        sub="0x1p-16", mlead=4, bias=15, elo=10, ehi=19, espan=10)}
for fmt in ("e4m3", "e5m2"):
    f = FP8_FMT[fmt]
    M(f"fp8_{fmt}_matmul", f"fp8 ({fmt.upper()}) matmul Y = sa sb A B^T, codes decoded exactly, f32 (acc_t) accumulation", f"""
  acc_t lut[256];
  for (int c = 0; c < 256; c++)
    lut[c] = fp8_{fmt}((uint8_t)c);
  const acc_t scale = (acc_t)sa * (acc_t)sb;
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {{
      acc_t s = 0;
      for (int64_t k = 0; k < K; k++)
        s += lut[Aq[i * K + k]] * lut[Bq[j * K + k]];
      Y[i * N + j] = HPCAB_ST(s * scale);
    }}
""", [A("Y", "[M, N]", "out", acc="K"), A("Aq", "[M, K]", dtype="u8", init=f"{{function: fp8_{fmt}_init}}"),
      A("Bq", "[N, K]", dtype="u8", init=f"{{function: fp8_{fmt}_init}}")], QGEMM_SIZES, "2 * M * N * K + M * N",
      "8 * M * N + M * K + N * K", params=[F32("sa", 0.01, 0.1), F32("sb", 0.01, 0.1)], level=2,
      helpers=FP8.format(**f), comment=f"""
Aq and Bq hold fp8 {fmt.upper()} codes ({f['desc']}), drawn finite by fp8_{fmt}_init (exponent field
{f['elo']}..{f['ehi']}); products of two codes are exact in acc_t, the sum is rounded in acc_t.""")
M("quantize_int8_rowwise", "symmetric per-row int8 quantization: scale = max|x| / 127, q = round(x / scale)", """
  for (int64_t r = 0; r < R; r++) {
    const real_t *x = X + r * C;
    acc_t amax = 0;
    for (int64_t c = 0; c < C; c++)
      if (HPCAB_FABS(HPCAB_LD(x[c])) > amax)
        amax = HPCAB_FABS(HPCAB_LD(x[c]));
    scale[r] = HPCAB_ST(amax > 0 ? amax / (acc_t)127 : (acc_t)1);
    const acc_t s = HPCAB_LD(scale[r]);
    for (int64_t c = 0; c < C; c++) {
      acc_t v = MRINT(HPCAB_LD(x[c]) / s);
      Q[r * C + c] = (int8_t)(v > 127 ? 127 : v < -127 ? -127 : v);
    }
  }
""", [A("Q", "[R, C]", "out", dtype="i8"), A("scale", "[R]", "out"), A("X", "[R, C]")],
  [("R", "{range: [16, 8192], test: 16}"), ("C", "{values: [64, 256, 1024, 4096], test: 64}")], "3 * R * C",
  "8 * R * C + R * C + 8 * R", helpers=MATH, comment="""
q = clamp(rint(x / s), -127, 127) with s the stored (rounded) scale read back, rint rounding half to even in
acc_t; an all-zero row gets scale 1.""")
M("quantize_fp8_e4m3", "fp8 E4M3 quantization: code of x / scale, round to nearest even, saturating to +-448", """
  for (int64_t i = 0; i < N; i++) {
    acc_t v = HPCAB_LD(X[i]) / (acc_t)scale;
    uint8_t sign = v < 0 ? 0x80 : 0;
    acc_t a = HPCAB_FABS(v);
    int code;
    if (a >= (acc_t)448) {
      code = 0x7e;
    } else if (a < (acc_t)0x1p-6) {
      code = (int)MRINT(a * (acc_t)0x1p9); /* subnormal steps of 2^-9; 8 is the smallest normal */
    } else {
      int e;
      MFREXP(a, &e); /* a in [2^(e-1), 2^e) */
      int q = (int)MRINT(a * (acc_t)ldexp(1.0, 4 - e)); /* 8..16: the significand with 3 fraction bits */
      code = ((e - 1 + 7) << 3) + (q - 8); /* q = 16 carries into the exponent */
      if (code > 0x7e)
        code = 0x7e;
    }
    Q[i] = (uint8_t)(sign | code);
  }
""", [A("Q", "[N]", "out", dtype="u8"), A("X", "[N]", init=U(-500, 500))], [("N", "{range: [1000, 16000000], test: 1000}")],
  "4 * N", "9 * N", params=[F32("scale", 0.5, 2.0)], helpers=MATH, comment="""
OCP E4M3FN (bias 7, max 448, no infinities): x / scale in acc_t, rounded to the nearest code (ties to an
even mantissa), |v| >= 448 and values that round above 448 saturate to 448 (0x7e / 0xfe); negative values
(including those that round to zero) keep the sign bit.""")

# ==================================================================================== convolution
M("conv1d", "1-D convolution (cross-correlation), NCL, stride S, zero padding KS/2, with bias", """
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++)
      for (int64_t t = 0; t < OL; t++) {
        acc_t s = HPCAB_LD(bias[o]);
        for (int64_t c = 0; c < CI; c++)
          for (int64_t i = 0; i < KS; i++) {
            int64_t p = t * S + i - P;
            if (p < 0 || p >= L)
              continue;
            s += HPCAB_LD(X[(n * CI + c) * L + p]) * HPCAB_LD(Wt[(o * CI + c) * KS + i]);
          }
        Y[(n * CO + o) * OL + t] = HPCAB_ST(s);
      }
""", [A("Y", "[B, CO, OL]", "out", acc="CI * KS + 1"), A("X", "[B, CI, L]", init=UNIT), A("Wt", "[CO, CI, KS]", init=UNIT),
      A("bias", "[CO]")],
  [("B", "{values: [1, 2], test: 2}"), ("CI", "{values: [3, 16, 64], test: 3}"), ("CO", "{values: [16, 64], test: 16}"),
   ("L", "{range: [16, 2048], test: 37}"), ("KS", "{values: [3, 5], test: 3}"), ("S", "{values: [1, 2], test: 2}"),
   ("P", '{expr: "KS / 2"}'), ("OL", '{expr: "(L + 2 * P - KS) / S + 1"}')],
  "2 * B * CO * OL * CI * KS", "8 * (B * CO * OL + B * CI * L + CO * CI * KS + CO)", level=2)
M("conv1d_causal_depthwise", "causal depthwise 1-D convolution (the short conv of Mamba-style blocks), with bias", """
  for (int64_t n = 0; n < B; n++)
    for (int64_t c = 0; c < C; c++)
      for (int64_t t = 0; t < L; t++) {
        acc_t s = HPCAB_LD(bias[c]);
        for (int64_t i = 0; i < KS; i++) {
          int64_t p = t - (KS - 1) + i;
          if (p >= 0)
            s += HPCAB_LD(Wt[c * KS + i]) * HPCAB_LD(X[(n * C + c) * L + p]);
        }
        Y[(n * C + c) * L + t] = HPCAB_ST(s);
      }
""", [A("Y", "[B, C, L]", "out", acc="KS + 1"), A("X", "[B, C, L]"), A("Wt", "[C, KS]", init=UNIT), A("bias", "[C]")],
  [("B", "{values: [1, 4], test: 2}"), ("C", "{values: [16, 256, 1024], test: 16}"), ("L", "{range: [16, 4096], test: 33}"),
   ("KS", "{values: [2, 3, 4], test: 4}")], "2 * B * C * L * KS", "8 * (2 * B * C * L + C * KS + C)",
  comment="Y[n][c][t] = bias[c] + sum_i Wt[c][i] X[n][c][t - KS + 1 + i], inputs before t = 0 are zero.")
CONV2D_SIZES = [("B", "{values: [1, 2], test: 1}"), ("CI", "{values: [3, 16, 64], test: 3}"),
                ("CO", "{values: [16, 64], test: 16}"), ("H", "{range: [8, 40], test: 10}"), ("W", "{range: [8, 40], test: 9}")]
M("conv2d_strided_padded", "2-D convolution NCHW with stride S and zero padding K/2, with bias", """
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++)
      for (int64_t y = 0; y < OH; y++)
        for (int64_t x = 0; x < OW; x++) {
          acc_t s = HPCAB_LD(bias[o]);
          for (int64_t c = 0; c < CI; c++)
            for (int64_t i = 0; i < K; i++) {
              int64_t yy = y * S + i - P;
              if (yy < 0 || yy >= H)
                continue;
              for (int64_t j = 0; j < K; j++) {
                int64_t xx = x * S + j - P;
                if (xx < 0 || xx >= W)
                  continue;
                s += HPCAB_LD(X[((n * CI + c) * H + yy) * W + xx]) * HPCAB_LD(Wt[((o * CI + c) * K + i) * K + j]);
              }
            }
          Y[((n * CO + o) * OH + y) * OW + x] = HPCAB_ST(s);
        }
""", [A("Y", "[B, CO, OH, OW]", "out", acc="CI * K * K + 1"), A("X", "[B, CI, H, W]", init=UNIT),
      A("Wt", "[CO, CI, K, K]", init=UNIT), A("bias", "[CO]")],
  CONV2D_SIZES + [("K", "{values: [1, 3], test: 3}"), ("S", "{values: [1, 2], test: 2}"), ("P", '{expr: "K / 2"}'),
                  ("OH", '{expr: "(H + 2 * P - K) / S + 1"}'), ("OW", '{expr: "(W + 2 * P - K) / S + 1"}')],
  "2 * B * CO * OH * OW * CI * K * K", "8 * (B * CO * OH * OW + B * CI * H * W + CO * CI * K * K + CO)", level=2)
M("conv2d_nhwc", "2-D convolution in channels-last layout: X is NHWC, the filter HWIO, stride 1, no padding", """
  for (int64_t n = 0; n < B; n++)
    for (int64_t y = 0; y < OH; y++)
      for (int64_t x = 0; x < OW; x++)
        for (int64_t o = 0; o < CO; o++) {
          acc_t s = HPCAB_LD(bias[o]);
          for (int64_t i = 0; i < K; i++)
            for (int64_t j = 0; j < K; j++)
              for (int64_t c = 0; c < CI; c++)
                s += HPCAB_LD(X[((n * H + y + i) * W + x + j) * CI + c]) * HPCAB_LD(Wt[((i * K + j) * CI + c) * CO + o]);
          Y[((n * OH + y) * OW + x) * CO + o] = HPCAB_ST(s);
        }
""", [A("Y", "[B, OH, OW, CO]", "out", acc="CI * K * K + 1"), A("X", "[B, H, W, CI]", init=UNIT),
      A("Wt", "[K, K, CI, CO]", init=UNIT), A("bias", "[CO]")],
  CONV2D_SIZES + [("K", "{values: [1, 3], test: 3}"), ("OH", '{expr: "H - K + 1"}'), ("OW", '{expr: "W - K + 1"}')],
  "2 * B * CO * OH * OW * CI * K * K", "8 * (B * CO * OH * OW + B * CI * H * W + CO * CI * K * K + CO)",
  constraints=["H >= K", "W >= K"], level=2)
M("depthwise_conv2d", "depthwise 2-D convolution (one K x K filter per channel), zero padding K/2, with bias", """
  for (int64_t n = 0; n < B; n++)
    for (int64_t c = 0; c < C; c++)
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          acc_t s = HPCAB_LD(bias[c]);
          for (int64_t i = 0; i < K; i++) {
            int64_t yy = y + i - K / 2;
            if (yy < 0 || yy >= H)
              continue;
            for (int64_t j = 0; j < K; j++) {
              int64_t xx = x + j - K / 2;
              if (xx >= 0 && xx < W)
                s += HPCAB_LD(X[((n * C + c) * H + yy) * W + xx]) * HPCAB_LD(Wt[(c * K + i) * K + j]);
            }
          }
          Y[((n * C + c) * H + y) * W + x] = HPCAB_ST(s);
        }
""", [A("Y", "[B, C, H, W]", "out", acc="K * K + 1"), A("X", "[B, C, H, W]", init=UNIT), A("Wt", "[C, K, K]", init=UNIT),
      A("bias", "[C]")],
  [("B", "{values: [1, 8], test: 1}"), ("C", "{values: [16, 64, 256], test: 16}"), ("H", "{range: [8, 56], test: 10}"),
   ("W", '{expr: "H"}'), ("K", "{values: [3, 5], test: 3}")], "2 * B * C * H * W * K * K",
  "8 * (2 * B * C * H * W + C * K * K + C)", level=2)
M("conv2d_grouped", "grouped 2-D convolution (G groups of CI/G input and CO/G output channels), stride 1, no padding", """
  const int64_t CIG = CI / G, COG = CO / G;
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++) {
      const int64_t g = o / COG;
      for (int64_t y = 0; y < OH; y++)
        for (int64_t x = 0; x < OW; x++) {
          acc_t s = HPCAB_LD(bias[o]);
          for (int64_t c = 0; c < CIG; c++)
            for (int64_t i = 0; i < K; i++)
              for (int64_t j = 0; j < K; j++)
                s += HPCAB_LD(X[((n * CI + g * CIG + c) * H + y + i) * W + x + j]) *
                     HPCAB_LD(Wt[((o * CIG + c) * K + i) * K + j]);
          Y[((n * CO + o) * OH + y) * OW + x] = HPCAB_ST(s);
        }
    }
""", [A("Y", "[B, CO, OH, OW]", "out", acc="CI / G * K * K + 1"), A("X", "[B, CI, H, W]", init=UNIT),
      A("Wt", '[CO, "CI / G", K, K]', init=UNIT), A("bias", "[CO]")],
  [("B", "{values: [1, 2], test: 1}"), ("CI", "{values: [16, 64], test: 16}"), ("CO", "{values: [16, 64], test: 16}"),
   ("G", "{values: [2, 4], test: 4}"), ("H", "{range: [8, 56], test: 10}"), ("W", "{range: [8, 56], test: 9}"),
   ("K", "{values: [1, 3], test: 3}"), ("OH", '{expr: "H - K + 1"}'), ("OW", '{expr: "W - K + 1"}')],
  "2 * B * CO * OH * OW * (CI / G) * K * K", "8 * (B * CO * OH * OW + B * CI * H * W + CO * (CI / G) * K * K + CO)",
  constraints=["CI % G == 0", "CO % G == 0", "H >= K", "W >= K"], level=2)
M("conv2d_dilated", "dilated 2-D convolution (3 x 3 taps D apart), zero padding D: output as large as the input", """
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++)
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          acc_t s = HPCAB_LD(bias[o]);
          for (int64_t c = 0; c < CI; c++)
            for (int64_t i = 0; i < 3; i++) {
              int64_t yy = y + (i - 1) * D;
              if (yy < 0 || yy >= H)
                continue;
              for (int64_t j = 0; j < 3; j++) {
                int64_t xx = x + (j - 1) * D;
                if (xx >= 0 && xx < W)
                  s += HPCAB_LD(X[((n * CI + c) * H + yy) * W + xx]) * HPCAB_LD(Wt[((o * CI + c) * 3 + i) * 3 + j]);
              }
            }
          Y[((n * CO + o) * H + y) * W + x] = HPCAB_ST(s);
        }
""", [A("Y", "[B, CO, H, W]", "out", acc="CI * 9 + 1"), A("X", "[B, CI, H, W]", init=UNIT), A("Wt", "[CO, CI, 3, 3]", init=UNIT),
      A("bias", "[CO]")],
  CONV2D_SIZES + [("D", "{values: [2, 4], test: 2}")], "2 * B * CO * H * W * CI * 9",
  "8 * (B * CO * H * W + B * CI * H * W + CO * CI * 9 + CO)", level=2)
M("conv3d", "3-D convolution NCDHW, K x K x K filters, stride 1, no padding, with bias", """
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++)
      for (int64_t z = 0; z < OS; z++)
        for (int64_t y = 0; y < OS; y++)
          for (int64_t x = 0; x < OS; x++) {
            acc_t s = HPCAB_LD(bias[o]);
            for (int64_t c = 0; c < CI; c++)
              for (int64_t a = 0; a < K; a++)
                for (int64_t i = 0; i < K; i++)
                  for (int64_t j = 0; j < K; j++)
                    s += HPCAB_LD(X[(((n * CI + c) * S3 + z + a) * S3 + y + i) * S3 + x + j]) *
                         HPCAB_LD(Wt[(((o * CI + c) * K + a) * K + i) * K + j]);
            Y[(((n * CO + o) * OS + z) * OS + y) * OS + x] = HPCAB_ST(s);
          }
""", [A("Y", "[B, CO, OS, OS, OS]", "out", acc="CI * K * K * K + 1"), A("X", "[B, CI, S3, S3, S3]", init=UNIT),
      A("Wt", "[CO, CI, K, K, K]", init=UNIT), A("bias", "[CO]")],
  [("B", "{values: [1, 2], test: 1}"), ("CI", "{values: [3, 16], test: 3}"), ("CO", "{values: [8, 32], test: 8}"),
   ("S3", "{range: [6, 18], test: 7}"), ("K", "{values: [1, 3], test: 3}"), ("OS", '{expr: "S3 - K + 1"}')],
  "2 * B * CO * OS * OS * OS * CI * K * K * K",
  "8 * (B * CO * OS * OS * OS + B * CI * S3 * S3 * S3 + CO * CI * K * K * K + CO)", constraints=["S3 >= K"], level=2)
M("conv_transpose2d", "transposed 2-D convolution (stride S, no padding, output (H - 1) S + K), with bias", """
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++)
      for (int64_t y = 0; y < OH; y++)
        for (int64_t x = 0; x < OW; x++) {
          acc_t s = HPCAB_LD(bias[o]);
          for (int64_t c = 0; c < CI; c++)
            for (int64_t i = 0; i < K; i++) {
              int64_t iy = y - i;
              if (iy < 0 || iy % S != 0 || iy / S >= H)
                continue;
              for (int64_t j = 0; j < K; j++) {
                int64_t ix = x - j;
                if (ix < 0 || ix % S != 0 || ix / S >= W)
                  continue;
                s += HPCAB_LD(X[((n * CI + c) * H + iy / S) * W + ix / S]) * HPCAB_LD(Wt[((c * CO + o) * K + i) * K + j]);
              }
            }
          Y[((n * CO + o) * OH + y) * OW + x] = HPCAB_ST(s);
        }
""", [A("Y", "[B, CO, OH, OW]", "out", acc="CI * K * K + 1"), A("X", "[B, CI, H, W]", init=UNIT),
      A("Wt", "[CI, CO, K, K]", init=UNIT), A("bias", "[CO]")],
  [("B", "{values: [1, 2], test: 1}"), ("CI", "{values: [16, 64], test: 16}"), ("CO", "{values: [16, 64], test: 16}"),
   ("H", "{range: [4, 20], test: 5}"), ("W", "{range: [4, 20], test: 6}"), ("K", "{values: [2, 3], test: 3}"),
   ("S", "{values: [1, 2], test: 2}"), ("OH", '{expr: "(H - 1) * S + K"}'), ("OW", '{expr: "(W - 1) * S + K"}')],
  "2 * B * CO * H * W * CI * K * K", "8 * (B * CO * OH * OW + B * CI * H * W + CI * CO * K * K + CO)", level=2, comment="""
Y[n][o][y][x] = bias[o] + sum over c, i, j with y - i = S iy, x - j = S ix inside X of X[n][c][iy][ix] Wt[c][o][i][j]
(each input pixel scatters its K x K footprint S apart).""")
M("conv2d_backward_weight", "gradients of a conv2d's filter and bias (stride 1, no padding) from dY and X", """
  for (int64_t o = 0; o < CO; o++) {
    for (int64_t c = 0; c < CI; c++)
      for (int64_t i = 0; i < K; i++)
        for (int64_t j = 0; j < K; j++) {
          acc_t s = 0;
          for (int64_t n = 0; n < B; n++)
            for (int64_t y = 0; y < OH; y++)
              for (int64_t x = 0; x < OW; x++)
                s += HPCAB_LD(dY[((n * CO + o) * OH + y) * OW + x]) * HPCAB_LD(X[((n * CI + c) * H + y + i) * W + x + j]);
          dW[((o * CI + c) * K + i) * K + j] = HPCAB_ST(s);
        }
    acc_t s = 0;
    for (int64_t n = 0; n < B; n++)
      for (int64_t p = 0; p < OH * OW; p++)
        s += HPCAB_LD(dY[(n * CO + o) * OH * OW + p]);
    db[o] = HPCAB_ST(s);
  }
""", [A("dW", "[CO, CI, K, K]", "out", acc="B * OH * OW"), A("db", "[CO]", "out", acc="B * OH * OW"),
      A("dY", "[B, CO, OH, OW]", init=UNIT), A("X", "[B, CI, H, W]", init=UNIT)],
  CONV2D_SIZES + [("K", "{values: [1, 3], test: 3}"), ("OH", '{expr: "H - K + 1"}'), ("OW", '{expr: "W - K + 1"}')],
  "2 * B * CO * OH * OW * CI * K * K", "8 * (B * CO * OH * OW + B * CI * H * W + CO * CI * K * K + CO)",
  constraints=["H >= K", "W >= K"], level=2)
M("conv2d_backward_input", "gradient of a conv2d with respect to its input (stride 1, no padding)", """
  for (int64_t n = 0; n < B; n++)
    for (int64_t c = 0; c < CI; c++)
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          acc_t s = 0;
          for (int64_t o = 0; o < CO; o++)
            for (int64_t i = 0; i < K; i++) {
              int64_t oy = y - i;
              if (oy < 0 || oy >= OH)
                continue;
              for (int64_t j = 0; j < K; j++) {
                int64_t ox = x - j;
                if (ox >= 0 && ox < OW)
                  s += HPCAB_LD(dY[((n * CO + o) * OH + oy) * OW + ox]) * HPCAB_LD(Wt[((o * CI + c) * K + i) * K + j]);
              }
            }
          dX[((n * CI + c) * H + y) * W + x] = HPCAB_ST(s);
        }
""", [A("dX", "[B, CI, H, W]", "out", acc="CO * K * K"), A("dY", "[B, CO, OH, OW]", init=UNIT),
      A("Wt", "[CO, CI, K, K]", init=UNIT)],
  CONV2D_SIZES + [("K", "{values: [1, 3], test: 3}"), ("OH", '{expr: "H - K + 1"}'), ("OW", '{expr: "W - K + 1"}')],
  "2 * B * CO * OH * OW * CI * K * K", "8 * (B * CO * OH * OW + B * CI * H * W + CO * CI * K * K)",
  constraints=["H >= K", "W >= K"], level=2)
M("im2col", "im2col for a K x K convolution with zero padding K/2: cols[n][(c K + i) K + j][y W + x]", """
  const int64_t P = K / 2;
  for (int64_t n = 0; n < B; n++)
    for (int64_t c = 0; c < CI; c++)
      for (int64_t i = 0; i < K; i++)
        for (int64_t j = 0; j < K; j++) {
          real_t *row = cols + ((n * CI + c) * K * K + i * K + j) * H * W;
          for (int64_t y = 0; y < H; y++)
            for (int64_t x = 0; x < W; x++) {
              int64_t yy = y + i - P, xx = x + j - P;
              row[y * W + x] = yy >= 0 && yy < H && xx >= 0 && xx < W ? X[((n * CI + c) * H + yy) * W + xx] : HPCAB_ST(0);
            }
        }
""", [A("cols", '[B, "CI * K * K", "H * W"]', "out"), A("X", "[B, CI, H, W]")],
  [("B", "{values: [1, 4], test: 1}"), ("CI", "{values: [3, 16, 64], test: 3}"), ("H", "{range: [8, 64], test: 10}"),
   ("W", "{range: [8, 64], test: 9}"), ("K", "{values: [3, 5], test: 3}")], "0",
  "8 * (B * CI * K * K * H * W + B * CI * H * W)")

# ==================================================================================== pooling
POOL_SIZES = [("B", "{values: [1, 8], test: 1}"), ("C", "{values: [16, 64], test: 16}"),
              ("H", "{range: [8, 256], test: 10}"), ("W", '{expr: "H"}')]
M("avgpool2d", "K x K average pooling with stride S, no padding, NCHW", """
  const acc_t inv = (acc_t)1 / (acc_t)(K * K);
  for (int64_t p = 0; p < B * C; p++)
    for (int64_t y = 0; y < OH; y++)
      for (int64_t x = 0; x < OW; x++) {
        acc_t s = 0;
        for (int64_t i = 0; i < K; i++)
          for (int64_t j = 0; j < K; j++)
            s += HPCAB_LD(X[(p * H + y * S + i) * W + x * S + j]);
        Y[(p * OH + y) * OW + x] = HPCAB_ST(s * inv);
      }
""", [A("Y", "[B, C, OH, OW]", "out", acc="K * K"), A("X", "[B, C, H, W]")],
  POOL_SIZES + [("K", "{values: [2, 3], test: 3}"), ("S", "{values: [1, 2], test: 2}"), ("OH", '{expr: "(H - K) / S + 1"}'),
                ("OW", '{expr: "(W - K) / S + 1"}')], "B * C * OH * OW * (K * K + 1)", "8 * (B * C * H * W + B * C * OH * OW)")
MAXWIN = """
/* The flat index y W + x of the first maximum (row-major scan) of the 3 x 3 window of plane x at output
 * (oy, ox), stride 2, padding 1 (padding never wins: every window holds a pixel). */
static int64_t window_argmax(const real_t *x, int64_t H, int64_t W, int64_t oy, int64_t ox)
{
  int64_t best = -1;
  acc_t m = 0;
  for (int64_t i = 0; i < 3; i++) {
    int64_t y = oy * 2 - 1 + i;
    if (y < 0 || y >= H)
      continue;
    for (int64_t j = 0; j < 3; j++) {
      int64_t xx = ox * 2 - 1 + j;
      if (xx < 0 || xx >= W)
        continue;
      acc_t v = HPCAB_LD(x[y * W + xx]);
      if (best < 0 || v > m) {
        m = v;
        best = y * W + xx;
      }
    }
  }
  return best;
}
"""
M("maxpool2d_indices", "3 x 3 max pooling, stride 2, padding 1, with the flat index of each maximum (first on ties)", """
  for (int64_t p = 0; p < B * C; p++)
    for (int64_t y = 0; y < OH; y++)
      for (int64_t x = 0; x < OW; x++) {
        int64_t k = window_argmax(X + p * H * W, H, W, y, x);
        Y[(p * OH + y) * OW + x] = X[p * H * W + k];
        idx[(p * OH + y) * OW + x] = k;
      }
""", [A("Y", "[B, C, OH, OW]", "out"), A("idx", "[B, C, OH, OW]", "out", dtype="i64"), A("X", "[B, C, H, W]")],
  POOL_SIZES + [("OH", '{expr: "(H - 1) / 2 + 1"}'), ("OW", '{expr: "(W - 1) / 2 + 1"}')], "9 * B * C * OH * OW",
  "8 * (B * C * H * W + 2 * B * C * OH * OW)", helpers=MAXWIN)
M("maxpool2d_backward", "gradient of 3 x 3 / stride 2 / padding 1 max pooling: dY routed to each window's first maximum", """
  for (int64_t p = 0; p < B * C; p++)
    for (int64_t y = 0; y < H; y++)
      for (int64_t x = 0; x < W; x++) {
        acc_t s = 0; /* windows containing (y, x): oy in [(y - 1) / 2, (y + 1) / 2], likewise ox */
        for (int64_t oy = y > 0 ? (y - 1) / 2 : 0; oy <= (y + 1) / 2 && oy < OH; oy++)
          for (int64_t ox = x > 0 ? (x - 1) / 2 : 0; ox <= (x + 1) / 2 && ox < OW; ox++)
            if (window_argmax(X + p * H * W, H, W, oy, ox) == y * W + x)
              s += HPCAB_LD(dY[(p * OH + oy) * OW + ox]);
        dX[(p * H + y) * W + x] = HPCAB_ST(s);
      }
""", [A("dX", "[B, C, H, W]", "out", acc="4"), A("X", "[B, C, H, W]"), A("dY", "[B, C, OH, OW]")],
  [("B", "{values: [1, 8], test: 1}"), ("C", "{values: [16, 64], test: 16}"), ("H", "{range: [8, 96], test: 10}"),
   ("W", '{expr: "H"}'), ("OH", '{expr: "(H - 1) / 2 + 1"}'), ("OW", '{expr: "(W - 1) / 2 + 1"}')],
  "B * C * H * W", "8 * (2 * B * C * H * W + B * C * OH * OW)", helpers=MAXWIN, comment="""
Gather form: each input pixel sums (in acc_t) dY of the windows whose first maximum it is (the forward of
maxpool2d_indices, recomputed), so no output is rounded more than once.""")
M("global_avgpool", "global average pooling NCHW -> NC", """
  const acc_t inv = (acc_t)1 / (acc_t)(H * W);
  for (int64_t p = 0; p < B * C; p++) {
    acc_t s = 0;
    for (int64_t k = 0; k < H * W; k++)
      s += HPCAB_LD(X[p * H * W + k]);
    Y[p] = HPCAB_ST(s * inv);
  }
""", [A("Y", "[B, C]", "out", acc="H * W"), A("X", "[B, C, H, W]")],
  [("B", "{values: [1, 32], test: 2}"), ("C", "{values: [64, 256, 1024], test: 64}"), ("H", "{range: [7, 56], test: 7}"),
   ("W", '{expr: "H"}')], "B * C * H * W", "8 * (B * C * H * W + B * C)")
M("adaptive_avgpool2d", "adaptive average pooling to O x O bins (bin i covers floor(i H / O) .. ceil((i + 1) H / O) - 1)", """
  for (int64_t p = 0; p < B * C; p++)
    for (int64_t i = 0; i < O; i++) {
      const int64_t y0 = i * H / O, y1 = ((i + 1) * H + O - 1) / O;
      for (int64_t j = 0; j < O; j++) {
        const int64_t x0 = j * W / O, x1 = ((j + 1) * W + O - 1) / O;
        acc_t s = 0;
        for (int64_t y = y0; y < y1; y++)
          for (int64_t x = x0; x < x1; x++)
            s += HPCAB_LD(X[(p * H + y) * W + x]);
        Y[(p * O + i) * O + j] = HPCAB_ST(s / (acc_t)((y1 - y0) * (x1 - x0)));
      }
    }
""", [A("Y", "[B, C, O, O]", "out", acc="(H / O + 2) * (W / O + 2)"), A("X", "[B, C, H, W]")],
  [("B", "{values: [1, 8], test: 1}"), ("C", "{values: [16, 64, 512], test: 16}"), ("H", "{range: [7, 128], test: 10}"),
   ("W", "{range: [7, 128], test: 13}"), ("O", "{values: [1, 5, 7], test: 7}")], "B * C * H * W",
  "8 * (B * C * H * W + B * C * O * O)", constraints=["H >= O", "W >= O"])
M("maxpool1d", "1-D max pooling, window K, stride S, NCL", """
  for (int64_t p = 0; p < B * C; p++)
    for (int64_t t = 0; t < OL; t++) {
      const real_t *x = X + p * L + t * S;
      real_t best = x[0];
      for (int64_t i = 1; i < K; i++)
        if (HPCAB_LD(x[i]) > HPCAB_LD(best))
          best = x[i];
      Y[p * OL + t] = best;
    }
""", [A("Y", "[B, C, OL]", "out"), A("X", "[B, C, L]")],
  [("B", "{values: [1, 8], test: 2}"), ("C", "{values: [16, 64, 256], test: 16}"), ("L", "{range: [16, 65536], test: 33}"),
   ("K", "{values: [2, 3, 5], test: 3}"), ("S", "{values: [1, 2], test: 2}"), ("OL", '{expr: "(L - K) / S + 1"}')],
  "B * C * OL * K", "8 * (B * C * L + B * C * OL)")
M("maxpool3d", "2 x 2 x 2 max pooling with stride 2, NCDHW", """
  for (int64_t p = 0; p < B * C; p++)
    for (int64_t z = 0; z < OS; z++)
      for (int64_t y = 0; y < OS; y++)
        for (int64_t x = 0; x < OS; x++) {
          real_t best = X[((p * S3 + 2 * z) * S3 + 2 * y) * S3 + 2 * x];
          for (int64_t a = 0; a < 2; a++)
            for (int64_t i = 0; i < 2; i++)
              for (int64_t j = 0; j < 2; j++) {
                real_t v = X[((p * S3 + 2 * z + a) * S3 + 2 * y + i) * S3 + 2 * x + j];
                if (HPCAB_LD(v) > HPCAB_LD(best))
                  best = v;
              }
          Y[((p * OS + z) * OS + y) * OS + x] = best;
        }
""", [A("Y", "[B, C, OS, OS, OS]", "out"), A("X", "[B, C, S3, S3, S3]")],
  [("B", "{values: [1, 4], test: 1}"), ("C", "{values: [16, 64], test: 16}"), ("S3", "{range: [8, 64], test: 8}"),
   ("OS", '{expr: "S3 / 2"}')], "B * C * S3 * S3 * S3", "8 * (B * C * S3 * S3 * S3 + B * C * OS * OS * OS)",
  constraints=["S3 % 2 == 0"])
M("avgpool2d_backward", "gradient of K x K / stride S average pooling (gather form, no padding)", """
  const acc_t inv = (acc_t)1 / (acc_t)(K * K);
  for (int64_t p = 0; p < B * C; p++)
    for (int64_t y = 0; y < H; y++)
      for (int64_t x = 0; x < W; x++) {
        acc_t s = 0; /* windows with oy S <= y < oy S + K */
        for (int64_t oy = y >= K ? (y - K) / S + 1 : 0; oy <= y / S && oy < OH; oy++)
          for (int64_t ox = x >= K ? (x - K) / S + 1 : 0; ox <= x / S && ox < OW; ox++)
            s += HPCAB_LD(dY[(p * OH + oy) * OW + ox]);
        dX[(p * H + y) * W + x] = HPCAB_ST(s * inv);
      }
""", [A("dX", "[B, C, H, W]", "out", acc="K * K"), A("dY", "[B, C, OH, OW]")],
  POOL_SIZES[:2] + [("H", "{range: [8, 160], test: 10}"), ("W", '{expr: "H"}')] + [("K", "{values: [2, 3], test: 3}"), ("S", "{values: [1, 2], test: 2}"), ("OH", '{expr: "(H - K) / S + 1"}'),
                ("OW", '{expr: "(W - K) / S + 1"}')], "B * C * H * W * 2", "8 * (B * C * H * W + B * C * OH * OW)")

# ==================================================================================== normalization
BN_SIZES = [("N", "{values: [8, 32], test: 2}"), ("C", "{values: [16, 64, 256], test: 16}"),
            ("H", "{range: [7, 56], test: 7}"), ("W", '{expr: "H"}')]
POS = U(0.5, 2.0)
M("batchnorm_train", "batch normalization, training mode: per-channel batch mean and biased variance over N, H, W", """
  const int64_t HW = H * W;
  const acc_t inv = (acc_t)1 / (acc_t)(N * HW);
  for (int64_t c = 0; c < C; c++) {
    acc_t m = 0, v = 0;
    for (int64_t n = 0; n < N; n++)
      for (int64_t k = 0; k < HW; k++)
        m += HPCAB_LD(X[(n * C + c) * HW + k]);
    m *= inv;
    for (int64_t n = 0; n < N; n++)
      for (int64_t k = 0; k < HW; k++) {
        acc_t d = HPCAB_LD(X[(n * C + c) * HW + k]) - m;
        v += d * d;
      }
    v *= inv;
    mean[c] = HPCAB_ST(m);
    var[c] = HPCAB_ST(v);
    const acc_t r = 1 / HPCAB_SQRT(v + (acc_t)eps), g = HPCAB_LD(gamma[c]), b = HPCAB_LD(beta[c]);
    for (int64_t n = 0; n < N; n++)
      for (int64_t k = 0; k < HW; k++)
        Y[(n * C + c) * HW + k] = HPCAB_ST((HPCAB_LD(X[(n * C + c) * HW + k]) - m) * r * g + b);
  }
""", [A("Y", "[N, C, H, W]", "out", acc="N * H * W"), A("mean", "[C]", "out", acc="N * H * W"),
      A("var", "[C]", "out", acc="N * H * W"), A("X", "[N, C, H, W]"), A("gamma", "[C]", init=U(0.5, 1.5)),
      A("beta", "[C]", init=U(-0.5, 0.5))], BN_SIZES, "8 * N * C * H * W", "8 * (2 * N * C * H * W + 4 * C)",
  params=[EPS5])
M("batchnorm_inference", "batch normalization, inference mode: (x - running_mean) / sqrt(running_var + eps) * gamma + beta", """
  const int64_t HW = H * W;
  for (int64_t n = 0; n < N; n++)
    for (int64_t c = 0; c < C; c++) {
      const acc_t r = 1 / HPCAB_SQRT(HPCAB_LD(rvar[c]) + (acc_t)eps), m = HPCAB_LD(rmean[c]);
      const acc_t g = HPCAB_LD(gamma[c]) * r, b = HPCAB_LD(beta[c]);
      for (int64_t k = 0; k < HW; k++)
        Y[(n * C + c) * HW + k] = HPCAB_ST((HPCAB_LD(X[(n * C + c) * HW + k]) - m) * g + b);
    }
""", [A("Y", "[N, C, H, W]", "out"), A("X", "[N, C, H, W]"), A("rmean", "[C]", init=U(-0.5, 0.5)),
      A("rvar", "[C]", init=POS), A("gamma", "[C]", init=U(0.5, 1.5)), A("beta", "[C]", init=U(-0.5, 0.5))],
  BN_SIZES, "3 * N * C * H * W", "8 * (2 * N * C * H * W + 4 * C)", params=[EPS5])
M("batchnorm_backward", "batch normalization backward from the saved per-channel mean and 1/std: dX, dgamma, dbeta", """
  const int64_t HW = H * W, cnt = N * H * W;
  for (int64_t c = 0; c < C; c++) {
    const acc_t m = HPCAB_LD(mean[c]), r = HPCAB_LD(rstd[c]);
    acc_t sg = 0, sb = 0;
    for (int64_t n = 0; n < N; n++)
      for (int64_t k = 0; k < HW; k++) {
        const int64_t i = (n * C + c) * HW + k;
        const acc_t dy = HPCAB_LD(dY[i]);
        sb += dy;
        sg += dy * (HPCAB_LD(X[i]) - m) * r;
      }
    dgamma[c] = HPCAB_ST(sg);
    dbeta[c] = HPCAB_ST(sb);
    const acc_t k1 = HPCAB_LD(gamma[c]) * r / (acc_t)cnt;
    for (int64_t n = 0; n < N; n++)
      for (int64_t k = 0; k < HW; k++) {
        const int64_t i = (n * C + c) * HW + k;
        const acc_t xhat = (HPCAB_LD(X[i]) - m) * r;
        dX[i] = HPCAB_ST(k1 * ((acc_t)cnt * HPCAB_LD(dY[i]) - sb - xhat * sg));
      }
  }
""", [A("dX", "[N, C, H, W]", "out", acc="N * H * W"), A("dgamma", "[C]", "out", acc="N * H * W"),
      A("dbeta", "[C]", "out", acc="N * H * W"), A("dY", "[N, C, H, W]"), A("X", "[N, C, H, W]"),
      A("mean", "[C]", init=U(-0.5, 0.5)), A("rstd", "[C]", init=POS), A("gamma", "[C]", init=U(0.5, 1.5))],
  BN_SIZES, "10 * N * C * H * W", "8 * (3 * N * C * H * W + 6 * C)", comment="""
xhat = (X - mean[c]) rstd[c]; dbeta = sum dY, dgamma = sum dY xhat (over N, H, W);
dX = gamma rstd / cnt (cnt dY - dbeta - xhat dgamma), cnt = N H W. mean and rstd are the forward's saved
statistics (inputs, as in framework backward kernels).""")
LN_SIZES = [("R", "{range: [16, 4096], test: 16}"), ("C", "{values: [64, 256, 768, 1024, 4096], test: 64}")]
M("layernorm_backward", "layer normalization backward from the saved per-row mean and 1/std: dX, dgamma, dbeta", """
  for (int64_t r = 0; r < R; r++) {
    const acc_t m = HPCAB_LD(mean[r]), s = HPCAB_LD(rstd[r]);
    acc_t a = 0, b = 0; /* sums of g and g xhat, g = dY gamma */
    for (int64_t c = 0; c < C; c++) {
      const acc_t g = HPCAB_LD(dY[r * C + c]) * HPCAB_LD(gamma[c]);
      a += g;
      b += g * (HPCAB_LD(X[r * C + c]) - m) * s;
    }
    a /= (acc_t)C;
    b /= (acc_t)C;
    for (int64_t c = 0; c < C; c++) {
      const acc_t g = HPCAB_LD(dY[r * C + c]) * HPCAB_LD(gamma[c]);
      const acc_t xhat = (HPCAB_LD(X[r * C + c]) - m) * s;
      dX[r * C + c] = HPCAB_ST(s * (g - a - xhat * b));
    }
  }
  for (int64_t c = 0; c < C; c++) {
    acc_t sg = 0, sb = 0;
    for (int64_t r = 0; r < R; r++) {
      const acc_t dy = HPCAB_LD(dY[r * C + c]);
      sb += dy;
      sg += dy * (HPCAB_LD(X[r * C + c]) - HPCAB_LD(mean[r])) * HPCAB_LD(rstd[r]);
    }
    dgamma[c] = HPCAB_ST(sg);
    dbeta[c] = HPCAB_ST(sb);
  }
""", [A("dX", "[R, C]", "out", acc="C"), A("dgamma", "[C]", "out", acc="R"), A("dbeta", "[C]", "out", acc="R"),
      A("dY", "[R, C]"), A("X", "[R, C]"), A("mean", "[R]", init=U(-0.5, 0.5)), A("rstd", "[R]", init=POS),
      A("gamma", "[C]", init=U(0.5, 1.5))], LN_SIZES, "14 * R * C", "8 * (3 * R * C + 3 * C + 2 * R)", comment="""
xhat = (X - mean) rstd, g = dY gamma: dX = rstd (g - mean_c(g) - xhat mean_c(g xhat)); dgamma = sum_rows dY xhat,
dbeta = sum_rows dY. mean and rstd are the forward's saved statistics (inputs).""")
M("rmsnorm_backward", "RMS normalization backward from the saved per-row 1/rms: dX and dweight", """
  for (int64_t r = 0; r < R; r++) {
    const acc_t s = HPCAB_LD(rstd[r]);
    acc_t b = 0;
    for (int64_t c = 0; c < C; c++)
      b += HPCAB_LD(dY[r * C + c]) * HPCAB_LD(weight[c]) * HPCAB_LD(X[r * C + c]);
    b *= s * s * s / (acc_t)C;
    for (int64_t c = 0; c < C; c++)
      dX[r * C + c] = HPCAB_ST(s * HPCAB_LD(dY[r * C + c]) * HPCAB_LD(weight[c]) - HPCAB_LD(X[r * C + c]) * b);
  }
  for (int64_t c = 0; c < C; c++) {
    acc_t sw = 0;
    for (int64_t r = 0; r < R; r++)
      sw += HPCAB_LD(dY[r * C + c]) * HPCAB_LD(X[r * C + c]) * HPCAB_LD(rstd[r]);
    dweight[c] = HPCAB_ST(sw);
  }
""", [A("dX", "[R, C]", "out", acc="C"), A("dweight", "[C]", "out", acc="R"), A("dY", "[R, C]"), A("X", "[R, C]"),
      A("rstd", "[R]", init=POS), A("weight", "[C]", init=U(0.5, 1.5))], LN_SIZES, "9 * R * C",
  "8 * (3 * R * C + 2 * C + R)", comment="""
y = x rstd w with rstd = (mean(x^2) + eps)^(-1/2): dX = rstd dY w - x rstd^3 mean_c(dY w x);
dweight = sum_rows dY x rstd. rstd is the forward's saved statistic (input).""")
GN_SIZES = [("N", "{values: [1, 8], test: 2}"), ("C", "{values: [32, 128, 256], test: 32}"),
            ("G", "{values: [8, 32], test: 8}"), ("H", "{range: [8, 64], test: 8}"), ("W", '{expr: "H"}')]
M("groupnorm", "group normalization: mean and variance over each group of C/G channels and H, W; per-channel affine", """
  const int64_t CG = C / G, HW = H * W, cnt = CG * HW;
  for (int64_t n = 0; n < N; n++)
    for (int64_t g = 0; g < G; g++) {
      const real_t *x = X + (n * C + g * CG) * HW;
      real_t *y = Y + (n * C + g * CG) * HW;
      acc_t m = 0, v = 0;
      for (int64_t i = 0; i < cnt; i++)
        m += HPCAB_LD(x[i]);
      m /= (acc_t)cnt;
      for (int64_t i = 0; i < cnt; i++) {
        acc_t d = HPCAB_LD(x[i]) - m;
        v += d * d;
      }
      v /= (acc_t)cnt;
      const acc_t r = 1 / HPCAB_SQRT(v + (acc_t)eps);
      for (int64_t c = 0; c < CG; c++) {
        const acc_t ga = HPCAB_LD(gamma[g * CG + c]), be = HPCAB_LD(beta[g * CG + c]);
        for (int64_t k = 0; k < HW; k++)
          y[c * HW + k] = HPCAB_ST((HPCAB_LD(x[c * HW + k]) - m) * r * ga + be);
      }
    }
""", [A("Y", "[N, C, H, W]", "out", acc="C / G * H * W"), A("X", "[N, C, H, W]"), A("gamma", "[C]", init=U(0.5, 1.5)),
      A("beta", "[C]", init=U(-0.5, 0.5))], GN_SIZES, "8 * N * C * H * W", "8 * (2 * N * C * H * W + 2 * C)",
  params=[EPS5], constraints=["C % G == 0"])
M("groupnorm_backward", "group normalization backward from the saved per-group mean and 1/std: dX, dgamma, dbeta", """
  const int64_t CG = C / G, HW = H * W, cnt = CG * HW;
  for (int64_t n = 0; n < N; n++)
    for (int64_t g = 0; g < G; g++) {
      const acc_t m = HPCAB_LD(mean[n * G + g]), s = HPCAB_LD(rstd[n * G + g]);
      const int64_t base = (n * C + g * CG) * HW;
      acc_t a = 0, b = 0; /* sums of q and q xhat, q = dY gamma */
      for (int64_t c = 0; c < CG; c++) {
        const acc_t ga = HPCAB_LD(gamma[g * CG + c]);
        for (int64_t k = 0; k < HW; k++) {
          const acc_t q = HPCAB_LD(dY[base + c * HW + k]) * ga;
          a += q;
          b += q * (HPCAB_LD(X[base + c * HW + k]) - m) * s;
        }
      }
      a /= (acc_t)cnt;
      b /= (acc_t)cnt;
      for (int64_t c = 0; c < CG; c++) {
        const acc_t ga = HPCAB_LD(gamma[g * CG + c]);
        for (int64_t k = 0; k < HW; k++) {
          const int64_t i = base + c * HW + k;
          const acc_t xhat = (HPCAB_LD(X[i]) - m) * s;
          dX[i] = HPCAB_ST(s * (HPCAB_LD(dY[i]) * ga - a - xhat * b));
        }
      }
    }
  for (int64_t c = 0; c < C; c++) {
    acc_t sg = 0, sb = 0;
    for (int64_t n = 0; n < N; n++) {
      const acc_t m = HPCAB_LD(mean[n * G + c / CG]), s = HPCAB_LD(rstd[n * G + c / CG]);
      for (int64_t k = 0; k < HW; k++) {
        const acc_t dy = HPCAB_LD(dY[(n * C + c) * HW + k]);
        sb += dy;
        sg += dy * (HPCAB_LD(X[(n * C + c) * HW + k]) - m) * s;
      }
    }
    dgamma[c] = HPCAB_ST(sg);
    dbeta[c] = HPCAB_ST(sb);
  }
""", [A("dX", "[N, C, H, W]", "out", acc="C / G * H * W"), A("dgamma", "[C]", "out", acc="N * H * W"),
      A("dbeta", "[C]", "out", acc="N * H * W"), A("dY", "[N, C, H, W]"), A("X", "[N, C, H, W]"),
      A("mean", "[N, G]", init=U(-0.5, 0.5)), A("rstd", "[N, G]", init=POS), A("gamma", "[C]", init=U(0.5, 1.5))],
  GN_SIZES, "14 * N * C * H * W", "8 * (3 * N * C * H * W + 3 * C + 2 * N * G)", constraints=["C % G == 0"])
M("instancenorm", "instance normalization: mean and variance over H, W of each (n, c); per-channel affine", """
  const int64_t HW = H * W;
  for (int64_t p = 0; p < N * C; p++) {
    const real_t *x = X + p * HW;
    acc_t m = 0, v = 0;
    for (int64_t k = 0; k < HW; k++)
      m += HPCAB_LD(x[k]);
    m /= (acc_t)HW;
    for (int64_t k = 0; k < HW; k++) {
      acc_t d = HPCAB_LD(x[k]) - m;
      v += d * d;
    }
    v /= (acc_t)HW;
    const acc_t r = 1 / HPCAB_SQRT(v + (acc_t)eps), g = HPCAB_LD(gamma[p % C]), b = HPCAB_LD(beta[p % C]);
    for (int64_t k = 0; k < HW; k++)
      Y[p * HW + k] = HPCAB_ST((HPCAB_LD(x[k]) - m) * r * g + b);
  }
""", [A("Y", "[N, C, H, W]", "out", acc="H * W"), A("X", "[N, C, H, W]"), A("gamma", "[C]", init=U(0.5, 1.5)),
      A("beta", "[C]", init=U(-0.5, 0.5))], BN_SIZES, "8 * N * C * H * W", "8 * (2 * N * C * H * W + 2 * C)",
  params=[EPS5])
M("add_layernorm", "fused residual add + layer normalization: S = X + Res (stored), Y = layernorm(S)", """
  for (int64_t r = 0; r < R; r++) {
    acc_t m = 0, v = 0;
    for (int64_t c = 0; c < C; c++) {
      S[r * C + c] = HPCAB_ST(HPCAB_LD(X[r * C + c]) + HPCAB_LD(Res[r * C + c]));
      m += HPCAB_LD(S[r * C + c]);
    }
    m /= (acc_t)C;
    for (int64_t c = 0; c < C; c++) {
      acc_t d = HPCAB_LD(S[r * C + c]) - m;
      v += d * d;
    }
    v /= (acc_t)C;
    const acc_t inv = 1 / HPCAB_SQRT(v + (acc_t)eps);
    for (int64_t c = 0; c < C; c++)
      Y[r * C + c] = HPCAB_ST((HPCAB_LD(S[r * C + c]) - m) * inv * HPCAB_LD(gamma[c]) + HPCAB_LD(beta[c]));
  }
""", [A("Y", "[R, C]", "out", acc="C"), A("S", "[R, C]", "out"), A("X", "[R, C]"), A("Res", "[R, C]"),
      A("gamma", "[C]", init=U(0.5, 1.5)), A("beta", "[C]", init=U(-0.5, 0.5))], LN_SIZES, "9 * R * C",
  "8 * (4 * R * C + 2 * C)", params=[EPS5],
  comment="The normalization reads the stored (rounded) sum S, as an unfused add then layernorm would.")
M("add_rmsnorm", "fused residual add + RMS normalization: S = X + Res (stored), Y = rmsnorm(S) * weight", """
  for (int64_t r = 0; r < R; r++) {
    acc_t ss = 0;
    for (int64_t c = 0; c < C; c++) {
      S[r * C + c] = HPCAB_ST(HPCAB_LD(X[r * C + c]) + HPCAB_LD(Res[r * C + c]));
      const acc_t s = HPCAB_LD(S[r * C + c]);
      ss += s * s;
    }
    const acc_t inv = 1 / HPCAB_SQRT(ss / (acc_t)C + (acc_t)eps);
    for (int64_t c = 0; c < C; c++)
      Y[r * C + c] = HPCAB_ST(HPCAB_LD(S[r * C + c]) * inv * HPCAB_LD(weight[c]));
  }
""", [A("Y", "[R, C]", "out", acc="C"), A("S", "[R, C]", "out"), A("X", "[R, C]"), A("Res", "[R, C]"),
      A("weight", "[C]", init=U(0.5, 1.5))], LN_SIZES, "5 * R * C", "8 * (4 * R * C + C)",
  params=[F32("eps", value="1.0e-6")], comment="The normalization reads the stored (rounded) sum S.")
M("l2_normalize", "row L2 normalization y = x / max(||x||_2, eps)", """
  for (int64_t r = 0; r < R; r++) {
    acc_t ss = 0;
    for (int64_t c = 0; c < C; c++)
      ss += HPCAB_LD(X[r * C + c]) * HPCAB_LD(X[r * C + c]);
    acc_t nrm = HPCAB_SQRT(ss);
    if (nrm < (acc_t)eps)
      nrm = (acc_t)eps;
    for (int64_t c = 0; c < C; c++)
      Y[r * C + c] = HPCAB_ST(HPCAB_LD(X[r * C + c]) / nrm);
  }
""", [A("Y", "[R, C]", "out", acc="C"), A("X", "[R, C]")], LN_SIZES, "3 * R * C", "16 * R * C",
  params=[F32("eps", value="1.0e-12")])

# ==================================================================================== softmax family
SM_SIZES = [("R", "{range: [16, 4096], test: 16}"), ("C", "{values: [64, 128, 512, 1024, 4096], test: 64}")]
ROWMAX = """
/* The maximum of row x (C entries) in acc_t. */
static acc_t row_max(const real_t *x, int64_t C)
{
  acc_t m = HPCAB_LD(x[0]);
  for (int64_t c = 1; c < C; c++)
    if (HPCAB_LD(x[c]) > m)
      m = HPCAB_LD(x[c]);
  return m;
}
"""
M("log_softmax", "row-wise log-softmax y = x - max - log(sum exp(x - max))", """
  for (int64_t r = 0; r < R; r++) {
    const real_t *x = X + r * C;
    const acc_t m = row_max(x, C);
    acc_t s = 0;
    for (int64_t c = 0; c < C; c++)
      s += HPCAB_EXP(HPCAB_LD(x[c]) - m);
    const acc_t lse = m + HPCAB_LOG(s);
    for (int64_t c = 0; c < C; c++)
      Y[r * C + c] = HPCAB_ST(HPCAB_LD(x[c]) - lse);
  }
""", [A("Y", "[R, C]", "out", acc="C"), A("X", "[R, C]")], SM_SIZES, "4 * R * C", "16 * R * C", helpers=ROWMAX)
M("logsumexp", "row-wise log-sum-exp (max-subtracted)", """
  for (int64_t r = 0; r < R; r++) {
    const real_t *x = X + r * C;
    const acc_t m = row_max(x, C);
    acc_t s = 0;
    for (int64_t c = 0; c < C; c++)
      s += HPCAB_EXP(HPCAB_LD(x[c]) - m);
    Y[r] = HPCAB_ST(m + HPCAB_LOG(s));
  }
""", [A("Y", "[R]", "out", acc="C"), A("X", "[R, C]")], SM_SIZES, "3 * R * C", "8 * R * C + 8 * R", helpers=ROWMAX)
M("softmax_backward", "softmax backward dX = Y (dY - sum(dY Y)) from the softmax output Y", """
  for (int64_t r = 0; r < R; r++) {
    acc_t s = 0;
    for (int64_t c = 0; c < C; c++)
      s += HPCAB_LD(dY[r * C + c]) * HPCAB_LD(Y[r * C + c]);
    for (int64_t c = 0; c < C; c++)
      dX[r * C + c] = HPCAB_ST(HPCAB_LD(Y[r * C + c]) * (HPCAB_LD(dY[r * C + c]) - s));
  }
""", [A("dX", "[R, C]", "out", acc="C"), A("dY", "[R, C]"), A("Y", "[R, C]", init=U(0, 0.1))], SM_SIZES,
  "4 * R * C", "24 * R * C")
M("log_softmax_backward", "log-softmax backward dX = dY - exp(Y) sum(dY) from the log-softmax output Y", """
  for (int64_t r = 0; r < R; r++) {
    acc_t s = 0;
    for (int64_t c = 0; c < C; c++)
      s += HPCAB_LD(dY[r * C + c]);
    for (int64_t c = 0; c < C; c++)
      dX[r * C + c] = HPCAB_ST(HPCAB_LD(dY[r * C + c]) - HPCAB_EXP(HPCAB_LD(Y[r * C + c])) * s);
  }
""", [A("dX", "[R, C]", "out", acc="C"), A("dY", "[R, C]"), A("Y", "[R, C]", init=U(-8, -2))], SM_SIZES,
  "4 * R * C", "24 * R * C")
M("masked_softmax_causal", "causal softmax of square score matrices: row i over columns 0..i, zeros above the diagonal", """
  for (int64_t b = 0; b < B; b++)
    for (int64_t i = 0; i < S; i++) {
      const real_t *x = X + (b * S + i) * S;
      real_t *y = Y + (b * S + i) * S;
      acc_t m = HPCAB_LD(x[0]);
      for (int64_t j = 1; j <= i; j++)
        if (HPCAB_LD(x[j]) > m)
          m = HPCAB_LD(x[j]);
      acc_t s = 0;
      for (int64_t j = 0; j <= i; j++)
        s += HPCAB_EXP(HPCAB_LD(x[j]) - m);
      for (int64_t j = 0; j <= i; j++)
        y[j] = HPCAB_ST(HPCAB_EXP(HPCAB_LD(x[j]) - m) / s);
      for (int64_t j = i + 1; j < S; j++)
        y[j] = HPCAB_ST(0);
    }
""", [A("Y", "[B, S, S]", "out", acc="S"), A("X", "[B, S, S]")],
  [("B", "{values: [1, 2, 8], test: 2}"), ("S", "{range: [16, 2048], test: 17}")], "2 * B * S * S",
  "16 * B * S * S")
M("cross_entropy_backward", "gradient of mean cross-entropy w.r.t. the logits: (softmax(z) - onehot(label)) / N", """
  for (int64_t n = 0; n < N; n++) {
    const real_t *z = logits + n * C;
    const acc_t m = row_max(z, C);
    acc_t s = 0;
    for (int64_t c = 0; c < C; c++)
      s += HPCAB_EXP(HPCAB_LD(z[c]) - m);
    for (int64_t c = 0; c < C; c++) {
      acc_t p = HPCAB_EXP(HPCAB_LD(z[c]) - m) / s;
      if (c == labels[n])
        p -= 1;
      dlogits[n * C + c] = HPCAB_ST(p / (acc_t)N);
    }
  }
""", [A("dlogits", "[N, C]", "out", acc="C"), A("logits", "[N, C]"), A("labels", "[N]", dtype="i32", init='{index: "C"}')],
  [("N", "{range: [16, 16384], test: 16}"), ("C", "{values: [10, 100, 1000], test: 10}")], "4 * N * C",
  "16 * N * C + 4 * N", helpers=ROWMAX)

# ==================================================================================== attention
ATT_HEAD = """
/* q . k over D entries, times scale, in acc_t. */
static acc_t dot_scaled(const real_t *q, const real_t *k, int64_t D, acc_t scale)
{
  acc_t s = 0;
  for (int64_t d = 0; d < D; d++)
    s += HPCAB_LD(q[d]) * HPCAB_LD(k[d]);
  return s * scale;
}

/* o = softmax over j in [j0, j1) of (q . k_j scale + bias(j)) times v_j: two passes over the keys (the
 * maximum, then the weights), the weighted sum of rows of v in acc_t (D <= 128). bias_slope adds
 * -bias_slope (i - j) (ALiBi; 0 for none). kstride/vstride: elements between consecutive keys/values. */
static void attend_row(real_t *o, const real_t *q, const real_t *k, const real_t *v, int64_t j0, int64_t j1,
                       int64_t D, int64_t kstride, acc_t scale, acc_t bias_slope, int64_t i)
{
  acc_t m = 0, acc[128] = {0}, l = 0;
  for (int64_t j = j0; j < j1; j++) {
    acc_t s = dot_scaled(q, k + j * kstride, D, scale) - bias_slope * (acc_t)(i - j);
    if (j == j0 || s > m)
      m = s;
  }
  for (int64_t j = j0; j < j1; j++) {
    acc_t p = HPCAB_EXP(dot_scaled(q, k + j * kstride, D, scale) - bias_slope * (acc_t)(i - j) - m);
    l += p;
    for (int64_t d = 0; d < D; d++)
      acc[d] += p * HPCAB_LD(v[j * kstride + d]);
  }
  for (int64_t d = 0; d < D; d++)
    o[d] = HPCAB_ST(acc[d] / l);
}
"""
QKV = lambda shape: [A("Q", shape, init="{dist: normal}"), A("K", shape, init="{dist: normal}"), A("V", shape)]  # noqa: E731
M("sdpa_causal", "causal scaled dot-product attention O = softmax(Q K^T / sqrt(D) + causal mask) V per head", """
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)D);
  for (int64_t h = 0; h < BH; h++)
    for (int64_t i = 0; i < S; i++)
      attend_row(O + (h * S + i) * D, Q + (h * S + i) * D, K + h * S * D, V + h * S * D, 0, i + 1, D, D, scale, 0, i);
""", [A("O", "[BH, S, D]", "out", acc="S + D")] + QKV("[BH, S, D]"),
  [("BH", "{values: [1, 2], test: 1}"), ("S", "{range: [16, 512], test: 24}"), ("D", "{values: [32, 64, 128], test: 32}")],
  "2 * BH * S * S * D", "32 * BH * S * D", constraints=["D <= 128"], level=2, helpers=ATT_HEAD)
M("sdpa_gqa", "grouped-query causal attention: H query heads share KVH key/value heads (head h uses h / (H / KVH))", """
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)D);
  const int64_t group = H / KVH;
  for (int64_t b = 0; b < B; b++)
    for (int64_t h = 0; h < H; h++) {
      const int64_t kv = (b * KVH + h / group) * S * D;
      for (int64_t i = 0; i < S; i++)
        attend_row(O + ((b * H + h) * S + i) * D, Q + ((b * H + h) * S + i) * D, K + kv, V + kv, 0, i + 1, D, D,
                   scale, 0, i);
    }
""", [A("O", "[B, H, S, D]", "out", acc="S + D"), A("Q", "[B, H, S, D]", init="{dist: normal}"),
      A("K", "[B, KVH, S, D]", init="{dist: normal}"), A("V", "[B, KVH, S, D]")],
  [("B", "{values: [1, 2], test: 1}"), ("H", "{values: [4, 8], test: 4}"), ("KVH", "{values: [1, 2], test: 2}"),
   ("S", "{range: [16, 256], test: 20}"), ("D", "{values: [32, 64, 128], test: 32}")], "2 * B * H * S * S * D",
  "16 * B * H * S * D + 16 * B * KVH * S * D", constraints=["D <= 128", "H % KVH == 0"], level=2, helpers=ATT_HEAD)
M("sdpa_sliding_window", "causal sliding-window attention: query i attends to keys max(0, i - WIN + 1) .. i", """
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)D);
  for (int64_t h = 0; h < BH; h++)
    for (int64_t i = 0; i < S; i++)
      attend_row(O + (h * S + i) * D, Q + (h * S + i) * D, K + h * S * D, V + h * S * D, i >= WIN ? i - WIN + 1 : 0,
                 i + 1, D, D, scale, 0, i);
""", [A("O", "[BH, S, D]", "out", acc="WIN + D")] + QKV("[BH, S, D]"),
  [("BH", "{values: [1, 2], test: 1}"), ("S", "{range: [16, 1024], test: 40}"), ("WIN", "{values: [16, 64, 256], test: 16}"),
   ("D", "{values: [32, 64, 128], test: 32}")], "4 * BH * S * WIN * D", "32 * BH * S * D",
  constraints=["D <= 128"], level=2, helpers=ATT_HEAD)
M("sdpa_alibi", "causal attention with ALiBi biases -m_h (i - j), slopes m_h = 2^(-8 (h + 1) / H)", """
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)D);
  for (int64_t b = 0; b < B; b++)
    for (int64_t h = 0; h < H; h++) {
      const acc_t slope = (acc_t)ldexp(1.0, (int)(-8 * (h + 1) / H));
      const int64_t base = (b * H + h) * S * D;
      for (int64_t i = 0; i < S; i++)
        attend_row(O + base + i * D, Q + base + i * D, K + base, V + base, 0, i + 1, D, D, scale, slope, i);
    }
""", [A("O", "[B, H, S, D]", "out", acc="S + D")] + QKV("[B, H, S, D]"),
  [("B", "{values: [1, 2], test: 1}"), ("H", "{values: [4, 8], test: 4}"), ("S", "{range: [16, 256], test: 20}"),
   ("D", "{values: [32, 64], test: 32}")], "2 * B * H * S * S * D", "32 * B * H * S * D",
  constraints=["D <= 128", "8 % H == 0"], level=2, helpers=ATT_HEAD)
M("sdpa_padding_mask", "attention with a key padding mask: batch b attends to its first S - pad[b] keys (no causal mask)", """
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)D);
  for (int64_t b = 0; b < B; b++)
    for (int64_t h = 0; h < H; h++) {
      const int64_t base = (b * H + h) * S * D;
      for (int64_t i = 0; i < S; i++)
        attend_row(O + base + i * D, Q + base + i * D, K + base, V + base, 0, S - pad[b], D, D, scale, 0, i);
    }
""", [A("O", "[B, H, S, D]", "out", acc="S + D")] + QKV("[B, H, S, D]") + [A("pad", "[B]", dtype="i32", init='{index: "S / 2"}')],
  [("B", "{values: [2, 4], test: 2}"), ("H", "{values: [2, 4], test: 2}"), ("S", "{range: [16, 256], test: 20}"),
   ("D", "{values: [32, 64], test: 32}")], "4 * B * H * S * S * D", "32 * B * H * S * D + 4 * B",
  constraints=["D <= 128"], level=2, helpers=ATT_HEAD)
M("decode_attention_gqa", "decode-step attention: one query per head against a KV cache of L tokens, grouped-query heads", """
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)D);
  const int64_t group = H / KVH;
  for (int64_t b = 0; b < B; b++)
    for (int64_t h = 0; h < H; h++) {
      const int64_t kv = (b * KVH + h / group) * L * D;
      attend_row(O + (b * H + h) * D, Q + (b * H + h) * D, Kc + kv, Vc + kv, 0, L, D, D, scale, 0, 0);
    }
""", [A("O", "[B, H, D]", "out", acc="L + D"), A("Q", "[B, H, D]", init="{dist: normal}"),
      A("Kc", "[B, KVH, L, D]", init="{dist: normal}"), A("Vc", "[B, KVH, L, D]")],
  [("B", "{values: [1, 4], test: 2}"), ("H", "{values: [8, 32], test: 8}"), ("KVH", "{values: [1, 8], test: 2}"),
   ("L", "{range: [16, 4096], test: 40}"), ("D", "{values: [64, 128], test: 64}")], "4 * B * H * L * D",
  "16 * B * H * D + 16 * B * KVH * L * D", constraints=["D <= 128", "H % KVH == 0"], level=2, helpers=ATT_HEAD)
M("paged_attention_decode", "paged decode attention: KV cache in 16-token blocks found through a block table", """
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)D);
  const int64_t group = H / KVH, BS = 16;
  (void)NB;
  for (int64_t b = 0; b < B; b++) {
    const int64_t len = MAXB * BS - drop[b];
    for (int64_t h = 0; h < H; h++) {
      const real_t *q = Q + (b * H + h) * D;
      const int64_t kvh = h / group;
      acc_t m = 0, acc[128] = {0}, l = 0;
      for (int64_t t = 0; t < len; t++) {
        const int64_t off = ((block_table[b * MAXB + t / BS] * KVH + kvh) * BS + t % BS) * D;
        acc_t s = dot_scaled(q, kcache + off, D, scale);
        if (t == 0 || s > m)
          m = s;
      }
      for (int64_t t = 0; t < len; t++) {
        const int64_t off = ((block_table[b * MAXB + t / BS] * KVH + kvh) * BS + t % BS) * D;
        acc_t p = HPCAB_EXP(dot_scaled(q, kcache + off, D, scale) - m);
        l += p;
        for (int64_t d = 0; d < D; d++)
          acc[d] += p * HPCAB_LD(vcache[off + d]);
      }
      for (int64_t d = 0; d < D; d++)
        O[(b * H + h) * D + d] = HPCAB_ST(acc[d] / l);
    }
  }
""", [A("O", "[B, H, D]", "out", acc="MAXB * 16 + D"), A("Q", "[B, H, D]", init="{dist: normal}"),
      A("kcache", "[NB, KVH, 16, D]", init="{dist: normal}"), A("vcache", "[NB, KVH, 16, D]"),
      A("block_table", "[NB]", dtype="i32", init="permutation"), A("drop", "[B]", dtype="i32", init='{index: "16"}')],
  [("B", "{values: [1, 4, 8], test: 2}"), ("H", "{values: [8, 32], test: 8}"), ("KVH", "{values: [1, 8], test: 2}"),
   ("MAXB", "{range: [1, 128], test: 3}"), ("D", "{values: [64, 128], test: 64}"), ("NB", '{expr: "B * MAXB"}')],
  "4 * B * H * MAXB * 16 * D", "16 * B * H * D + 16 * NB * KVH * 16 * D + 4 * NB + 4 * B",
  constraints=["D <= 128", "H % KVH == 0"], level=2, helpers=ATT_HEAD.split("/* o = softmax")[0], comment="""
Sequence b has MAXB * 16 - drop[b] tokens; token t lives in block block_table[b * MAXB + t / 16], slot t % 16,
of the caches [NB][KVH][16][D] (block_table is a permutation of the NB = B * MAXB blocks).""")
M("flash_attention", "flash-style attention forward: one pass over 32-key tiles with online softmax; O and the row logsumexp", """
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)D);
  for (int64_t h = 0; h < BH; h++)
    for (int64_t i = 0; i < S; i++) {
      const real_t *q = Q + (h * S + i) * D, *k = K + h * S * D, *v = V + h * S * D;
      acc_t m = -INFINITY, l = 0, acc[128] = {0}, s[32];
      for (int64_t j0 = 0; j0 < S; j0 += 32) {
        const int64_t nj = S - j0 < 32 ? S - j0 : 32;
        acc_t mt = m;
        for (int64_t t = 0; t < nj; t++) {
          s[t] = dot_scaled(q, k + (j0 + t) * D, D, scale);
          if (s[t] > mt)
            mt = s[t];
        }
        const acc_t corr = HPCAB_EXP(m - mt);
        l *= corr;
        for (int64_t d = 0; d < D; d++)
          acc[d] *= corr;
        for (int64_t t = 0; t < nj; t++) {
          const acc_t p = HPCAB_EXP(s[t] - mt);
          l += p;
          for (int64_t d = 0; d < D; d++)
            acc[d] += p * HPCAB_LD(v[(j0 + t) * D + d]);
        }
        m = mt;
      }
      for (int64_t d = 0; d < D; d++)
        O[(h * S + i) * D + d] = HPCAB_ST(acc[d] / l);
      lse[h * S + i] = HPCAB_ST(m + HPCAB_LOG(l));
    }
""", [A("O", "[BH, S, D]", "out", acc="S + D"), A("lse", "[BH, S]", "out", acc="S + D")] + QKV("[BH, S, D]"),
  [("BH", "{values: [1, 2], test: 1}"), ("S", "{range: [16, 768], test: 70}"), ("D", "{values: [32, 64, 128], test: 32}")],
  "4 * BH * S * S * D", "32 * BH * S * D + 8 * BH * S", constraints=["D <= 128"], level=2,
  helpers=ATT_HEAD.split("/* o = softmax")[0])
M("sdpa_backward", "attention backward: dQ, dK, dV from dO, Q, K, V, the forward output O and its row logsumexp", """
  const acc_t scale = 1 / HPCAB_SQRT((acc_t)D);
  for (int64_t h = 0; h < BH; h++) {
    const int64_t base = h * S * D;
    for (int64_t j = 0; j < S; j++) { /* dK_j, dV_j: sums over queries i */
      acc_t dk[128] = {0}, dv[128] = {0};
      for (int64_t i = 0; i < S; i++) {
        const real_t *q = Q + base + i * D, *dout = dO + base + i * D;
        const acc_t p = HPCAB_EXP(dot_scaled(q, K + base + j * D, D, scale) - HPCAB_LD(lse[h * S + i]));
        const acc_t ds = p * (dot_scaled(dout, V + base + j * D, D, 1) - dot_scaled(dout, O + base + i * D, D, 1));
        for (int64_t d = 0; d < D; d++) {
          dv[d] += p * HPCAB_LD(dout[d]);
          dk[d] += ds * HPCAB_LD(q[d]);
        }
      }
      for (int64_t d = 0; d < D; d++) {
        dV[base + j * D + d] = HPCAB_ST(dv[d]);
        dK[base + j * D + d] = HPCAB_ST(dk[d] * scale);
      }
    }
    for (int64_t i = 0; i < S; i++) { /* dQ_i: sums over keys j */
      const real_t *q = Q + base + i * D, *dout = dO + base + i * D;
      const acc_t delta = dot_scaled(dout, O + base + i * D, D, 1), li = HPCAB_LD(lse[h * S + i]);
      acc_t dq[128] = {0};
      for (int64_t j = 0; j < S; j++) {
        const acc_t p = HPCAB_EXP(dot_scaled(q, K + base + j * D, D, scale) - li);
        const acc_t ds = p * (dot_scaled(dout, V + base + j * D, D, 1) - delta);
        for (int64_t d = 0; d < D; d++)
          dq[d] += ds * HPCAB_LD(K[base + j * D + d]);
      }
      for (int64_t d = 0; d < D; d++)
        dQ[base + i * D + d] = HPCAB_ST(dq[d] * scale);
    }
  }
""", [A("dQ", "[BH, S, D]", "out", acc="2 * S + 2 * D"), A("dK", "[BH, S, D]", "out", acc="2 * S + 2 * D"),
      A("dV", "[BH, S, D]", "out", acc="S"), A("dO", "[BH, S, D]")] + QKV("[BH, S, D]") +
  [A("O", "[BH, S, D]"), A("lse", "[BH, S]", init=U(2, 4))],
  [("BH", "{values: [1, 2], test: 1}"), ("S", "{range: [16, 256], test: 24}"), ("D", "{values: [32, 64, 128], test: 32}")],
  "14 * BH * S * S * D", "8 * BH * S * (8 * D + 1)", constraints=["D <= 128"], level=2,
  helpers=ATT_HEAD.split("/* o = softmax")[0], comment="""
P_ij = exp(q_i . k_j / sqrt(D) - lse_i); dV_j = sum_i P_ij dO_i; dS_ij = P_ij (dO_i . v_j - dO_i . O_i);
dK_j = sum_i dS_ij q_i / sqrt(D); dQ_i = sum_j dS_ij k_j / sqrt(D) (FlashAttention-2's backward equations,
O and lse being the forward's saved outputs, inputs here).""")
M("linear_attention_causal", "causal linear attention with the elu + 1 feature map (running D x D state in acc_t)", """
  for (int64_t h = 0; h < BH; h++) {
    acc_t st[64 * 64] = {0}, z[64] = {0}, fq[64];
    for (int64_t i = 0; i < S; i++) {
      const real_t *q = Q + (h * S + i) * D, *k = K + (h * S + i) * D, *v = V + (h * S + i) * D;
      for (int64_t a = 0; a < D; a++) {
        const acc_t x = HPCAB_LD(k[a]), fk = x > 0 ? x + 1 : HPCAB_EXP(x);
        z[a] += fk;
        for (int64_t d = 0; d < D; d++)
          st[a * D + d] += fk * HPCAB_LD(v[d]);
        const acc_t y = HPCAB_LD(q[a]);
        fq[a] = y > 0 ? y + 1 : HPCAB_EXP(y);
      }
      acc_t den = 0;
      for (int64_t a = 0; a < D; a++)
        den += fq[a] * z[a];
      for (int64_t d = 0; d < D; d++) {
        acc_t num = 0;
        for (int64_t a = 0; a < D; a++)
          num += fq[a] * st[a * D + d];
        O[(h * S + i) * D + d] = HPCAB_ST(num / den);
      }
    }
  }
""", [A("O", "[BH, S, D]", "out", acc="S * D")] + QKV("[BH, S, D]"),
  [("BH", "{values: [1, 4], test: 1}"), ("S", "{range: [16, 4096], test: 30}"), ("D", "{values: [32, 64], test: 32}")],
  "4 * BH * S * D * D", "32 * BH * S * D", constraints=["D <= 64"], level=2, comment="""
phi(x) = elu(x) + 1; o_i = sum_{j <= i} (phi(q_i) . phi(k_j)) v_j / sum_{j <= i} phi(q_i) . phi(k_j), computed with the
running state sum_j phi(k_j) v_j^T (D x D) and sum_j phi(k_j) in acc_t.""")

# ==================================================================================== positional
ROPE_SIZES = [("B", "{values: [1, 2], test: 1}"), ("S", "{range: [16, 2048], test: 20}"),
              ("H", "{values: [4, 8, 32], test: 4}"), ("D", "{values: [64, 128], test: 64}")]
for style, pair, title in (("interleaved", ("2 * i", "2 * i + 1"), "rotary embedding, interleaved pairs (2i, 2i+1) (GPT-J style)"),
                           ("neox", ("i", "i + D / 2"), "rotary embedding, half-split pairs (i, i + D/2) (GPT-NeoX style)")):
    M(f"rope_{style}", title + ", from cos/sin tables", f"""
  const int64_t D2 = D / 2;
  for (int64_t b = 0; b < B; b++)
    for (int64_t t = 0; t < S; t++)
      for (int64_t h = 0; h < H; h++) {{
        const real_t *x = X + ((b * S + t) * H + h) * D;
        real_t *y = Y + ((b * S + t) * H + h) * D;
        for (int64_t i = 0; i < D2; i++) {{
          const acc_t c = HPCAB_LD(cosT[t * D2 + i]), s = HPCAB_LD(sinT[t * D2 + i]);
          const acc_t x0 = HPCAB_LD(x[{pair[0]}]), x1 = HPCAB_LD(x[{pair[1]}]);
          y[{pair[0]}] = HPCAB_ST(x0 * c - x1 * s);
          y[{pair[1]}] = HPCAB_ST(x0 * s + x1 * c);
        }}
      }}
""", [A("Y", "[B, S, H, D]", "out"), A("X", "[B, S, H, D]"), A("cosT", '[S, "D / 2"]', init=UNIT),
      A("sinT", '[S, "D / 2"]', init=UNIT)], ROPE_SIZES, "3 * B * S * H * D", "16 * B * S * H * D + 8 * S * D",
      constraints=["D % 2 == 0"], comment="""
cosT[t][i], sinT[t][i] are the tables cos(t theta_i), sin(t theta_i) (inputs, as the cos/sin caches of real
models; drawn freely here): the kernel rotates each pair by them.""")
M("sinusoidal_posenc", "add sinusoidal positional encodings: y[b][t][2i] = x + sin(t / 10000^(2i/D)), [2i+1] with cos", """
  for (int64_t b = 0; b < B; b++)
    for (int64_t t = 0; t < S; t++)
      for (int64_t i = 0; i < D / 2; i++) {
        const double ang = (double)t * pow(10000.0, -2.0 * (double)i / (double)D);
        const int64_t k = (b * S + t) * D + 2 * i;
        Y[k] = HPCAB_ST((acc_t)((double)HPCAB_LD(X[k]) + sin(ang)));
        Y[k + 1] = HPCAB_ST((acc_t)((double)HPCAB_LD(X[k + 1]) + cos(ang)));
      }
""", [A("Y", "[B, S, D]", "out"), A("X", "[B, S, D]")],
  [("B", "{values: [1, 4], test: 1}"), ("S", "{range: [16, 4096], test: 20}"), ("D", "{values: [64, 512, 1024], test: 64}")],
  "4 * B * S * D", "16 * B * S * D", constraints=["D % 2 == 0"],
  comment="The angle, its sine and cosine and the sum are computed in double at every precision, then rounded once.")

# ==================================================================================== activations
EW_N = [("N", "{range: [1000, 16000000], test: 1000}")]


def EW(name, title, expr, flops, init=None, params=(), helpers="", comment="", top=16000000):
    """An elementwise activation Y[i] = f(x), x = X[i] in acc_t (N up to top)."""
    M(name, title, f"""
  for (int64_t i = 0; i < N; i++) {{
    const acc_t x = HPCAB_LD(X[i]);
    Y[i] = HPCAB_ST({expr});
  }}
""", [A("Y", "[N]", "out"), A("X", "[N]", init=init)], [("N", f"{{range: [1000, {top}], test: 1000}}")], f"{flops} * N",
      "16 * N", params=params, helpers=helpers,
      comment=comment)


SQRT_2_PI = "(acc_t)0.79788456080286535588"
EW("gelu_tanh", "tanh-approximated GELU y = 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))",
   f"(acc_t)0.5 * x * (1 + HPCAB_TANH({SQRT_2_PI} * (x + (acc_t)0.044715 * x * x * x)))", 9, init=U(-6, 6))
EW("silu", "SiLU (swish) y = x / (1 + exp(-x))", "x / (1 + HPCAB_EXP(-x))", 4, init=U(-10, 10))
EW("sigmoid", "logistic sigmoid y = 1 / (1 + exp(-x))", "1 / (1 + HPCAB_EXP(-x))", 3, init=U(-10, 10))
EW("tanh_act", "hyperbolic tangent activation", "HPCAB_TANH(x)", 1, init=U(-5, 5), top=8000000)
EW("quick_gelu", "quick GELU y = x sigmoid(1.702 x)", "x / (1 + HPCAB_EXP((acc_t)-1.702 * x))", 5, init=U(-10, 10))
EW("leaky_relu", "leaky ReLU y = x if x > 0 else slope x", "x > 0 ? x : x * (acc_t)slope", 1,
   params=[F32("slope", 0.01, 0.2)])
EW("softplus", "softplus y = log(1 + exp(x)) (y = x above 20, as PyTorch)", "x > 20 ? x : MLOG1P(HPCAB_EXP(x))", 3,
   init=U(-30, 30), helpers=MATH, top=8000000)
EW("mish", "Mish y = x tanh(softplus(x))", "x * HPCAB_TANH(x > 20 ? x : MLOG1P(HPCAB_EXP(x)))", 5, init=U(-10, 10),
   helpers=MATH, top=4000000)
EW("elu", "ELU y = x if x > 0 else alpha (exp(x) - 1)", "x > 0 ? x : (acc_t)alpha * MEXPM1(x)", 3, init=U(-5, 5),
   params=[F32("alpha", 0.5, 1.5)], helpers=MATH)
EW("hardswish", "hard swish y = x min(max(x + 3, 0), 6) / 6", "x * (x + 3 < 0 ? 0 : x + 3 > 6 ? 6 : x + 3) / 6", 4,
   init=U(-5, 5))
M("gelu_backward", "gradient of the exact GELU: dX = dY (Phi(x) + x phi(x))", """
  const acc_t inv_sqrt2 = (acc_t)0.70710678118654752440, inv_sqrt2pi = (acc_t)0.39894228040143267794;
  for (int64_t i = 0; i < N; i++) {
    const acc_t x = HPCAB_LD(X[i]);
    const acc_t cdf = (acc_t)0.5 * (1 + HPCAB_ERF(x * inv_sqrt2)), pdf = inv_sqrt2pi * HPCAB_EXP((acc_t)-0.5 * x * x);
    dX[i] = HPCAB_ST(HPCAB_LD(dY[i]) * (cdf + x * pdf));
  }
""", [A("dX", "[N]", "out"), A("dY", "[N]"), A("X", "[N]", init=U(-5, 5))],
  [("N", "{range: [1000, 8000000], test: 1000}")], "10 * N", "24 * N")
M("silu_backward", "gradient of SiLU: dX = dY s (1 + x (1 - s)), s = sigmoid(x)", """
  for (int64_t i = 0; i < N; i++) {
    const acc_t x = HPCAB_LD(X[i]), s = 1 / (1 + HPCAB_EXP(-x));
    dX[i] = HPCAB_ST(HPCAB_LD(dY[i]) * s * (1 + x * (1 - s)));
  }
""", [A("dX", "[N]", "out"), A("dY", "[N]"), A("X", "[N]", init=U(-10, 10))], EW_N, "8 * N", "24 * N")
GLU_SIZES = [("R", "{range: [16, 4096], test: 16}"), ("H", "{values: [64, 1024, 4096], test: 64}")]
M("swiglu", "SwiGLU gate Y = silu(X[:, :H]) * X[:, H:] (X holds both halves, R x 2H)", """
  for (int64_t r = 0; r < R; r++)
    for (int64_t j = 0; j < H; j++) {
      const acc_t a = HPCAB_LD(X[r * 2 * H + j]), b = HPCAB_LD(X[r * 2 * H + H + j]);
      Y[r * H + j] = HPCAB_ST(a / (1 + HPCAB_EXP(-a)) * b);
    }
""", [A("Y", "[R, H]", "out"), A("X", '[R, "2 * H"]', init=U(-5, 5))], GLU_SIZES, "5 * R * H", "24 * R * H")
M("geglu", "GEGLU gate Y = gelu(X[:, :H]) * X[:, H:] (exact GELU)", """
  for (int64_t r = 0; r < R; r++)
    for (int64_t j = 0; j < H; j++) {
      const acc_t a = HPCAB_LD(X[r * 2 * H + j]), b = HPCAB_LD(X[r * 2 * H + H + j]);
      Y[r * H + j] = HPCAB_ST((acc_t)0.5 * a * (1 + HPCAB_ERF(a * (acc_t)0.70710678118654752440)) * b);
    }
""", [A("Y", "[R, H]", "out"), A("X", '[R, "2 * H"]', init=U(-5, 5))],
  [("R", "{range: [16, 2048], test: 16}"), GLU_SIZES[1]], "6 * R * H", "24 * R * H")
M("swiglu_backward", "gradient of the SwiGLU gate: dX[:, :H] = dY b s (1 + a (1 - s)), dX[:, H:] = dY silu(a)", """
  for (int64_t r = 0; r < R; r++)
    for (int64_t j = 0; j < H; j++) {
      const acc_t a = HPCAB_LD(X[r * 2 * H + j]), b = HPCAB_LD(X[r * 2 * H + H + j]), dy = HPCAB_LD(dY[r * H + j]);
      const acc_t s = 1 / (1 + HPCAB_EXP(-a));
      dX[r * 2 * H + j] = HPCAB_ST(dy * b * s * (1 + a * (1 - s)));
      dX[r * 2 * H + H + j] = HPCAB_ST(dy * a * s);
    }
""", [A("dX", '[R, "2 * H"]', "out"), A("dY", "[R, H]"), A("X", '[R, "2 * H"]', init=U(-5, 5))], GLU_SIZES,
  "11 * R * H", "40 * R * H")
M("bias_gelu", "fused bias add + exact GELU Y = gelu(X + b) (b broadcast over rows)", """
  for (int64_t r = 0; r < R; r++)
    for (int64_t c = 0; c < C; c++) {
      const acc_t x = HPCAB_LD(X[r * C + c]) + HPCAB_LD(b[c]);
      Y[r * C + c] = HPCAB_ST((acc_t)0.5 * x * (1 + HPCAB_ERF(x * (acc_t)0.70710678118654752440)));
    }
""", [A("Y", "[R, C]", "out"), A("X", "[R, C]", init=U(-4, 4)), A("b", "[C]")],
  [("R", "{range: [16, 2048], test: 16}"), ("C", "{values: [64, 1024, 4096], test: 64}")], "6 * R * C",
  "16 * R * C + 8 * C")
M("dropout_apply", "apply a dropout mask: y = x / (1 - p) where mask is 1, else 0", """
  const acc_t keep = 1 / (1 - (acc_t)p);
  for (int64_t i = 0; i < N; i++)
    Y[i] = mask[i] ? HPCAB_ST(HPCAB_LD(X[i]) * keep) : HPCAB_ST(0);
""", [A("Y", "[N]", "out"), A("X", "[N]"), A("mask", "[N]", dtype="u8", init='{index: "2"}')], EW_N, "N", "17 * N",
  params=[F32("p", 0.1, 0.5)])

# ==================================================================================== losses
LOSS_N = [("N", "{range: [1000, 16000000], test: 1000}")]
M("mse_loss", "mean squared error mean((x - t)^2)", """
  acc_t s = 0;
  for (int64_t i = 0; i < N; i++) {
    const acc_t d = HPCAB_LD(X[i]) - HPCAB_LD(T[i]);
    s += d * d;
  }
  loss[0] = HPCAB_ST(s / (acc_t)N);
""", [A("loss", "[1]", "out", acc="N"), A("X", "[N]"), A("T", "[N]")], LOSS_N, "3 * N", "16 * N + 8")
M("smooth_l1_loss", "smooth L1 (Huber-like) loss, mean of 0.5 d^2 / beta if d < beta else d - 0.5 beta, d = |x - t|", """
  const acc_t be = (acc_t)beta;
  acc_t s = 0;
  for (int64_t i = 0; i < N; i++) {
    const acc_t d = HPCAB_FABS(HPCAB_LD(X[i]) - HPCAB_LD(T[i]));
    s += d < be ? (acc_t)0.5 * d * d / be : d - (acc_t)0.5 * be;
  }
  loss[0] = HPCAB_ST(s / (acc_t)N);
""", [A("loss", "[1]", "out", acc="N"), A("X", "[N]", init=U(-2, 2)), A("T", "[N]", init=U(-2, 2))], LOSS_N, "5 * N",
  "16 * N + 8", params=[F32("beta", 0.5, 2.0)])
M("bce_with_logits", "binary cross-entropy with logits, mean of max(x, 0) - x t + log(1 + exp(-|x|))", """
  acc_t s = 0;
  for (int64_t i = 0; i < N; i++) {
    const acc_t x = HPCAB_LD(X[i]), t = HPCAB_LD(T[i]);
    s += (x > 0 ? x : 0) - x * t + MLOG1P(HPCAB_EXP(-HPCAB_FABS(x)));
  }
  loss[0] = HPCAB_ST(s / (acc_t)N);
""", [A("loss", "[1]", "out", acc="N"), A("X", "[N]", init=U(-8, 8)), A("T", "[N]", init=U(0, 1))], LOSS_N, "7 * N",
  "16 * N + 8", helpers=MATH)
M("focal_loss", "binary focal loss (alpha 0.25, gamma 2), mean of -alpha_t (1 - p_t)^2 log p_t, p = sigmoid(x)", """
  acc_t s = 0;
  for (int64_t i = 0; i < N; i++) {
    const acc_t x = HPCAB_LD(X[i]), p = 1 / (1 + HPCAB_EXP(-x));
    /* log p = -softplus(-x), log(1 - p) = -softplus(x) */
    const acc_t sp_neg = (x < -20 ? -x : MLOG1P(HPCAB_EXP(-x))), sp_pos = (x > 20 ? x : MLOG1P(HPCAB_EXP(x)));
    if (T[i]) {
      s += (acc_t)0.25 * (1 - p) * (1 - p) * sp_neg;
    } else {
      s += (acc_t)0.75 * p * p * sp_pos;
    }
  }
  loss[0] = HPCAB_ST(s / (acc_t)N);
""", [A("loss", "[1]", "out", acc="N"), A("X", "[N]", init=U(-8, 8)), A("T", "[N]", dtype="u8", init='{index: "2"}')],
  [("N", "{range: [1000, 4000000], test: 1000}")], "12 * N", "9 * N + 8", helpers=MATH)
NC_SIZES = [("N", "{range: [16, 32768], test: 16}"), ("C", "{values: [10, 100, 1000], test: 10}")]
M("nll_loss", "negative log-likelihood loss -mean_n logp[n][label_n] (from log-probabilities)", """
  acc_t s = 0;
  for (int64_t n = 0; n < N; n++)
    s -= HPCAB_LD(logp[n * C + labels[n]]);
  loss[0] = HPCAB_ST(s / (acc_t)N);
""", [A("loss", "[1]", "out", acc="N"), A("logp", "[N, C]", init=U(-10, 0)),
      A("labels", "[N]", dtype="i32", init='{index: "C"}')],
  [("N", "{range: [16, 65536], test: 16}"), NC_SIZES[1]], "N", "12 * N + 8")  # 32768 gathers took 1.3 ms
M("kl_div", "KL divergence, batchmean: sum p (log p - logq) / N (target probabilities p, input log-probabilities logq)", """
  acc_t s = 0;
  for (int64_t i = 0; i < N * C; i++) {
    const acc_t p = HPCAB_LD(P[i]);
    s += p * (HPCAB_LOG(p) - HPCAB_LD(logq[i]));
  }
  loss[0] = HPCAB_ST(s / (acc_t)N);
""", [A("loss", "[1]", "out", acc="N * C"), A("logq", "[N, C]", init=U(-10, 0)), A("P", "[N, C]", init=U(0.001, 1))],
  NC_SIZES, "4 * N * C", "16 * N * C + 8")
M("cross_entropy_label_smoothing", "cross-entropy with label smoothing eps: mean of (1 - eps) nll + eps mean_c(-log p_c)", """
  acc_t total = 0;
  for (int64_t n = 0; n < N; n++) {
    const real_t *z = logits + n * C;
    acc_t m = HPCAB_LD(z[0]);
    for (int64_t c = 1; c < C; c++)
      if (HPCAB_LD(z[c]) > m)
        m = HPCAB_LD(z[c]);
    acc_t s = 0, zs = 0;
    for (int64_t c = 0; c < C; c++) {
      s += HPCAB_EXP(HPCAB_LD(z[c]) - m);
      zs += HPCAB_LD(z[c]);
    }
    const acc_t lse = m + HPCAB_LOG(s);
    total += (1 - (acc_t)eps) * (lse - HPCAB_LD(z[labels[n]])) + (acc_t)eps * (lse - zs / (acc_t)C);
  }
  loss[0] = HPCAB_ST(total / (acc_t)N);
""", [A("loss", "[1]", "out", acc="N + C"), A("logits", "[N, C]"), A("labels", "[N]", dtype="i32", init='{index: "C"}')],
  NC_SIZES, "5 * N * C", "8 * N * C + 4 * N + 8", params=[F32("eps", 0.05, 0.2)])
M("cosine_similarity", "row-wise cosine similarity a . b / max(|a| |b|, 1e-8)", """
  for (int64_t r = 0; r < R; r++) {
    acc_t ab = 0, aa = 0, bb = 0;
    for (int64_t c = 0; c < C; c++) {
      const acc_t a = HPCAB_LD(A[r * C + c]), b = HPCAB_LD(B[r * C + c]);
      ab += a * b;
      aa += a * a;
      bb += b * b;
    }
    acc_t den = HPCAB_SQRT(aa) * HPCAB_SQRT(bb);
    if (den < (acc_t)1e-8)
      den = (acc_t)1e-8;
    Y[r] = HPCAB_ST(ab / den);
  }
""", [A("Y", "[R]", "out", acc="C"), A("A", "[R, C]"), A("B", "[R, C]")], LN_SIZES, "6 * R * C", "16 * R * C + 8 * R")

# ==================================================================================== embeddings
BAG_INIT = """
int bag_offsets_init(const hpcab_init_ctx *ctx);

static int64_t size_named(const hpcab_init_ctx *ctx, const char *name)
{
  for (size_t i = 0; i < ctx->n_sizes; i++)
    if (!strcmp(ctx->size_names[i], name)) return ctx->size_values[i];
  return -1;
}

/* offsets[0] = 0 <= offsets[1] <= ... <= offsets[NBAG] = NNZ: NBAG - 1 cut points drawn uniformly in
 * [0, NNZ] (bags of random length, some empty). */
int bag_offsets_init(const hpcab_init_ctx *ctx)
{
  const int64_t nnz = size_named(ctx, "NNZ"), nb = size_named(ctx, "NBAG");
  if (nnz < 0 || nb < 1 || ctx->array_dtypes[ctx->target] != HPCAB_I32 || ctx->array_counts[ctx->target] != (size_t)nb + 1)
    return 1;
  int32_t *off = ctx->arrays[ctx->target];
  off[0] = 0;
  for (int64_t b = 1; b < nb; b++)
    off[b] = (int32_t)(ctx->next_u64(ctx->rng) % (uint64_t)(nnz + 1));
  /* sort the cut points (shell sort: NBAG reaches 65536) */
  for (int64_t gap = nb / 2; gap > 0; gap /= 2)
    for (int64_t i = 1 + gap; i < nb; i++) {
      int32_t v = off[i];
      int64_t j = i;
      while (j - gap >= 1 && off[j - gap] > v) {
        off[j] = off[j - gap];
        j -= gap;
      }
      off[j] = v;
    }
  off[nb] = (int32_t)nnz;
  return 0;
}
"""
BAG_SIZES = [("V", "{values: [1000, 100000], test: 1000}"), ("D", "{values: [16, 64, 128], test: 16}"),
             ("NBAG", "{range: [16, 65536], test: 16}"), ("NNZ", '{expr: "8 * NBAG"}')]
BAG_ARRAYS = [A("table", "[V, D]"), A("ids", "[NNZ]", dtype="i32", init='{index: "V"}'),
              A("offsets", '["NBAG + 1"]', dtype="i32", init="{function: bag_offsets_init}")]
for kind, title, scale in (("sum", "sum", ""), ("mean", "mean (an empty bag gives zeros)", "mean")):
    M(f"embedding_bag_{kind}", f"embedding bag, {title}: out[b] = reduction of table[ids[i]] for i in offsets[b] .. offsets[b+1]-1", f"""
  (void)V, (void)NNZ;
  for (int64_t b = 0; b < NBAG; b++) {{
    const int64_t i0 = offsets[b], i1 = offsets[b + 1];
    for (int64_t d = 0; d < D; d++) {{
      acc_t s = 0;
      for (int64_t i = i0; i < i1; i++)
        s += HPCAB_LD(table[(int64_t)ids[i] * D + d]);
      out[b * D + d] = HPCAB_ST({"i1 > i0 ? s / (acc_t)(i1 - i0) : 0" if scale else "s"});
    }}
  }}
""", [A("out", "[NBAG, D]", "out", acc="NNZ")] + BAG_ARRAYS, BAG_SIZES, "NNZ * D", "8 * (NBAG * D + NNZ * D) + 4 * (NNZ + NBAG + 1)",
      helpers=BAG_INIT, comment="offsets (sorted, offsets[0] = 0, offsets[NBAG] = NNZ) come from bag_offsets_init.")
M("embedding_bag_weighted", "embedding bag, weighted sum: out[b] = sum of w[i] table[ids[i]] over the bag's entries", """
  (void)V, (void)NNZ;
  for (int64_t b = 0; b < NBAG; b++)
    for (int64_t d = 0; d < D; d++) {
      acc_t s = 0;
      for (int64_t i = offsets[b]; i < offsets[b + 1]; i++)
        s += HPCAB_LD(w[i]) * HPCAB_LD(table[(int64_t)ids[i] * D + d]);
      out[b * D + d] = HPCAB_ST(s);
    }
""", [A("out", "[NBAG, D]", "out", acc="NNZ")] + BAG_ARRAYS + [A("w", "[NNZ]", init=U(0, 1))], BAG_SIZES, "2 * NNZ * D",
  "8 * (NBAG * D + NNZ * D + NNZ) + 4 * (NNZ + NBAG + 1)", helpers=BAG_INIT,
  comment="offsets (sorted, offsets[0] = 0, offsets[NBAG] = NNZ) come from bag_offsets_init.")
M("embedding_backward", "embedding gradient: dW = 0, then dW[ids[t]] += dY[t] for t in order", """
  for (int64_t i = 0; i < V * D; i++)
    dW[i] = 0;
  for (int64_t t = 0; t < T; t++)
    for (int64_t d = 0; d < D; d++)
      dW[(int64_t)ids[t] * D + d] += dY[t * D + d];
""", [A("dW", "[V, D]", "out", acc="T"), A("dY", "[T, D]"), A("ids", "[T]", dtype="i32", init='{index: "V"}')],
  [("V", "{values: [1000, 32000], test: 1000}"), ("D", "{values: [64, 256], test: 64}"), ("T", "{range: [16, 65536], test: 16}")],
  "T * D", "8 * (V * D + 2 * T * D) + 4 * T", precisions=["f64", "f32"],
  comment="f64 and f32 only: the scatter-add accumulates in dW itself (f16/bf16 gradients accumulate in f32).")
M("token_pos_embedding", "token + learned position embedding: out[b][t] = tok[ids[b][t]] + pos[t]", """
  (void)V;
  for (int64_t b = 0; b < B; b++)
    for (int64_t t = 0; t < S; t++)
      for (int64_t d = 0; d < D; d++)
        out[(b * S + t) * D + d] = HPCAB_ST(HPCAB_LD(tok[(int64_t)ids[b * S + t] * D + d]) + HPCAB_LD(pos[t * D + d]));
""", [A("out", "[B, S, D]", "out"), A("tok", "[V, D]"), A("pos", "[S, D]"), A("ids", "[B, S]", dtype="i32", init='{index: "V"}')],
  [("B", "{values: [1, 8], test: 2}"), ("S", "{range: [16, 4096], test: 16}"), ("V", "{values: [1000, 32000], test: 1000}"),
   ("D", "{values: [64, 256, 1024], test: 64}")], "B * S * D", "8 * (3 * B * S * D) + 4 * B * S")

# ==================================================================================== top-k and MoE routing
ORDER = """
/* The order of a top-k selection: (a at ia) comes before (b at ib) when a > b, or a == b and ia < ib. */
static int before(acc_t a, int64_t ia, acc_t b, int64_t ib)
{
  return a > b || (a == b && ia < ib);
}
"""
M("topk", "top-k per row: the K largest values in descending order with their indices (lower index first on ties)", """
  for (int64_t r = 0; r < R; r++) {
    const real_t *x = X + r * C;
    acc_t pv = 0;
    int64_t pi = -1;
    for (int64_t k = 0; k < K; k++) { /* the first element after (pv, pi) in the order */
      int64_t bi = -1;
      acc_t bv = 0;
      for (int64_t c = 0; c < C; c++) {
        const acc_t v = HPCAB_LD(x[c]);
        if (pi >= 0 && !before(pv, pi, v, c))
          continue;
        if (bi < 0 || before(v, c, bv, bi)) {
          bv = v;
          bi = c;
        }
      }
      vals[r * K + k] = x[bi];
      idx[r * K + k] = (int32_t)bi;
      pv = bv;
      pi = bi;
    }
  }
""", [A("vals", "[R, K]", "out"), A("idx", "[R, K]", "out", dtype="i32"), A("X", "[R, C]")],
  [("R", "{range: [16, 1024], test: 16}"), ("C", "{values: [128, 1024, 4096], test: 128}"), ("K", "{values: [1, 2, 8], test: 8}")],
  "R * C * K", "8 * R * C + 12 * R * K", constraints=["K <= C"], helpers=ORDER)
M("moe_router_topk", "top-k mixture-of-experts router: softmax over E experts, the K most probable, weights renormalized", """
  for (int64_t t = 0; t < T; t++) {
    const real_t *z = logits + t * E;
    acc_t m = HPCAB_LD(z[0]), s = 0;
    for (int64_t e = 1; e < E; e++)
      if (HPCAB_LD(z[e]) > m)
        m = HPCAB_LD(z[e]);
    for (int64_t e = 0; e < E; e++)
      s += HPCAB_EXP(HPCAB_LD(z[e]) - m);
    acc_t pv = 0, chosen = 0, p[16];
    int64_t pi = -1;
    for (int64_t k = 0; k < K; k++) {
      int64_t bi = -1;
      acc_t bv = 0;
      for (int64_t e = 0; e < E; e++) {
        const acc_t v = HPCAB_LD(z[e]);
        if (pi >= 0 && !before(pv, pi, v, e))
          continue;
        if (bi < 0 || before(v, e, bv, bi)) {
          bv = v;
          bi = e;
        }
      }
      p[k] = HPCAB_EXP(bv - m) / s;
      chosen += p[k];
      experts[t * K + k] = (int32_t)bi;
      pv = bv;
      pi = bi;
    }
    for (int64_t k = 0; k < K; k++)
      weights[t * K + k] = HPCAB_ST(p[k] / chosen);
  }
""", [A("experts", "[T, K]", "out", dtype="i32"), A("weights", "[T, K]", "out", acc="E"), A("logits", "[T, E]")],
  [("T", "{range: [64, 200000], test: 64}"), ("E", "{values: [8, 64], test: 8}"), ("K", "{values: [2, 4], test: 2}")],
  "T * E * (K + 3)", "8 * T * E + 12 * T * K", constraints=["K <= E", "K <= 16"], level=2, helpers=ORDER, comment="""
The K largest logits (lower index first on ties) are the K most probable experts; their softmax
probabilities are renormalized to sum to one (Mixtral-style routing).""")
M("moe_combine", "mixture-of-experts combine: out[t] = sum_k w[t][k] Yexp[t][k] (expert outputs already gathered per token)", """
  for (int64_t t = 0; t < T; t++)
    for (int64_t d = 0; d < D; d++) {
      acc_t s = 0;
      for (int64_t k = 0; k < K; k++)
        s += HPCAB_LD(w[t * K + k]) * HPCAB_LD(Yexp[(t * K + k) * D + d]);
      out[t * D + d] = HPCAB_ST(s);
    }
""", [A("out", "[T, D]", "out", acc="K"), A("Yexp", "[T, K, D]"), A("w", "[T, K]", init=U(0, 1))],
  [("T", "{range: [64, 16384], test: 64}"), ("K", "{values: [1, 2, 4], test: 2}"), ("D", "{values: [256, 1024], test: 256}")],
  "2 * T * K * D", "8 * (T * D + T * K * D + T * K)")
M("moe_permute", "mixture-of-experts dispatch: rows of X copied into expert order (stable), with source tokens and offsets", """
  for (int64_t e = 0; e <= E; e++)
    offsets[e] = 0;
  for (int64_t i = 0; i < T * K; i++)
    offsets[experts[i] + 1]++;
  for (int64_t e = 0; e < E; e++)
    offsets[e + 1] += offsets[e];
  for (int64_t e = 0; e < E; e++) {
    int64_t row = offsets[e];
    for (int64_t i = 0; i < T * K; i++) {
      if (experts[i] != e)
        continue;
      src[row] = (int32_t)(i / K);
      memcpy(Xp + row * D, X + (i / K) * D, (size_t)D * sizeof(real_t));
      row++;
    }
  }
""", [A("Xp", '["T * K", D]', "out"), A("src", '["T * K"]', "out", dtype="i32"), A("offsets", '["E + 1"]', "out", dtype="i32"),
      A("X", "[T, D]"), A("experts", "[T, K]", dtype="i32", init='{index: "E"}')],
  [("T", "{range: [64, 65536], test: 64}"), ("K", "{values: [1, 2], test: 2}"), ("E", "{values: [8, 64], test: 8}"),
   ("D", "{values: [256, 1024], test: 256}")], "0", "8 * (2 * T * K * D) + 4 * (3 * T * K + E + 1)", comment="""
Row r of Xp is X[src[r]]: the (token, slot) pairs (t, k) in order of expert, then of t K + k; offsets[e] ..
offsets[e+1]-1 are expert e's rows (a stable counting sort).""")
M("moe_aux_loss", "mixture-of-experts load-balancing loss E sum_e f_e P_e (f_e: share of tokens whose top-1 is e, P_e: mean probability)", """
  acc_t f[256] = {0}, pm[256] = {0};
  for (int64_t t = 0; t < T; t++) {
    const real_t *z = logits + t * E;
    acc_t m = HPCAB_LD(z[0]), s = 0;
    int64_t best = 0;
    for (int64_t e = 1; e < E; e++)
      if (HPCAB_LD(z[e]) > m) {
        m = HPCAB_LD(z[e]);
        best = e;
      }
    for (int64_t e = 0; e < E; e++)
      s += HPCAB_EXP(HPCAB_LD(z[e]) - m);
    for (int64_t e = 0; e < E; e++)
      pm[e] += HPCAB_EXP(HPCAB_LD(z[e]) - m) / s;
    f[best] += 1;
  }
  acc_t loss = 0;
  for (int64_t e = 0; e < E; e++)
    loss += (f[e] / (acc_t)T) * (pm[e] / (acc_t)T);
  out[0] = HPCAB_ST(loss * (acc_t)E);
""", [A("out", "[1]", "out", acc="T"), A("logits", "[T, E]")],
  [("T", "{range: [64, 100000], test: 64}"), ("E", "{values: [8, 64, 256], test: 8}")], "4 * T * E", "8 * T * E + 8",
  constraints=["E <= 256"], comment="Per-expert sums in acc_t on the stack (E <= 256); top-1 is the first maximum.")
M("argmax_rows", "row-wise argmax (first maximum): greedy decoding over a vocabulary", """
  for (int64_t r = 0; r < R; r++) {
    const real_t *x = X + r * C;
    int64_t best = 0;
    acc_t m = HPCAB_LD(x[0]);
    for (int64_t c = 1; c < C; c++)
      if (HPCAB_LD(x[c]) > m) {
        m = HPCAB_LD(x[c]);
        best = c;
      }
    idx[r] = (int32_t)best;
  }
""", [A("idx", "[R]", "out", dtype="i32"), A("X", "[R, C]")],
  [("R", "{range: [1, 256], test: 3}"), ("C", "{values: [32000, 50257, 128256], test: 32000}")], "R * C", "8 * R * C + 4 * R")

# ==================================================================================== optimizers
OPT = ["f64", "f32"]
OPT_N = [("N", "{range: [1000, 16000000], test: 1000}")]
G_INIT = U(-1, 1)
M("sgd_momentum", "SGD step with momentum and weight decay: d = g + wd p; buf = mu buf + d; p -= lr buf", """
  const acc_t a = (acc_t)lr, mu = (acc_t)momentum, w = (acc_t)wd;
  for (int64_t i = 0; i < N; i++) {
    const acc_t d = HPCAB_LD(g[i]) + w * HPCAB_LD(p[i]);
    const acc_t b = mu * HPCAB_LD(buf[i]) + d;
    buf[i] = HPCAB_ST(b);
    p[i] = HPCAB_ST(HPCAB_LD(p[i]) - a * b);
  }
""", [A("p", "[N]", "inout"), A("buf", "[N]", "inout", init=U(-0.1, 0.1)), A("g", "[N]", init=G_INIT)], OPT_N, "6 * N",
  "8 * 5 * N", params=[F32("lr", 0.001, 0.1), F32("momentum", 0.8, 0.99), F32("wd", 0.0, 0.001)], precisions=OPT)
ADAM_BODY = """
  const acc_t b1 = (acc_t)beta1, b2 = (acc_t)beta2, e = (acc_t)eps, a = (acc_t)lr;
  const acc_t c1 = 1 - (acc_t)pow((double)b1, (double)step), c2 = 1 - (acc_t)pow((double)b2, (double)step);
  for (int64_t i = 0; i < N; i++) {
    const acc_t gi = HPCAB_LD(g[i]);
    const acc_t mi = b1 * HPCAB_LD(m[i]) + (1 - b1) * gi, vi = b2 * HPCAB_LD(v[i]) + (1 - b2) * gi * gi;
    m[i] = HPCAB_ST(mi);
    v[i] = HPCAB_ST(vi);
    acc_t pi = HPCAB_LD(p[i]);{decay}
    p[i] = HPCAB_ST(pi - a * (mi / c1) / (HPCAB_SQRT(vi / c2) + e));
  }
"""
ADAM_ARRAYS = [A("p", "[N]", "inout"), A("m", "[N]", "inout", init=U(-0.01, 0.01)), A("v", "[N]", "inout", init=U(0, 0.01)),
               A("g", "[N]", init=G_INIT)]
ADAM_PARAMS = [F32("lr", 0.0001, 0.01), F32("beta1", 0.85, 0.95), F32("beta2", 0.99, 0.9999), F32("eps", value="1.0e-8"),
               P("step", "{dtype: i32, range: [1, 1000]}")]
M("adam", "Adam step: m, v moving averages, bias-corrected update p -= lr mhat / (sqrt(vhat) + eps)",
  ADAM_BODY.replace("{decay}", ""), ADAM_ARRAYS, OPT_N, "14 * N", "8 * 7 * N", params=ADAM_PARAMS, precisions=OPT,
  comment="Bias corrections 1 - beta^step are computed with pow in double, then used in acc_t.")
M("adamw", "AdamW step: decoupled weight decay p *= 1 - lr wd, then the Adam update",
  ADAM_BODY.replace("{decay}", "\n    pi *= 1 - a * (acc_t)wd;"), ADAM_ARRAYS, OPT_N, "16 * N", "8 * 7 * N",
  params=ADAM_PARAMS + [F32("wd", 0.0, 0.1)], precisions=OPT,
  comment="Bias corrections 1 - beta^step are computed with pow in double, then used in acc_t.")
M("adagrad", "Adagrad step: sum += g^2; p -= lr g / (sqrt(sum) + eps)", """
  for (int64_t i = 0; i < N; i++) {
    const acc_t gi = HPCAB_LD(g[i]), s = HPCAB_LD(sum[i]) + gi * gi;
    sum[i] = HPCAB_ST(s);
    p[i] = HPCAB_ST(HPCAB_LD(p[i]) - (acc_t)lr * gi / (HPCAB_SQRT(s) + (acc_t)eps));
  }
""", [A("p", "[N]", "inout"), A("sum", "[N]", "inout", init=U(0, 1)), A("g", "[N]", init=G_INIT)], OPT_N, "7 * N",
  "8 * 5 * N", params=[F32("lr", 0.001, 0.1), F32("eps", value="1.0e-10")], precisions=OPT)
M("rmsprop", "RMSprop step: sq = alpha sq + (1 - alpha) g^2; p -= lr g / (sqrt(sq) + eps)", """
  const acc_t al = (acc_t)alpha;
  for (int64_t i = 0; i < N; i++) {
    const acc_t gi = HPCAB_LD(g[i]), s = al * HPCAB_LD(sq[i]) + (1 - al) * gi * gi;
    sq[i] = HPCAB_ST(s);
    p[i] = HPCAB_ST(HPCAB_LD(p[i]) - (acc_t)lr * gi / (HPCAB_SQRT(s) + (acc_t)eps));
  }
""", [A("p", "[N]", "inout"), A("sq", "[N]", "inout", init=U(0, 1)), A("g", "[N]", init=G_INIT)], OPT_N, "9 * N",
  "8 * 5 * N", params=[F32("lr", 0.0001, 0.01), F32("alpha", 0.9, 0.99), F32("eps", value="1.0e-8")], precisions=OPT)
M("lion", "Lion step: p *= 1 - lr wd; p -= lr sign(beta1 m + (1 - beta1) g); m = beta2 m + (1 - beta2) g", """
  const acc_t b1 = (acc_t)beta1, b2 = (acc_t)beta2, a = (acc_t)lr;
  for (int64_t i = 0; i < N; i++) {
    const acc_t gi = HPCAB_LD(g[i]), mi = HPCAB_LD(m[i]);
    const acc_t c = b1 * mi + (1 - b1) * gi;
    const acc_t sgn = c > 0 ? 1 : c < 0 ? -1 : 0;
    p[i] = HPCAB_ST(HPCAB_LD(p[i]) * (1 - a * (acc_t)wd) - a * sgn);
    m[i] = HPCAB_ST(b2 * mi + (1 - b2) * gi);
  }
""", [A("p", "[N]", "inout"), A("m", "[N]", "inout", init=U(-0.01, 0.01)), A("g", "[N]", init=G_INIT)], OPT_N, "10 * N",
  "8 * 5 * N", params=[F32("lr", 0.0001, 0.001), F32("beta1", 0.85, 0.95), F32("beta2", 0.95, 0.999), F32("wd", 0.0, 0.1)],
  precisions=OPT)
M("lamb", "LAMB step: Adam direction r (+ wd p), scaled by the trust ratio |p| / |r| over the whole tensor", """
  const acc_t b1 = (acc_t)beta1, b2 = (acc_t)beta2, e = (acc_t)eps, w = (acc_t)wd;
  const acc_t c1 = 1 - (acc_t)pow((double)b1, (double)step), c2 = 1 - (acc_t)pow((double)b2, (double)step);
  acc_t pn = 0, rn = 0;
  for (int64_t i = 0; i < N; i++) {
    const acc_t gi = HPCAB_LD(g[i]), pi = HPCAB_LD(p[i]);
    m[i] = HPCAB_ST(b1 * HPCAB_LD(m[i]) + (1 - b1) * gi);
    v[i] = HPCAB_ST(b2 * HPCAB_LD(v[i]) + (1 - b2) * gi * gi);
    const acc_t r = (HPCAB_LD(m[i]) / c1) / (HPCAB_SQRT(HPCAB_LD(v[i]) / c2) + e) + w * pi;
    pn += pi * pi;
    rn += r * r;
  }
  pn = HPCAB_SQRT(pn);
  rn = HPCAB_SQRT(rn);
  const acc_t trust = pn > 0 && rn > 0 ? pn / rn : 1, a = (acc_t)lr * trust;
  for (int64_t i = 0; i < N; i++) {
    const acc_t pi = HPCAB_LD(p[i]);
    const acc_t r = (HPCAB_LD(m[i]) / c1) / (HPCAB_SQRT(HPCAB_LD(v[i]) / c2) + e) + w * pi;
    p[i] = HPCAB_ST(pi - a * r);
  }
""", [A("p", "[N]", "inout", acc="N")] + ADAM_ARRAYS[1:], OPT_N, "24 * N", "8 * 8 * N",
  params=ADAM_PARAMS + [F32("wd", 0.0, 0.1)], precisions=OPT, comment="""
The direction r = mhat / (sqrt(vhat) + eps) + wd p is computed from the stored m and v, once for the norms and
again for the update; p's accumulate covers the two norms' sums.""")
M("clip_grad_norm", "clip a gradient by its global L2 norm: g *= min(1, max_norm / (|g| + 1e-6)); the norm is output", """
  acc_t ss = 0;
  for (int64_t i = 0; i < N; i++)
    ss += HPCAB_LD(g[i]) * HPCAB_LD(g[i]);
  const acc_t total = HPCAB_SQRT(ss), coef = (acc_t)max_norm / (total + (acc_t)1e-6);
  norm[0] = HPCAB_ST(total);
  if (coef < 1)
    for (int64_t i = 0; i < N; i++)
      g[i] = HPCAB_ST(HPCAB_LD(g[i]) * coef);
""", [A("g", "[N]", "inout", acc="N"), A("norm", "[1]", "out", acc="N")], OPT_N, "3 * N", "8 * 3 * N + 8",
  params=[F32("max_norm", 0.5, 50.0)], precisions=OPT)
M("ema_update", "exponential moving average of weights: e = decay e + (1 - decay) p", """
  const acc_t d = (acc_t)decay;
  for (int64_t i = 0; i < N; i++)
    e[i] = HPCAB_ST(d * HPCAB_LD(e[i]) + (1 - d) * HPCAB_LD(p[i]));
""", [A("e", "[N]", "inout"), A("p", "[N]")], OPT_N, "3 * N", "8 * 3 * N", params=[F32("decay", 0.99, 0.9999)],
  precisions=["f64", "f32", "bf16"])


def main():
    names = [k["name"] for k in KERNELS]
    assert len(names) == len(set(names)), "duplicate kernel"
    for k in KERNELS:
        assert not os.path.exists(os.path.join(HERE, k["name"], "kernel.yaml")) or \
            "generated by" in open(os.path.join(HERE, k["name"], "kernel.yaml")).readline(), k["name"]
        write(os.path.join(HERE, k["name"]), name=k["name"], title=k["title"], track="ml", level=k["level"],
              precisions=k["precisions"], sizes=k["sizes"], arrays=k["arrays"], params=k["params"], body=k["body"],
              flops=k["flops"], nbytes=k["nbytes"], helpers=k["helpers"], constraints=k["constraints"], args=k["args"],
              comment=k["comment"], ccomment=f"{k['name']}: {k['title']}.", generator=GEN)
    print(f"gen.py: wrote {len(KERNELS)} kernels")


if __name__ == "__main__":
    main()
