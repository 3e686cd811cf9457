#!/usr/bin/env python3
"""Generates kernels/llr/<loop>/{kernel.yaml,reference.c} for the 151 loops of TSVC-2.

Each loop below is written in our kernel form: the arrays it touches are arguments (a..e and x of
LEN_1D, aa/bb/cc of LEN_2D x LEN_2D, row-major), one pass of the loop (no timing repetition), scalar
results of reductions as out arrays of shape [1]. `aa[i][j]` in a body is rewritten to the flat
index `aa[(i) * LEN_2D + (j)]`. cost.bytes counts 8 bytes per real element (f64) and 4 per i32
element: in and out arrays once, inout arrays twice, over the elements the loop touches.

Run from anywhere: python3 kernels/llr/gen.py  (rewrites every generated directory).
"""
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))

SIZE1 = ("LEN_1D", "{range: [1000, 4000000], test: 1000}")
SIZE2 = ("LEN_2D", "{range: [16, 2048], test: 32}")
# For loops that touch only a row or two of aa (work O(LEN_2D)): aa declared with those rows only, and
# LEN_2D ranging like LEN_1D, so that the top of the range takes over 1 ms (tools/corpus-report).
ROW_LEN_2D = ("LEN_2D", "{range: [16, 4000000], test: 32}")
VEC = set("abcdex") | {"ip", "indx", "xx"}
MAT = {"aa", "bb", "cc"}

LOOPS = []


def L(name, title, body, arrays, flops, dim="1", sizes=(), params=(), constraints=(), nbytes=None,
      level=1, helpers="", note=""):
    """One loop. arrays: list of 'name:intent' or (name, dict) with shape/dtype/init/accumulate/touch.
    note: comment lines written at the top of the manifest."""
    LOOPS.append(dict(name=name, title=title, body=body, arrays=arrays, flops=flops, dim=dim,
                      sizes=list(sizes), params=list(params), constraints=list(constraints),
                      nbytes=nbytes, level=level, helpers=helpers, note=note))


def flat2d(body):
    """Rewrites X[i][j] for X in aa/bb/cc into X[(i) * LEN_2D + (j)] (bracket-aware)."""
    out, k = [], 0
    pat = re.compile(r"\b(aa|bb|cc)\[")
    while True:
        m = pat.search(body, k)
        if not m:
            out.append(body[k:])
            return "".join(out)
        out.append(body[k:m.start()])

        def group(pos):
            depth, p = 1, pos
            while depth:
                if body[p] == "[":
                    depth += 1
                elif body[p] == "]":
                    depth -= 1
                p += 1
            return body[pos:p - 1], p
        i_expr, p = group(m.end())
        if p < len(body) and body[p] == "[":
            j_expr, p = group(p + 1)
            out.append(f"{m.group(1)}[({flat2d(i_expr)}) * LEN_2D + ({flat2d(j_expr)})]")
        else:
            out.append(f"{m.group(1)}[{flat2d(i_expr)}]")
        k = p


# ---------------------------------------------------------------- 1. dependence analysis
L("s000", "a[i] = b[i] + 1 (no dependence)", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] = b[i] + 1;
""", ["a:out", "b:in"], "LEN_1D")
L("s111", "a[i] = a[i-1] + b[i] for odd i (no dependence)", """
  for (int64_t i = 1; i < LEN_1D; i += 2)
    a[i] = a[i - 1] + b[i];
""", ["a:inout", "b:in"], "LEN_1D / 2", nbytes="24 * LEN_1D / 2 + 8 * LEN_1D / 2")
L("s1111", "a[2i] = c*b + d*b + c*c + d*b + d*c (jump in data access)", """
  for (int64_t i = 0; i < LEN_1D / 2; i++)
    a[2 * i] = c[i] * b[i] + d[i] * b[i] + c[i] * c[i] + d[i] * b[i] + d[i] * c[i];
""", ["a:inout", "b:in", "c:in", "d:in"], "9 * (LEN_1D / 2)", nbytes="40 * (LEN_1D / 2)")
L("s112", "a[i+1] = a[i] + b[i], i descending (loop reversal)", """
  for (int64_t i = LEN_1D - 2; i >= 0; i--)
    a[i + 1] = a[i] + b[i];
""", [("a", dict(intent="inout", accumulate="LEN_1D")), "b:in"], "LEN_1D - 1")
L("s1112", "a[i] = b[i] + 1, i descending (loop reversal)", """
  for (int64_t i = LEN_1D - 1; i >= 0; i--)
    a[i] = b[i] + 1;
""", ["a:out", "b:in"], "LEN_1D")
L("s113", "a[i] = a[0] + b[i] (no dependence cycle)", """
  for (int64_t i = 1; i < LEN_1D; i++)
    a[i] = a[0] + b[i];
""", ["a:inout", "b:in"], "LEN_1D - 1")
L("s1113", "a[i] = a[LEN_1D/2] + b[i] (one-iteration dependence)", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] = a[LEN_1D / 2] + b[i];
""", ["a:inout", "b:in"], "LEN_1D")
L("s114", "aa[i][j] = aa[j][i] + bb[i][j], j < i (transpose)", """
  for (int64_t i = 0; i < LEN_2D; i++)
    for (int64_t j = 0; j < i; j++)
      aa[i][j] = aa[j][i] + bb[i][j];
""", ["aa:inout", "bb:in"], "LEN_2D * (LEN_2D - 1) / 2", dim="2")
L("s115", "triangular saxpy a[i] -= aa[j][i] * a[j]", """
  for (int64_t j = 0; j < LEN_2D; j++)
    for (int64_t i = j + 1; i < LEN_2D; i++)
      a[i] -= aa[j][i] * a[j];
""", [("a", dict(intent="inout", accumulate="LEN_2D")),
      ("aa", dict(intent="in", init="{dist: uniform, domain: [-0.01, 0.01]}"))],
  "LEN_2D * (LEN_2D - 1)", dim="2", nbytes="8 * LEN_2D * (LEN_2D - 1) / 2 + 16 * LEN_2D",
  sizes=[("LEN_2D", "{range: [16, 4096], test: 32}")])  # 2048 took 1.4 ms at f32
L("s1115", "aa[i][j] = aa[i][j] * cc[j][i] + bb[i][j]", """
  for (int64_t i = 0; i < LEN_2D; i++)
    for (int64_t j = 0; j < LEN_2D; j++)
      aa[i][j] = aa[i][j] * cc[j][i] + bb[i][j];
""", ["aa:inout", "bb:in", "cc:in"], "2 * LEN_2D * LEN_2D", dim="2")
L("s116", "a[i] = a[i+1] * a[i], unrolled by 5", """
  for (int64_t i = 0; i < LEN_1D - 5; i += 5) {
    a[i] = a[i + 1] * a[i];
    a[i + 1] = a[i + 2] * a[i + 1];
    a[i + 2] = a[i + 3] * a[i + 2];
    a[i + 3] = a[i + 4] * a[i + 3];
    a[i + 4] = a[i + 5] * a[i + 4];
  }
""", ["a:inout"], "LEN_1D - 5")
L("s118", "potential dot product recursion a[i] += bb[j][i] * a[i-j-1]", """
  for (int64_t i = 1; i < LEN_2D; i++)
    for (int64_t j = 0; j <= i - 1; j++)
      a[i] += bb[j][i] * a[i - j - 1];
""", [("a", dict(intent="inout", accumulate="LEN_2D")),
      ("bb", dict(intent="in", init="{dist: uniform, domain: [-0.01, 0.01]}"))],
  "LEN_2D * (LEN_2D - 1)", dim="2", nbytes="8 * LEN_2D * (LEN_2D - 1) / 2 + 16 * LEN_2D")
L("s119", "aa[i][j] = aa[i-1][j-1] + bb[i][j]", """
  for (int64_t i = 1; i < LEN_2D; i++)
    for (int64_t j = 1; j < LEN_2D; j++)
      aa[i][j] = aa[i - 1][j - 1] + bb[i][j];
""", [("aa", dict(intent="inout", accumulate="LEN_2D")), "bb:in"], "(LEN_2D - 1) * (LEN_2D - 1)", dim="2")
L("s1119", "aa[i][j] = aa[i-1][j] + bb[i][j]", """
  for (int64_t i = 1; i < LEN_2D; i++)
    for (int64_t j = 0; j < LEN_2D; j++)
      aa[i][j] = aa[i - 1][j] + bb[i][j];
""", [("aa", dict(intent="inout", accumulate="LEN_2D")), "bb:in"], "(LEN_2D - 1) * LEN_2D", dim="2")
# ---------------------------------------------------------------- 1.2 induction variables
L("s121", "a[i] = a[j] + b[i], j = i + 1", """
  for (int64_t i = 0; i < LEN_1D - 1; i++) {
    int64_t j = i + 1;
    a[i] = a[j] + b[i];
  }
""", ["a:inout", "b:in"], "LEN_1D - 1")
L("s122", "a[i] += b[LEN_1D - k], variable bounds and stride", """
  int64_t j = 1, k = 0;
  for (int64_t i = n1 - 1; i < LEN_1D; i += n3) {
    k += j;
    a[i] += b[LEN_1D - k];
  }
""", ["a:inout", "b:in"], "(LEN_1D - n1 + n3) / n3",
  sizes=[("n1", "{values: [1, 2, 3], test: 2}"), ("n3", "{values: [1, 2, 3, 4], test: 2}")])
L("s123", "induction variable under an if", """
  int64_t j = -1;
  for (int64_t i = 0; i < LEN_1D / 2; i++) {
    j++;
    a[j] = b[i] + d[i] * e[i];
    if (c[i] > (real_t)0.) {
      j++;
      a[j] = c[i] + d[i] * e[i];
    }
  }
""", ["a:inout", "b:in", "c:in", "d:in", "e:in"], "4 * (LEN_1D / 2)", nbytes="48 * (LEN_1D / 2)")
L("s124", "induction variable under both sides of an if", """
  int64_t j = -1;
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (b[i] > (real_t)0.) {
      j++;
      a[j] = b[i] + d[i] * e[i];
    } else {
      j++;
      a[j] = c[i] + d[i] * e[i];
    }
  }
""", ["a:out", "b:in", "c:in", "d:in", "e:in"], "2 * LEN_1D", nbytes="32 * LEN_1D")
L("s125", "flat[k] = aa[i][j] + bb[i][j] * cc[i][j], k collapsing two loops", """
  int64_t k = -1;
  for (int64_t i = 0; i < LEN_2D; i++)
    for (int64_t j = 0; j < LEN_2D; j++) {
      k++;
      flat[k] = aa[i][j] + bb[i][j] * cc[i][j];
    }
""", ["flat:out", "aa:in", "bb:in", "cc:in"], "2 * LEN_2D * LEN_2D", dim="2")
L("s126", "bb[j][i] = bb[j-1][i] + flat[k-1] * cc[j][i], recurrence in inner loop", """
  int64_t k = 1;
  for (int64_t i = 0; i < LEN_2D; i++) {
    for (int64_t j = 1; j < LEN_2D; j++) {
      bb[j][i] = bb[j - 1][i] + flat[k - 1] * cc[j][i];
      ++k;
    }
    ++k;
  }
""", [("bb", dict(intent="inout", accumulate="LEN_2D")), "cc:in", "flat:in"],
  "2 * LEN_2D * (LEN_2D - 1)", dim="2")
L("s127", "induction variable with multiple increments", """
  int64_t j = -1;
  for (int64_t i = 0; i < LEN_1D / 2; i++) {
    j++;
    a[j] = b[i] + c[i] * d[i];
    j++;
    a[j] = b[i] + d[i] * e[i];
  }
""", ["a:inout", "b:in", "c:in", "d:in", "e:in"], "4 * (LEN_1D / 2)", nbytes="8 * LEN_1D + 32 * (LEN_1D / 2)")
L("s128", "coupled induction variables", """
  int64_t j = -1;
  for (int64_t i = 0; i < LEN_1D / 2; i++) {
    int64_t k = j + 1;
    a[i] = b[k] - d[i];
    j = k + 1;
    b[k] = a[i] + c[k];
  }
""", ["a:inout", "b:inout", "c:in", "d:in"], "2 * (LEN_1D / 2)", nbytes="48 * (LEN_1D / 2)")
# ---------------------------------------------------------------- 1.3 global data flow
L("s131", "a[i] = a[i + m] + b[i], m = 1 (forward substitution)", """
  int64_t m = 1;
  for (int64_t i = 0; i < LEN_1D - 1; i++)
    a[i] = a[i + m] + b[i];
""", ["a:inout", "b:in"], "LEN_1D - 1")
L("s132", "aa[j][i] = aa[k][i-1] + b[i] * c[1], ambiguous subscripts", """
  int64_t m = 0, j = m, k = m + 1;
  for (int64_t i = 1; i < LEN_2D; i++)
    aa[j][i] = aa[k][i - 1] + b[i] * c[1];
""", [("aa", dict(intent="inout", shape="[2, LEN_2D]")), "b:in", "c:in"], "2 * (LEN_2D - 1)", dim="2",
  nbytes="8 * 3 * LEN_2D + 8 * LEN_2D", sizes=[ROW_LEN_2D])
L("s141", "walk a row of a symmetric packed array", """
  for (int64_t i = 0; i < LEN_2D; i++) {
    int64_t k = (i + 1) * ((i + 1) - 1) / 2 + (i + 1) - 1;
    for (int64_t j = i; j < LEN_2D; j++) {
      flat[k] += bb[j][i];
      k += j + 1;
    }
  }
""", ["flat:inout", "bb:in"], "LEN_2D * (LEN_2D + 1) / 2", dim="2",
  nbytes="24 * LEN_2D * (LEN_2D + 1) / 2")
L("s151", "a[i] = a[i + m] + b[i] through a subroutine, m = 1", """
  s151s(a, b, 1, LEN_1D);
""", ["a:inout", "b:in"], "LEN_1D - 1", helpers="""
static void s151s(real_t *restrict a, const real_t *restrict b, int64_t m, int64_t LEN_1D)
{
  for (int64_t i = 0; i < LEN_1D - 1; i++)
    a[i] = a[i + m] + b[i];
}
""")
L("s152", "b[i] = d[i] * e[i]; a[i] += b[i] * c[i] through a subroutine", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    b[i] = d[i] * e[i];
    s152s(a, b, c, i);
  }
""", ["a:inout", "b:out", "c:in", "d:in", "e:in"], "3 * LEN_1D", helpers="""
static void s152s(real_t *restrict a, const real_t *restrict b, const real_t *restrict c, int64_t i)
{
  a[i] += b[i] * c[i];
}
""")
# ---------------------------------------------------------------- 1.6 control flow
L("s161", "mutually exclusive branches, c[i+1] written under b[i] < 0", """
  for (int64_t i = 0; i < LEN_1D - 1; ++i) {
    if (b[i] < (real_t)0.) {
      c[i + 1] = a[i] + d[i] * d[i];
    } else {
      a[i] = c[i] + d[i] * e[i];
    }
  }
""", ["a:inout", "b:in", "c:inout", "d:in", "e:in"], "2 * (LEN_1D - 1)", nbytes="40 * LEN_1D")
L("s1161", "mutually exclusive branches on c[i] < 0", """
  for (int64_t i = 0; i < LEN_1D - 1; ++i) {
    if (c[i] < (real_t)0.) {
      b[i] = a[i] + d[i] * d[i];
    } else {
      a[i] = c[i] + d[i] * e[i];
    }
  }
""", ["a:inout", "b:inout", "c:in", "d:in", "e:in"], "2 * (LEN_1D - 1)", nbytes="40 * LEN_1D")
L("s162", "a[i] = a[i + k] + b[i] * c[i] if k > 0", """
  if (k > 0) {
    for (int64_t i = 0; i < LEN_1D - 1; i++)
      a[i] = a[i + k] + b[i] * c[i];
  }
""", ["a:inout", "b:in", "c:in"], "2 * (LEN_1D - 1)", sizes=[("k", "{values: [1]}")])
# ---------------------------------------------------------------- 1.7 symbolics
L("s171", "a[i * inc] += b[i] (symbolic dependence)", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i * inc] += b[i];
""", [("a", dict(intent="inout", shape='["(LEN_1D - 1) * inc + 1"]')), "b:in"], "LEN_1D",
  sizes=[("inc", "{values: [1, 2, 3], test: 2}")], nbytes="24 * LEN_1D")
L("s172", "a[i] += b[i], i = n1-1, n1-1+n3, ...", """
  for (int64_t i = n1 - 1; i < LEN_1D; i += n3)
    a[i] += b[i];
""", ["a:inout", "b:in"], "(LEN_1D - n1 + n3) / n3",
  sizes=[("n1", "{values: [1, 2, 3], test: 2}"), ("n3", "{values: [1, 2, 3, 4], test: 2}")])
L("s173", "a[i + k] = a[i] + b[i], k = LEN_1D/2", """
  int64_t k = LEN_1D / 2;
  for (int64_t i = 0; i < LEN_1D / 2; i++)
    a[i + k] = a[i] + b[i];
""", ["a:inout", "b:in"], "LEN_1D / 2", nbytes="24 * (LEN_1D / 2)")
L("s174", "a[i + M] = a[i] + b[i], i < M", """
  (void)LEN_1D;
  for (int64_t i = 0; i < M; i++)
    a[i + M] = a[i] + b[i];
""", ["a:inout", "b:in"], "M", sizes=[("M", '{expr: "LEN_1D / 2"}')], nbytes="24 * M")
L("s175", "a[i] = a[i + inc] + b[i], stride inc", """
  for (int64_t i = 0; i < LEN_1D - 1; i += inc)
    a[i] = a[i + inc] + b[i];
""", [("a", dict(intent="inout", shape='["LEN_1D - 1 + inc"]')), "b:in"], "(LEN_1D - 2 + inc) / inc",
  sizes=[("inc", "{values: [1, 2, 4], test: 2}")], nbytes="24 * LEN_1D")
L("s176", "convolution a[i] += b[i+m-j-1] * c[j]", """
  int64_t m = LEN_1D / 2;
  for (int64_t j = 0; j < LEN_1D / 2; j++)
    for (int64_t i = 0; i < m; i++)
      a[i] += b[i + m - j - 1] * c[j];
""", [("a", dict(intent="inout", accumulate="LEN_1D / 2")), "b:in", "c:in"],
  "2 * (LEN_1D / 2) * (LEN_1D / 2)", sizes=(), nbytes="8 * 4 * LEN_1D", level=2)
# ---------------------------------------------------------------- 2.1 statement reordering
L("s211", "statement reordering allows vectorization", """
  for (int64_t i = 1; i < LEN_1D - 1; i++) {
    a[i] = b[i - 1] + c[i] * d[i];
    b[i] = b[i + 1] - e[i] * d[i];
  }
""", ["a:inout", "b:inout", "c:in", "d:in", "e:in"], "4 * (LEN_1D - 2)")
L("s212", "dependency needing a temporary", """
  for (int64_t i = 0; i < LEN_1D - 1; i++) {
    a[i] *= c[i];
    b[i] += a[i + 1] * d[i];
  }
""", ["a:inout", "b:inout", "c:in", "d:in"], "3 * (LEN_1D - 1)")
L("s1213", "dependency needing a temporary", """
  for (int64_t i = 1; i < LEN_1D - 1; i++) {
    a[i] = b[i - 1] + c[i];
    b[i] = a[i + 1] * d[i];
  }
""", ["a:inout", "b:inout", "c:in", "d:in"], "2 * (LEN_1D - 2)")
L("s221", "loop that is partially recursive", """
  for (int64_t i = 1; i < LEN_1D; i++) {
    a[i] += c[i] * d[i];
    b[i] = b[i - 1] + a[i] + d[i];
  }
""", ["a:inout", ("b", dict(intent="inout", accumulate="LEN_1D")), "c:in", "d:in"], "4 * (LEN_1D - 1)")
L("s1221", "b[i] = b[i - 4] + a[i] (run-time symbolic resolution)", """
  for (int64_t i = 4; i < LEN_1D; i++)
    b[i] = b[i - 4] + a[i];
""", ["a:in", ("b", dict(intent="inout", accumulate="LEN_1D / 4 + 1"))], "LEN_1D - 4")
L("s222", "partial vectorization, recurrence in the middle", """
  for (int64_t i = 1; i < LEN_1D; i++) {
    a[i] += b[i] * c[i];
    e[i] = e[i - 1] * e[i - 1];
    a[i] -= b[i] * c[i];
  }
""", ["a:inout", "b:in", "c:in", ("e", dict(intent="inout", init="{dist: uniform, domain: [0, 1]}"))],
  "5 * (LEN_1D - 1)")
L("s231", "loop interchange, aa[j][i] = aa[j-1][i] + bb[j][i]", """
  for (int64_t i = 0; i < LEN_2D; ++i)
    for (int64_t j = 1; j < LEN_2D; j++)
      aa[j][i] = aa[j - 1][i] + bb[j][i];
""", [("aa", dict(intent="inout", accumulate="LEN_2D")), "bb:in"], "LEN_2D * (LEN_2D - 1)", dim="2")
L("s232", "interchanging of triangular loops, aa[j][i] = aa[j][i-1]^2 + bb[j][i]", """
  for (int64_t j = 1; j < LEN_2D; j++)
    for (int64_t i = 1; i <= j; i++)
      aa[j][i] = aa[j][i - 1] * aa[j][i - 1] + bb[j][i];
""", [("aa", dict(intent="inout", init="{dist: uniform, domain: [0, 0.25]}")),
      ("bb", dict(intent="in", init="{dist: uniform, domain: [0, 0.25]}"))],
  "LEN_2D * (LEN_2D - 1)", dim="2", nbytes="24 * LEN_2D * (LEN_2D - 1) / 2")
L("s1232", "interchanging of triangular loops, aa[i][j] = bb[i][j] + cc[i][j], i >= j", """
  for (int64_t j = 0; j < LEN_2D; j++)
    for (int64_t i = j; i < LEN_2D; i++)
      aa[i][j] = bb[i][j] + cc[i][j];
""", ["aa:inout", "bb:in", "cc:in"], "LEN_2D * (LEN_2D + 1) / 2", dim="2",
  nbytes="32 * LEN_2D * (LEN_2D + 1) / 2")
L("s233", "interchanging with one of two inner loops", """
  for (int64_t i = 1; i < LEN_2D; i++) {
    for (int64_t j = 1; j < LEN_2D; j++)
      aa[j][i] = aa[j - 1][i] + cc[j][i];
    for (int64_t j = 1; j < LEN_2D; j++)
      bb[j][i] = bb[j][i - 1] + cc[j][i];
  }
""", [("aa", dict(intent="inout", accumulate="LEN_2D")), ("bb", dict(intent="inout", accumulate="LEN_2D")), "cc:in"],
  "2 * (LEN_2D - 1) * (LEN_2D - 1)", dim="2")
L("s2233", "interchanging with one of two inner loops", """
  for (int64_t i = 1; i < LEN_2D; i++) {
    for (int64_t j = 1; j < LEN_2D; j++)
      aa[j][i] = aa[j - 1][i] + cc[j][i];
    for (int64_t j = 1; j < LEN_2D; j++)
      bb[i][j] = bb[i - 1][j] + cc[i][j];
  }
""", [("aa", dict(intent="inout", accumulate="LEN_2D")), ("bb", dict(intent="inout", accumulate="LEN_2D")), "cc:in"],
  "2 * (LEN_2D - 1) * (LEN_2D - 1)", dim="2")
L("s235", "imperfectly nested loops", """
  for (int64_t i = 0; i < LEN_2D; i++) {
    a[i] += b[i] * c[i];
    for (int64_t j = 1; j < LEN_2D; j++)
      aa[j][i] = aa[j - 1][i] + bb[j][i] * a[i];
  }
""", ["a:inout", "b:in", "c:in", ("aa", dict(intent="inout", accumulate="LEN_2D")), "bb:in"],
  "2 * LEN_2D + 2 * LEN_2D * (LEN_2D - 1)", dim="2")
L("s241", "preloading necessary to allow vectorization", """
  for (int64_t i = 0; i < LEN_1D - 1; i++) {
    a[i] = b[i] * c[i] * d[i];
    b[i] = a[i] * a[i + 1] * d[i];
  }
""", ["a:inout", "b:inout", "c:in", "d:in"], "4 * (LEN_1D - 1)")
L("s242", "a[i] = a[i-1] + s1 + s2 + b[i] + c[i] + d[i]", """
  for (int64_t i = 1; i < LEN_1D; ++i)
    a[i] = a[i - 1] + s1 + s2 + b[i] + c[i] + d[i];
""", [("a", dict(intent="inout", accumulate="LEN_1D")), "b:in", "c:in", "d:in"], "5 * (LEN_1D - 1)",
  params=[("s1", "{dtype: real, range: [0.5, 2.0]}"), ("s2", "{dtype: real, range: [0.5, 2.0]}")])
L("s243", "false dependence cycle breaking", """
  for (int64_t i = 0; i < LEN_1D - 1; i++) {
    a[i] = b[i] + c[i] * d[i];
    b[i] = a[i] + d[i] * e[i];
    a[i] = b[i] + a[i + 1] * d[i];
  }
""", ["a:inout", "b:inout", "c:in", "d:in", "e:in"], "6 * (LEN_1D - 1)")
L("s244", "false dependence cycle breaking", """
  for (int64_t i = 0; i < LEN_1D - 1; ++i) {
    a[i] = b[i] + c[i] * d[i];
    b[i] = c[i] + b[i];
    a[i + 1] = b[i] + a[i + 1] * d[i];
  }
""", ["a:inout", "b:inout", "c:in", "d:in"], "5 * (LEN_1D - 1)")
L("s1244", "cycle with true and anti dependence", """
  for (int64_t i = 0; i < LEN_1D - 1; i++) {
    a[i] = b[i] + c[i] * c[i] + b[i] * b[i] + c[i];
    d[i] = a[i] + a[i + 1];
  }
""", ["a:inout", "b:in", "c:in", "d:inout"], "6 * (LEN_1D - 1)")
L("s2244", "cycle with true and anti dependence", """
  for (int64_t i = 0; i < LEN_1D - 1; i++) {
    a[i + 1] = b[i] + e[i];
    a[i] = b[i] + c[i];
  }
""", ["a:inout", "b:in", "c:in", "e:in"], "2 * (LEN_1D - 1)")
# ---------------------------------------------------------------- 2.5 scalar and array expansion
L("s251", "scalar expansion s = b + c*d; a = s*s", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t s = b[i] + c[i] * d[i];
    a[i] = s * s;
  }
""", ["a:out", "b:in", "c:in", "d:in"], "3 * LEN_1D")
L("s1251", "scalar expansion", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t s = b[i] + c[i];
    b[i] = a[i] + d[i];
    a[i] = s * e[i];
  }
""", ["a:inout", "b:inout", "c:in", "d:in", "e:in"], "3 * LEN_1D")
L("s2251", "scalar expansion with a carried scalar", """
  real_t s = (real_t)0.0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    a[i] = s * e[i];
    s = b[i] + c[i];
    b[i] = a[i] + d[i];
  }
""", ["a:out", "b:inout", "c:in", "d:in", "e:in"], "3 * LEN_1D")
L("s3251", "scalar expansion", """
  for (int64_t i = 0; i < LEN_1D - 1; i++) {
    a[i + 1] = b[i] + c[i];
    b[i] = c[i] * e[i];
    d[i] = a[i] * e[i];
  }
""", ["a:inout", "b:inout", "c:in", "d:inout", "e:in"], "3 * (LEN_1D - 1)")
L("s252", "loop with ambiguous scalar temporary", """
  real_t t = (real_t)0.;
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t s = b[i] * c[i];
    a[i] = s + t;
    t = s;
  }
""", ["a:out", "b:in", "c:in"], "2 * LEN_1D")
L("s253", "scalar expansion assigned under if", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (a[i] > b[i]) {
      real_t s = a[i] - b[i] * d[i];
      c[i] += s;
      a[i] = s;
    }
  }
""", ["a:inout", "b:in", "c:inout", "d:in"], "3 * LEN_1D")
L("s254", "carry-around variable", """
  real_t x = b[LEN_1D - 1];
  for (int64_t i = 0; i < LEN_1D; i++) {
    a[i] = (b[i] + x) * (real_t).5;
    x = b[i];
  }
""", ["a:out", "b:in"], "2 * LEN_1D")
L("s255", "carry-around variables, 2 levels", """
  real_t x = b[LEN_1D - 1];
  real_t y = b[LEN_1D - 2];
  for (int64_t i = 0; i < LEN_1D; i++) {
    a[i] = (b[i] + x + y) * (real_t).333;
    y = x;
    x = b[i];
  }
""", ["a:out", "b:in"], "3 * LEN_1D")
L("s256", "array expansion a[j] = 1 - a[j-1]; aa[j][i] = a[j] + bb[j][i] * d[j]", """
  for (int64_t i = 0; i < LEN_2D; i++)
    for (int64_t j = 1; j < LEN_2D; j++) {
      a[j] = (real_t)1.0 - a[j - 1];
      aa[j][i] = a[j] + bb[j][i] * d[j];
    }
""", ["a:inout", "aa:inout", "bb:in", "d:in"], "3 * LEN_2D * (LEN_2D - 1)", dim="2")
L("s257", "array expansion a[i] = aa[j][i] - a[i-1]; aa[j][i] = a[i] + bb[j][i]", """
  for (int64_t i = 1; i < LEN_2D; i++)
    for (int64_t j = 0; j < LEN_2D; j++) {
      a[i] = aa[j][i] - a[i - 1];
      aa[j][i] = a[i] + bb[j][i];
    }
""", ["a:inout", "aa:inout", "bb:in"], "2 * LEN_2D * (LEN_2D - 1)", dim="2")
L("s258", "wrap-around scalar under an if (reads row 0 of aa)", """
  real_t s = 0.;
  for (int64_t i = 0; i < LEN_2D; ++i) {
    if (a[i] > 0.)
      s = d[i] * d[i];
    b[i] = s * c[i] + d[i];
    e[i] = (s + (real_t)1.) * aa[0][i];
  }
""", ["a:in", "b:out", "c:in", "d:in", "e:out", ("aa", dict(intent="in", shape="[1, LEN_2D]"))], "5 * LEN_2D", dim="2",
  nbytes="56 * LEN_2D", sizes=[ROW_LEN_2D])
L("s261", "wrap-around scalar", """
  for (int64_t i = 1; i < LEN_1D; ++i) {
    real_t t = a[i] + b[i];
    a[i] = t + c[i - 1];
    t = c[i] * d[i];
    c[i] = t;
  }
""", ["a:inout", "b:in", "c:inout", "d:in"], "3 * (LEN_1D - 1)")
# ---------------------------------------------------------------- 2.7 control flow
L("s271", "loop with singularity handling", """
  for (int64_t i = 0; i < LEN_1D; i++)
    if (b[i] > (real_t)0.)
      a[i] += b[i] * c[i];
""", ["a:inout", "b:in", "c:in"], "2 * LEN_1D")
L("s272", "loop with independent conditional e[i] >= t", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (e[i] >= t) {
      a[i] += c[i] * d[i];
      b[i] += c[i] * c[i];
    }
  }
""", ["a:inout", "b:inout", "c:in", "d:in", "e:in"], "4 * LEN_1D",
  params=[("t", "{dtype: real, range: [0.0, 1.0]}")])
L("s273", "simple loop with dependent conditional", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    a[i] += d[i] * e[i];
    if (a[i] < (real_t)0.)
      b[i] += d[i] * e[i];
    c[i] += a[i] * d[i];
  }
""", ["a:inout", "b:inout", "c:inout", "d:in", "e:in"], "6 * LEN_1D")
L("s274", "complex loop with dependent conditional", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    a[i] = c[i] + e[i] * d[i];
    if (a[i] > (real_t)0.)
      b[i] = a[i] + b[i];
    else
      a[i] = d[i] * e[i];
  }
""", ["a:out", "b:inout", "c:in", "d:in", "e:in"], "3 * LEN_1D")
L("s275", "if around inner loop, interchanging needed", """
  for (int64_t i = 0; i < LEN_2D; i++)
    if (aa[0][i] > (real_t)0.)
      for (int64_t j = 1; j < LEN_2D; j++)
        aa[j][i] = aa[j - 1][i] + bb[j][i] * cc[j][i];
""", [("aa", dict(intent="inout", accumulate="LEN_2D")), "bb:in", "cc:in"], "2 * LEN_2D * (LEN_2D - 1)", dim="2")
L("s2275", "loop distribution is needed to be able to interchange", """
  for (int64_t i = 0; i < LEN_2D; i++) {
    for (int64_t j = 0; j < LEN_2D; j++)
      aa[j][i] = aa[j][i] + bb[j][i] * cc[j][i];
    a[i] = b[i] + c[i] * d[i];
  }
""", ["aa:inout", "bb:in", "cc:in", "a:out", "b:in", "c:in", "d:in"], "2 * LEN_2D * LEN_2D + 2 * LEN_2D", dim="2")
L("s276", "if test using loop index", """
  int64_t mid = LEN_1D / 2;
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (i + 1 < mid)
      a[i] += b[i] * c[i];
    else
      a[i] += b[i] * d[i];
  }
""", ["a:inout", "b:in", "c:in", "d:in"], "2 * LEN_1D", nbytes="32 * LEN_1D")
L("s277", "dependences arising from guard variable computation", """
  for (int64_t i = 0; i < LEN_1D - 1; i++) {
    if (a[i] >= (real_t)0.)
      continue;
    if (b[i] < (real_t)0.)
      a[i] += c[i] * d[i];
    b[i + 1] = c[i] + d[i] * e[i];
  }
""", ["a:inout", "b:inout", "c:in", "d:in", "e:in"], "4 * (LEN_1D - 1)")
L("s278", "if/goto to block if-then-else", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (a[i] > (real_t)0.)
      c[i] = -c[i] + d[i] * e[i];
    else
      b[i] = -b[i] + d[i] * e[i];
    a[i] = b[i] + c[i] * d[i];
  }
""", ["a:inout", "b:inout", "c:inout", "d:in", "e:in"], "4 * LEN_1D")
L("s279", "vector if/gotos", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (a[i] > (real_t)0.) {
      c[i] = -c[i] + e[i] * e[i];
    } else {
      b[i] = -b[i] + d[i] * d[i];
      if (!(b[i] <= a[i]))
        c[i] += d[i] * e[i];
    }
    a[i] = b[i] + c[i] * d[i];
  }
""", ["a:inout", "b:inout", "c:inout", "d:in", "e:in"], "5 * LEN_1D")
L("s1279", "vector if/gotos", """
  for (int64_t i = 0; i < LEN_1D; i++)
    if (a[i] < (real_t)0.)
      if (b[i] > a[i])
        c[i] += d[i] * e[i];
""", ["a:in", "b:in", "c:inout", "d:in", "e:in"], "2 * LEN_1D")
L("s2710", "scalar and vector ifs", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (a[i] > b[i]) {
      a[i] += b[i] * d[i];
      if (LEN_1D > 10)
        c[i] += d[i] * d[i];
      else
        c[i] = d[i] * e[i] + (real_t)1.;
    } else {
      b[i] = a[i] + e[i] * e[i];
      if (x > (real_t)0.)
        c[i] = a[i] + d[i] * d[i];
      else
        c[i] += e[i] * e[i];
    }
  }
""", ["a:inout", "b:inout", "c:inout", "d:in", "e:in"], "4 * LEN_1D",
  params=[("x", "{dtype: real, range: [-1.0, 1.0]}")])
L("s2711", "semantic if removal", """
  for (int64_t i = 0; i < LEN_1D; i++)
    if (b[i] != (real_t)0.0)
      a[i] += b[i] * c[i];
""", ["a:inout", "b:in", "c:in"], "2 * LEN_1D")
L("s2712", "if to elemental min", """
  for (int64_t i = 0; i < LEN_1D; i++)
    if (a[i] > b[i])
      a[i] += b[i] * c[i];
""", ["a:inout", "b:in", "c:in"], "2 * LEN_1D")
L("s281", "index set splitting, reverse data access", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t x = a[LEN_1D - i - 1] + b[i] * c[i];
    a[i] = x - (real_t)1.0;
    b[i] = x;
  }
""", ["a:inout", "b:inout", "c:in"], "3 * LEN_1D")
L("s1281", "index set splitting", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t x = b[i] * c[i] + a[i] * d[i] + e[i];
    a[i] = x - (real_t)1.0;
    b[i] = x;
  }
""", ["a:inout", "b:inout", "c:in", "d:in", "e:in"], "5 * LEN_1D")
# ---------------------------------------------------------------- 2.9 loop peeling
L("s291", "wrap-around variable, 1 level", """
  int64_t im1 = LEN_1D - 1;
  for (int64_t i = 0; i < LEN_1D; i++) {
    a[i] = (b[i] + b[im1]) * (real_t).5;
    im1 = i;
  }
""", ["a:out", "b:in"], "2 * LEN_1D")
L("s292", "wrap-around variable, 2 levels", """
  int64_t im1 = LEN_1D - 1, im2 = LEN_1D - 2;
  for (int64_t i = 0; i < LEN_1D; i++) {
    a[i] = (b[i] + b[im1] + b[im2]) * (real_t).333;
    im2 = im1;
    im1 = i;
  }
""", ["a:out", "b:in"], "3 * LEN_1D")
L("s293", "a[i] = a[0] with actual dependence cycle", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] = a[0];
""", ["a:inout"], "0", nbytes="8 * LEN_1D")
L("s2101", "main diagonal aa[i][i] += bb[i][i] * cc[i][i]", """
  for (int64_t i = 0; i < LEN_2D; i++)
    aa[i][i] += bb[i][i] * cc[i][i];
""", ["aa:inout", "bb:in", "cc:in"], "2 * LEN_2D", dim="2", nbytes="32 * LEN_2D",
  sizes=[("LEN_2D", "{range: [16, 6144], test: 32}")])  # 2048 diagonal steps took < 1 ms, 4096 ~1-5 ms
L("s2102", "identity matrix", """
  for (int64_t i = 0; i < LEN_2D; i++) {
    for (int64_t j = 0; j < LEN_2D; j++)
      aa[j][i] = (real_t)0.;
    aa[i][i] = (real_t)1.;
  }
""", ["aa:out"], "0", dim="2")
L("s2111", "wavefront aa[j][i] = (aa[j][i-1] + aa[j-1][i]) / 1.9", """
  for (int64_t j = 1; j < LEN_2D; j++)
    for (int64_t i = 1; i < LEN_2D; i++)
      aa[j][i] = (aa[j][i - 1] + aa[j - 1][i]) / (real_t)1.9;
""", [("aa", dict(intent="inout", accumulate="2 * LEN_2D"))], "2 * (LEN_2D - 1) * (LEN_2D - 1)", dim="2")
# ---------------------------------------------------------------- 3.1 reductions
L("s311", "sum reduction", """
  real_t s = (real_t)0.;
  for (int64_t i = 0; i < LEN_1D; i++)
    s += a[i];
  sum[0] = s;
""", ["a:in", ("sum", dict(intent="out", shape="[1]", accumulate="LEN_1D"))], "LEN_1D")
L("s31111", "VARIANT of TSVC-2 s31111: eight 4-element sums through a function over every whole 32-element block of a "
  "(TSVC-2 sums a[0..31] only)", """
  real_t s = (real_t)0.;
  for (int64_t k = 0; k + 32 <= LEN_1D; k += 32) {
    s += test(&a[k]);
    s += test(&a[k + 4]);
    s += test(&a[k + 8]);
    s += test(&a[k + 12]);
    s += test(&a[k + 16]);
    s += test(&a[k + 20]);
    s += test(&a[k + 24]);
    s += test(&a[k + 28]);
  }
  sum[0] = s;
""", ["a:in", ("sum", dict(intent="out", shape="[1]", accumulate="LEN_1D"))], "LEN_1D", nbytes="8 * LEN_1D + 8",
  constraints=["LEN_1D >= 32"], helpers="""
static real_t test(const real_t *A)
{
  real_t s = (real_t)0.0;
  for (int64_t i = 0; i < 4; i++)
    s += A[i];
  return s;
}
""")
L("s312", "product reduction", """
  real_t p = (real_t)1.;
  for (int64_t i = 0; i < LEN_1D; i++)
    p *= a[i];
  prod[0] = p;
""", [("a", dict(intent="in", init="{dist: uniform, domain: [0.999, 1.001]}")),
      ("prod", dict(intent="out", shape="[1]", accumulate="LEN_1D"))], "LEN_1D")
L("s313", "dot product", """
  real_t d = (real_t)0.;
  for (int64_t i = 0; i < LEN_1D; i++)
    d += a[i] * b[i];
  dot[0] = d;
""", ["a:in", "b:in", ("dot", dict(intent="out", shape="[1]", accumulate="LEN_1D"))], "2 * LEN_1D")
L("s314", "if to max reduction", """
  real_t x = a[0];
  for (int64_t i = 0; i < LEN_1D; i++)
    if (a[i] > x)
      x = a[i];
  xmax[0] = x;
""", ["a:in", ("xmax", dict(intent="out", shape="[1]"))], "LEN_1D")
L("s315", "if to max with index reduction, 1 dimension", """
  real_t x = a[0];
  int64_t index = 0;
  for (int64_t i = 0; i < LEN_1D; ++i) {
    if (a[i] > x) {
      x = a[i];
      index = i;
    }
  }
  xmax[0] = x;
  imax[0] = index;
""", ["a:in", ("xmax", dict(intent="out", shape="[1]")), ("imax", dict(dtype="i64", intent="out", shape="[1]"))],
  "LEN_1D")
L("s316", "if to min reduction", """
  real_t x = a[0];
  for (int64_t i = 1; i < LEN_1D; ++i)
    if (a[i] < x)
      x = a[i];
  xmin[0] = x;
""", ["a:in", ("xmin", dict(intent="out", shape="[1]"))], "LEN_1D")
L("s317", "product reduction q *= 0.99, LEN_1D/2 times (closed form q = 0.99^n)", """
  real_t q = (real_t)1.;
  for (int64_t i = 0; i < LEN_1D / 2; i++)
    q *= (real_t).99;
  result[0] = q;
""", [("result", dict(intent="out", shape="[1]", accumulate="LEN_1D / 2"))], "LEN_1D / 2", nbytes="8")
L("s318", "isamax: max absolute value with index, stride inc", """
  int64_t k = 0, index = 0;
  real_t m = ABS(a[0]);
  k += inc;
  for (int64_t i = 1; i < LEN_1D; i++) {
    if (!(ABS(a[k]) <= m)) {
      index = i;
      m = ABS(a[k]);
    }
    k += inc;
  }
  xmax[0] = m;
  imax[0] = index;
""", [("a", dict(intent="in", shape='["(LEN_1D - 1) * inc + 1"]')), ("xmax", dict(intent="out", shape="[1]")),
      ("imax", dict(dtype="i64", intent="out", shape="[1]"))], "LEN_1D",
  sizes=[("inc", "{values: [1, 2], test: 2}")], nbytes="8 * LEN_1D + 16")
L("s319", "coupled reductions", """
  real_t s = 0.;
  for (int64_t i = 0; i < LEN_1D; i++) {
    a[i] = c[i] + d[i];
    s += a[i];
    b[i] = c[i] + e[i];
    s += b[i];
  }
  sum[0] = s;
""", ["a:out", "b:out", "c:in", "d:in", "e:in", ("sum", dict(intent="out", shape="[1]", accumulate="2 * LEN_1D"))],
  "4 * LEN_1D")
L("s3110", "if to max with index reduction, 2 dimensions", """
  real_t m = aa[0][0];
  int64_t xindex = 0, yindex = 0;
  for (int64_t i = 0; i < LEN_2D; i++)
    for (int64_t j = 0; j < LEN_2D; j++)
      if (aa[i][j] > m) {
        m = aa[i][j];
        xindex = i;
        yindex = j;
      }
  xmax[0] = m;
  imax[0] = xindex;
  imax[1] = yindex;
""", ["aa:in", ("xmax", dict(intent="out", shape="[1]")), ("imax", dict(dtype="i64", intent="out", shape="[2]"))],
  "LEN_2D * LEN_2D", dim="2")
L("s13110", "if to max with index reduction, 2 dimensions (TSVC-2's s13110 body is the s3110 loop)", """
  real_t m = aa[0][0];
  int64_t xindex = 0, yindex = 0;
  for (int64_t i = 0; i < LEN_2D; i++)
    for (int64_t j = 0; j < LEN_2D; j++)
      if (aa[i][j] > m) {
        m = aa[i][j];
        xindex = i;
        yindex = j;
      }
  xmax[0] = m;
  imax[0] = xindex;
  imax[1] = yindex;
""", ["aa:in", ("xmax", dict(intent="out", shape="[1]")), ("imax", dict(dtype="i64", intent="out", shape="[2]"))],
  "LEN_2D * LEN_2D", dim="2")
L("s3111", "conditional sum reduction", """
  real_t s = 0.;
  for (int64_t i = 0; i < LEN_1D; i++)
    if (a[i] > (real_t)0.)
      s += a[i];
  sum[0] = s;
""", ["a:in", ("sum", dict(intent="out", shape="[1]", accumulate="LEN_1D"))], "LEN_1D")
L("s3112", "sum reduction saving running sums", """
  real_t s = (real_t)0.0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    s += a[i];
    b[i] = s;
  }
  sum[0] = s;
""", ["a:in", ("b", dict(intent="out", accumulate="LEN_1D")),
      ("sum", dict(intent="out", shape="[1]", accumulate="LEN_1D"))], "LEN_1D")
L("s3113", "maximum of absolute value", """
  real_t m = ABS(a[0]);
  for (int64_t i = 0; i < LEN_1D; i++)
    if (ABS(a[i]) > m)
      m = ABS(a[i]);
  xmax[0] = m;
""", ["a:in", ("xmax", dict(intent="out", shape="[1]"))], "LEN_1D")
# ---------------------------------------------------------------- 3.2 recurrences
L("s321", "first order linear recurrence a[i] += a[i-1] * b[i]", """
  for (int64_t i = 1; i < LEN_1D; i++)
    a[i] += a[i - 1] * b[i];
""", [("a", dict(intent="inout", accumulate="LEN_1D")),
      ("b", dict(intent="in", init="{dist: uniform, domain: [-0.5, 0.5]}"))], "2 * (LEN_1D - 1)")
L("s322", "second order linear recurrence", """
  for (int64_t i = 2; i < LEN_1D; i++)
    a[i] = a[i] + a[i - 1] * b[i] + a[i - 2] * c[i];
""", [("a", dict(intent="inout", accumulate="LEN_1D")),
      ("b", dict(intent="in", init="{dist: uniform, domain: [-0.4, 0.4]}")),
      ("c", dict(intent="in", init="{dist: uniform, domain: [-0.4, 0.4]}"))], "4 * (LEN_1D - 2)")
L("s323", "coupled recurrence", """
  for (int64_t i = 1; i < LEN_1D; i++) {
    a[i] = b[i - 1] + c[i] * d[i];
    b[i] = a[i] + c[i] * e[i];
  }
""", [("a", dict(intent="inout", accumulate="2 * LEN_1D")), ("b", dict(intent="inout", accumulate="2 * LEN_1D")),
      "c:in", "d:in", "e:in"], "4 * (LEN_1D - 1)")
# ---------------------------------------------------------------- 3.3 search loops
L("s331", "if to last-1: index of the last negative element", """
  int64_t j = -1;
  for (int64_t i = 0; i < LEN_1D; i++)
    if (a[i] < (real_t)0.)
      j = i;
  index[0] = j;
""", ["a:in", ("index", dict(dtype="i64", intent="out", shape="[1]"))], "LEN_1D")
L("s332", "first value greater than threshold t", """
  int64_t idx = -2;
  real_t v = -1.;
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (a[i] > t) {
      idx = i;
      v = a[i];
      break;
    }
  }
  index[0] = idx;
  value[0] = v;
""", [("a", dict(intent="in", init="{dist: uniform, domain: [-1, 1]}")),
      ("index", dict(dtype="i64", intent="out", shape="[1]")), ("value", dict(intent="out", shape="[1]"))],
  "LEN_1D", params=[("t", "{dtype: real, range: [0.999999, 1.0]}")])
# ---------------------------------------------------------------- 3.4 packing
L("s341", "pack positive values", """
  int64_t j = -1;
  for (int64_t i = 0; i < LEN_1D; i++)
    if (b[i] > (real_t)0.) {
      j++;
      a[j] = b[i];
    }
""", ["a:inout", "b:in"], "0")
L("s342", "unpacking", """
  int64_t j = -1;
  for (int64_t i = 0; i < LEN_1D; i++)
    if (a[i] > (real_t)0.) {
      j++;
      a[i] = b[j];
    }
""", ["a:inout", "b:in"], "0")
L("s343", "pack a 2-d array into one dimension", """
  int64_t k = -1;
  for (int64_t i = 0; i < LEN_2D; i++)
    for (int64_t j = 0; j < LEN_2D; j++)
      if (bb[j][i] > (real_t)0.) {
        k++;
        flat[k] = aa[j][i];
      }
""", ["flat:inout", "aa:in", "bb:in"], "0", dim="2")
# ---------------------------------------------------------------- 3.5 loop rerolling
L("s351", "unrolled saxpy, alpha = c[0]", """
  real_t alpha = c[0];
  for (int64_t i = 0; i < LEN_1D; i += 5) {
    a[i] += alpha * b[i];
    a[i + 1] += alpha * b[i + 1];
    a[i + 2] += alpha * b[i + 2];
    a[i + 3] += alpha * b[i + 3];
    a[i + 4] += alpha * b[i + 4];
  }
""", ["a:inout", "b:in", "c:in"], "2 * LEN_1D", constraints=["LEN_1D % 5 == 0"], nbytes="24 * LEN_1D")
L("s1351", "induction pointer recognition", """
  real_t *restrict A = a;
  const real_t *restrict B = b;
  const real_t *restrict C = c;
  for (int64_t i = 0; i < LEN_1D; i++) {
    *A = *B + *C;
    A++;
    B++;
    C++;
  }
""", ["a:out", "b:in", "c:in"], "LEN_1D")
L("s352", "unrolled dot product", """
  real_t d = (real_t)0.;
  for (int64_t i = 0; i < LEN_1D; i += 5)
    d = d + a[i] * b[i] + a[i + 1] * b[i + 1] + a[i + 2] * b[i + 2] + a[i + 3] * b[i + 3] + a[i + 4] * b[i + 4];
  dot[0] = d;
""", ["a:in", "b:in", ("dot", dict(intent="out", shape="[1]", accumulate="LEN_1D"))], "2 * LEN_1D",
  constraints=["LEN_1D % 5 == 0"])
L("s353", "unrolled sparse saxpy (gather)", """
  real_t alpha = c[0];
  for (int64_t i = 0; i < LEN_1D; i += 5) {
    a[i] += alpha * b[ip[i]];
    a[i + 1] += alpha * b[ip[i + 1]];
    a[i + 2] += alpha * b[ip[i + 2]];
    a[i + 3] += alpha * b[ip[i + 3]];
    a[i + 4] += alpha * b[ip[i + 4]];
  }
""", ["a:inout", "b:in", "c:in", ("ip", dict(dtype="i32", intent="in", init="permutation"))], "2 * LEN_1D",
  constraints=["LEN_1D % 5 == 0"], nbytes="28 * LEN_1D")
# ---------------------------------------------------------------- 4. language completeness
L("s421", "equivalence, no overlap: xx[i] = yy[i+1] + a[i] with yy = xx", """
  real_t *yy = xx;
  for (int64_t i = 0; i < LEN_1D - 1; i++)
    xx[i] = yy[i + 1] + a[i];
""", ["xx:inout", "a:in"], "LEN_1D - 1", nbytes="24 * LEN_1D")
L("s1421", "equivalence, no overlap: b[i] = b[LEN_1D/2 + i] + a[i]", """
  const real_t *xx = &b[LEN_1D / 2];
  for (int64_t i = 0; i < LEN_1D / 2; i++)
    b[i] = xx[i] + a[i];
""", ["b:inout", "a:in"], "LEN_1D / 2", nbytes="24 * (LEN_1D / 2)")
L("s422", "common and equivalence, anti-dependence with threshold 4", """
  real_t *xx = flat + 4;
  for (int64_t i = 0; i < LEN_1D; i++)
    xx[i] = flat[i + 8] + a[i];
""", [("flat", dict(intent="inout", shape='["LEN_1D + 8"]')), "a:in"], "LEN_1D", nbytes="24 * LEN_1D")
L("s423", "common and equivalenced variables with anti-dependence (offset 64)", """
  const int64_t vl = 64;
  real_t *xx = flat + vl;
  for (int64_t i = 0; i < LEN_1D - 1; i++)
    flat[i + 1] = xx[i] + a[i];
""", [("flat", dict(intent="inout", shape='["LEN_1D + 63"]')), "a:in"], "LEN_1D - 1", nbytes="24 * LEN_1D")
L("s424", "common and equivalenced variables, overlap (offset 63)", """
  const int64_t vl = 63;
  real_t *xx = flat + vl;
  for (int64_t i = 0; i < LEN_1D - 1; i++)
    xx[i + 1] = flat[i] + a[i];
""", [("flat", dict(intent="inout", shape='["LEN_1D + 63"]')), "a:in"], "LEN_1D - 1", nbytes="24 * LEN_1D")
L("s431", "parameter statement, k = 2*k1 - k2 = 0", """
  const int64_t k1 = 1, k2 = 2, k = 2 * k1 - k2;
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] = a[i + k] + b[i];
""", ["a:inout", "b:in"], "LEN_1D")
L("s441", "arithmetic if", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (d[i] < (real_t)0.)
      a[i] += b[i] * c[i];
    else if (d[i] == (real_t)0.)
      a[i] += b[i] * b[i];
    else
      a[i] += c[i] * c[i];
  }
""", ["a:inout", "b:in", "c:in", "d:in"], "2 * LEN_1D")
L("s442", "computed goto on indx[i]", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    switch (indx[i]) {
    case 2: a[i] += c[i] * c[i]; break;
    case 3: a[i] += d[i] * d[i]; break;
    case 4: a[i] += e[i] * e[i]; break;
    default: a[i] += b[i] * b[i]; break;
    }
  }
""", ["a:inout", "b:in", "c:in", "d:in", "e:in", ("indx", dict(dtype="i32", intent="in", init='{index: "5"}'))],
  "2 * LEN_1D", nbytes="28 * LEN_1D")
L("s443", "arithmetic if", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (d[i] <= (real_t)0.)
      a[i] += b[i] * c[i];
    else
      a[i] += b[i] * b[i];
  }
""", ["a:inout", "b:in", "c:in", "d:in"], "2 * LEN_1D")
L("s451", "intrinsics a[i] = sin(b[i]) + cos(c[i])", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] = SIN(b[i]) + COS(c[i]);
""", ["a:out", "b:in", "c:in"], "LEN_1D")
L("s452", "seq function a[i] = b[i] + c[i] * (i + 1)", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] = b[i] + c[i] * (real_t)(i + 1);
""", ["a:out", "b:in", "c:in"], "2 * LEN_1D")
L("s453", "induction variable recognition s += 2; a[i] = s * b[i]", """
  real_t s = 0.;
  for (int64_t i = 0; i < LEN_1D; i++) {
    s += (real_t)2.;
    a[i] = s * b[i];
  }
""", ["a:out", "b:in"], "2 * LEN_1D")
L("s471", "call statements", """
  int64_t m = LEN_1D;
  for (int64_t i = 0; i < m; i++) {
    x[i] = b[i] + d[i] * d[i];
    s471s();
    b[i] = c[i] + d[i] * e[i];
  }
""", ["x:out", "b:inout", "c:in", "d:in", "e:in"], "4 * LEN_1D", helpers="""
static int s471s(void)
{
  return 0;
}
""")
L("s481", "stop statement: return at the first d[i] < 0 (d is drawn positive)", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (d[i] < (real_t)0.)
      return;
    a[i] += b[i] * c[i];
  }
""", ["a:inout", "b:in", "c:in", ("d", dict(intent="in", init="{domain: positive}"))], "2 * LEN_1D")
L("s482", "loop exit with code before exit (b drawn positive, c negative)", """
  for (int64_t i = 0; i < LEN_1D; i++) {
    a[i] += b[i] * c[i];
    if (c[i] > b[i])
      break;
  }
""", ["a:inout", ("b", dict(intent="in", init="{domain: positive}")),
      ("c", dict(intent="in", init="{domain: negative}"))], "2 * LEN_1D")
L("s491", "indirect addressing on lhs (scatter)", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[ip[i]] = b[i] + c[i] * d[i];
""", ["a:out", "b:in", "c:in", "d:in", ("ip", dict(dtype="i32", intent="in", init="permutation"))], "2 * LEN_1D")
L("s4112", "sparse saxpy a[i] += b[ip[i]] * s (gather)", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] += b[ip[i]] * s;
""", ["a:inout", "b:in", ("ip", dict(dtype="i32", intent="in", init="permutation"))], "2 * LEN_1D",
  params=[("s", "{dtype: real, range: [0.5, 2.0]}")])
L("s4113", "indirect addressing on rhs and lhs", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[ip[i]] = b[ip[i]] + c[i];
""", ["a:out", "b:in", "c:in", ("ip", dict(dtype="i32", intent="in", init="permutation"))], "LEN_1D")
L("s4114", "indirect addressing with variable bounds", """
  for (int64_t i = n1 - 1; i < LEN_1D; i++) {
    int64_t k = ip[i];
    a[i] = b[i] + c[LEN_1D - k + 1 - 2] * d[i];
    k += 5;
    (void)k;
  }
""", ["a:inout", "b:in", "c:in", "d:in", ("ip", dict(dtype="i32", intent="in", init="permutation"))],
  "2 * (LEN_1D - n1 + 1)", sizes=[("n1", "{values: [1, 2, 3], test: 2}")])
L("s4115", "sparse dot product", """
  real_t s = 0.;
  for (int64_t i = 0; i < LEN_1D; i++)
    s += a[i] * b[ip[i]];
  sum[0] = s;
""", ["a:in", "b:in", ("ip", dict(dtype="i32", intent="in", init="permutation")),
      ("sum", dict(intent="out", shape="[1]", accumulate="LEN_1D"))], "2 * LEN_1D")
L("s4116", "more complicated sparse sdot over row j-1 of aa", """
  real_t s = 0.;
  for (int64_t i = 0; i < LEN_2D - 1; i++) {
    int64_t off = inc + i;
    s += a[off] * aa[j - 1][ip[i]];
  }
  sum[0] = s;
""", [("a", dict(intent="in", shape='["LEN_2D - 1 + inc"]')), ("aa", dict(intent="in", shape="[j, LEN_2D]")),
      ("ip", dict(dtype="i32", intent="in", shape='["LEN_2D - 1"]', init='{index: "LEN_2D"}')),
      ("sum", dict(intent="out", shape="[1]", accumulate="LEN_2D"))], "2 * (LEN_2D - 1)", dim="2",
  sizes=[ROW_LEN_2D, ("j", "{values: [1, 2], test: 2}"), ("inc", "{values: [1, 2], test: 2}")], nbytes="20 * LEN_2D")
L("s4117", "seq function a[i] = b[i] + c[i/2] * d[i]", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] = b[i] + c[i / 2] * d[i];
""", ["a:out", "b:in", "c:in", "d:in"], "2 * LEN_1D", nbytes="28 * LEN_1D")
L("s4121", "statement function a[i] += f(b[i], c[i])", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] += f(b[i], c[i]);
""", ["a:inout", "b:in", "c:in"], "2 * LEN_1D", helpers="""
static real_t f(real_t a, real_t b)
{
  return a * b;
}
""")
# ---------------------------------------------------------------- 5. control loops
L("va", "vector assignment", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] = b[i];
""", ["a:out", "b:in"], "0")
L("vag", "vector assignment, gather", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] = b[ip[i]];
""", ["a:out", "b:in", ("ip", dict(dtype="i32", intent="in", init="permutation"))], "0")
L("vas", "vector assignment, scatter", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[ip[i]] = b[i];
""", ["a:out", "b:in", ("ip", dict(dtype="i32", intent="in", init="permutation"))], "0")
L("vif", "vector if", """
  for (int64_t i = 0; i < LEN_1D; i++)
    if (b[i] > (real_t)0.)
      a[i] = b[i];
""", ["a:inout", "b:in"], "0")
L("vpv", "vector plus vector", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] += b[i];
""", ["a:inout", "b:in"], "LEN_1D")
L("vtv", "vector times vector", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] *= b[i];
""", ["a:inout", "b:in"], "LEN_1D")
L("vpvtv", "vector plus vector times vector", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] += b[i] * c[i];
""", ["a:inout", "b:in", "c:in"], "2 * LEN_1D")
L("vpvts", "vector plus vector times scalar", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] += b[i] * s;
""", ["a:inout", "b:in"], "2 * LEN_1D", params=[("s", "{dtype: real, range: [0.5, 2.0]}")])
L("vpvpv", "vector plus vector plus vector", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] += b[i] + c[i];
""", ["a:inout", "b:in", "c:in"], "2 * LEN_1D")
L("vtvtv", "vector times vector times vector", """
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] = a[i] * b[i] * c[i];
""", ["a:inout", "b:in", "c:in"], "2 * LEN_1D")
L("vsumr", "vector sum reduction", """
  real_t s = 0.;
  for (int64_t i = 0; i < LEN_1D; i++)
    s += a[i];
  sum[0] = s;
""", ["a:in", ("sum", dict(intent="out", shape="[1]", accumulate="LEN_1D"))], "LEN_1D")
L("vdotr", "vector dot product reduction", """
  real_t d = 0.;
  for (int64_t i = 0; i < LEN_1D; i++)
    d += a[i] * b[i];
  dot[0] = d;
""", ["a:in", "b:in", ("dot", dict(intent="out", shape="[1]", accumulate="LEN_1D"))], "2 * LEN_1D")
L("vbor", "basic operation rates: 59 flops for 6 loads and 1 store (reads row 0 of aa)", """
  for (int64_t i = 0; i < LEN_2D; i++) {
    real_t a1 = a[i], b1 = b[i], c1 = c[i], d1 = d[i], e1 = e[i], f1 = aa[0][i];
    a1 = a1 * b1 * c1 + a1 * b1 * d1 + a1 * b1 * e1 + a1 * b1 * f1 + a1 * c1 * d1 + a1 * c1 * e1 +
         a1 * c1 * f1 + a1 * d1 * e1 + a1 * d1 * f1 + a1 * e1 * f1;
    b1 = b1 * c1 * d1 + b1 * c1 * e1 + b1 * c1 * f1 + b1 * d1 * e1 + b1 * d1 * f1 + b1 * e1 * f1;
    c1 = c1 * d1 * e1 + c1 * d1 * f1 + c1 * e1 * f1;
    d1 = d1 * e1 * f1;
    x[i] = a1 * b1 * c1 * d1;
  }
""", ["a:in", "b:in", "c:in", "d:in", "e:in", ("aa", dict(intent="in", shape="[1, LEN_2D]")), "x:out"], "59 * LEN_2D",
  dim="2", nbytes="56 * LEN_2D", sizes=[ROW_LEN_2D])

# ---------------------------------------------------------------- ip / indx: TSVC-faithful and random
# TSVC-2 (common.c, init) sets ip[i..i+4] = i+4, i+2, i, i+3, i+1 for each block of 5 (a permutation whose
# gathers stay within 5 elements of i) and indx[i] = (i+1) % 4 + 1 (2, 3, 4, 1, 2, ...). The loops below keep
# their TSVC-2 names with that data (custom initializers exported by reference.c); each also exists as
# <name>_rand with the harder data: ip a uniformly random permutation (scattered gathers, one cache line per
# element) and indx random in 0..4 (an unpredictable branch per element).
TSVC_IP_INIT = """
int tsvc_ip_init(const hpcab_init_ctx *ctx);

/* TSVC-2's ip: in each whole block of 5, ip[i..i+4] = i+4, i+2, i, i+3, i+1; a trailing partial block
 * (n not a multiple of 5) keeps ip[i] = i, so ip stays a permutation of 0..n-1. */
int tsvc_ip_init(const hpcab_init_ctx *ctx)
{
  static const int32_t shuffle[5] = {4, 2, 0, 3, 1};
  if (ctx->array_dtypes[ctx->target] != HPCAB_I32) return 1;
  int32_t *ip = ctx->arrays[ctx->target];
  int64_t n = (int64_t)ctx->array_counts[ctx->target];
  for (int64_t i = 0; i < n; i++) {
    int64_t base = i - i % 5;
    ip[i] = (int32_t)(base + 5 <= n ? base + shuffle[i % 5] : i);
  }
  return 0;
}
"""
TSVC_INDX_INIT = """
int tsvc_indx_init(const hpcab_init_ctx *ctx);

/* TSVC-2's indx: indx[i] = (i + 1) % 4 + 1, the period 2, 3, 4, 1. */
int tsvc_indx_init(const hpcab_init_ctx *ctx)
{
  if (ctx->array_dtypes[ctx->target] != HPCAB_I32) return 1;
  int32_t *indx = ctx->arrays[ctx->target];
  for (size_t i = 0; i < ctx->array_counts[ctx->target]; i++)
    indx[i] = (int32_t)((i + 1) % 4 + 1);
  return 0;
}
"""
IP_NOTE_TSVC = ("ip: TSVC-2's own data (a shuffle within each block of 5, so gathers stay nearly contiguous), from\n"
                "the custom initializer tsvc_ip_init in reference.c: the loop as TSVC-2 measures it. {rand} is the\n"
                "same loop on {kind} (scattered gathers), the harder case.")
IP_NOTE_RAND = ("ip: {kind} (scattered gathers, about one cache line per element): the harder\n"
                "case. {base} is the same loop on TSVC-2's own ip (a shuffle within blocks of 5).")
INDX_NOTE_TSVC = ("indx: TSVC-2's own data, indx[i] = (i+1) % 4 + 1 (periodic 2, 3, 4, 1: a predictable branch), from\n"
                  "the custom initializer tsvc_indx_init in reference.c. s442_rand draws indx at random in 0..4.")
INDX_NOTE_RAND = ("indx: random in 0..4 (0 and 1 take the default case): an unpredictable branch, the harder case.\n"
                  "s442 is the same loop on TSVC-2's own periodic indx (2, 3, 4, 1).")


def with_init(loop, array, init, name=None, title_suffix="", helpers="", note=""):
    """A copy of loop with array's init replaced (and optionally a new name, title suffix, helpers, note)."""
    out = dict(loop)
    arrays = []
    for spec in loop["arrays"]:
        if isinstance(spec, tuple) and spec[0] == array:
            d = dict(spec[1])
            d["init"] = init
            spec = (array, d)
        arrays.append(spec)
    out["arrays"] = arrays
    if name:
        out["name"] = name
    out["title"] = loop["title"] + title_suffix
    out["helpers"] = loop["helpers"] + helpers
    out["note"] = note
    return out


def add_data_variants():
    """Gives every ip/indx loop TSVC-2's data and adds its <name>_rand twin on random data."""
    by_name = {lp["name"]: i for i, lp in enumerate(LOOPS)}
    extra = []
    for name in ["s353", "s491", "s4112", "s4113", "s4114", "s4115", "s4116", "vag", "vas"]:
        i = by_name[name]
        loop = LOOPS[i]
        rand_init = dict(dict((s[0], s[1]) for s in loop["arrays"] if isinstance(s, tuple))["ip"])["init"]
        perm = rand_init == "permutation"
        kind = "a uniformly random permutation" if perm else "uniformly random indices in [0, LEN_2D), repeats allowed"
        LOOPS[i] = with_init(loop, "ip", "{function: tsvc_ip_init}", title_suffix=" (ip: TSVC-2's)",
                             helpers=TSVC_IP_INIT, note=IP_NOTE_TSVC.format(rand=name + "_rand", kind=kind))
        extra.append(with_init(loop, "ip", rand_init, name=name + "_rand",
                               title_suffix=" (ip: random " + ("permutation" if perm else "indices") + ")",
                               note=IP_NOTE_RAND.format(kind=kind, base=name)))
    i = by_name["s442"]
    loop = LOOPS[i]
    LOOPS[i] = with_init(loop, "indx", "{function: tsvc_indx_init}", title_suffix=" (indx: TSVC-2's 2, 3, 4, 1)",
                         helpers=TSVC_INDX_INIT, note=INDX_NOTE_TSVC)
    extra.append(with_init(loop, "indx", '{index: "5"}', name="s442_rand", title_suffix=" (indx: random in 0..4)",
                           note=INDX_NOTE_RAND))
    LOOPS.extend(extra)


add_data_variants()

# The vdotr/s000 signatures are fixed by issue 9: keep their argument order as written above.

ESIZE = {"real": 8, "i32": 4, "i64": 8}


def default_shape(name, dim):
    n1 = "LEN_1D" if "1" in dim else "LEN_2D"
    if name in VEC:
        return f"[{n1}]"
    if name in MAT:
        return "[LEN_2D, LEN_2D]"
    if name == "flat":
        return '["LEN_2D * LEN_2D"]'
    raise SystemExit(f"no default shape for {name}")


def parse_arrays(loop):
    out = []
    for spec in loop["arrays"]:
        if isinstance(spec, str):
            name, intent = spec.split(":")
            d = dict(intent=intent)
        else:
            name, d = spec[0], dict(spec[1])
        d.setdefault("dtype", "real")
        if "shape" not in d:
            d["shape"] = default_shape(name, loop["dim"])
        out.append((name, d))
    return out


def shape_elems(shape):
    inner = shape.strip()[1:-1]
    parts = [p.strip().strip('"') for p in re.split(r',(?=(?:[^"]*"[^"]*")*[^"]*$)', inner)]
    return " * ".join(f"({p})" if not re.fullmatch(r"\w+", p) else p for p in parts)


def ctype(dtype):
    return {"real": "real_t", "i32": "int32_t", "i64": "int64_t"}[dtype]


# Loops with device residency: their reference.cu (the device reference, written by hand, not by
# this script) lives beside the generated kernel.yaml and reference.c.
DEVICE_LOOPS = {"s000", "vdotr", "vsumr"}


def emit(loop):
    name = loop["name"]
    arrays = parse_arrays(loop)
    sizes = []
    if "1" in loop["dim"] or any("LEN_1D" in d["shape"] for _, d in arrays):
        sizes.append(SIZE1)
    if "2" in loop["dim"]:
        sizes.append(SIZE2)
    if name == "s176":
        sizes = [("LEN_1D", "{range: [1000, 40000], test: 1000}")]
    own = dict(loop["sizes"])
    sizes = [(sn, own.get(sn, sv)) for sn, sv in sizes]
    sizes += [(sn, sv) for sn, sv in loop["sizes"] if sn not in dict(sizes)]
    params = loop["params"]
    if loop["nbytes"] is None:
        terms = []
        for an, d in arrays:
            k = ESIZE[d["dtype"]] * (2 if d["intent"] == "inout" else 1)
            terms.append(f"{k} * {shape_elems(d['shape'])}")
        nbytes = " + ".join(terms)
    else:
        nbytes = loop["nbytes"]
    y = [f"# TSVC-2 loop {name}, generated by kernels/llr/gen.py: edit the table there, not this file."]
    y += [f"# {line}" for line in loop["note"].split("\n") if line]
    y += [
         f"name: {name}", f'title: "{loop["title"]}"', "track: llr", "dwarf: null", f"level: {loop['level']}",
         f"symbol: {name}", "precisions: [f64, f32]", "sizes:"]
    for sn, sv in sizes:
        y.append(f"  {sn}: {sv}")
    if loop["constraints"]:
        y.append("constraints: [" + ", ".join(f'"{c}"' for c in loop["constraints"]) + "]")
    if params:
        y.append("params:")
        for pn, pv in params:
            y.append(f"  {pn}: {pv}")
    y.append("arrays:")
    for an, d in arrays:
        fields = [f"dtype: {d['dtype']}", f"shape: {d['shape']}", f"intent: {d['intent']}"]
        if "init" in d:
            fields.append(f"init: {d['init']}")
        if "accumulate" in d:
            fields.append(f'accumulate: "{d["accumulate"]}"')
        y.append(f"  {an}: {{{', '.join(fields)}}}")
    args = [an for an, _ in arrays] + [sn for sn, _ in sizes] + [pn for pn, _ in params]
    y.append("args: [" + ", ".join(args) + "]")
    y.append(f'cost: {{bytes: "{nbytes}", flops: "{loop["flops"]}"}}')
    y.append("reference: reference.c")
    y.append("baseline: reference")
    if name in DEVICE_LOOPS:  # a hand-written device reference beside the generated files (issue 18)
        y.append("residencies: [host, device]")
        y.append("reference_device: reference.cu")
    cargs = []
    for an, d in arrays:
        const = "const " if d["intent"] == "in" else ""
        cargs.append(f"{const}{ctype(d['dtype'])} *restrict {an}")
    cargs += [f"int64_t {sn}" for sn, _ in sizes]
    cargs += [f"real_t {pn}" for pn, _ in params]
    body = flat2d(loop["body"].strip("\n"))
    src = [f"/* TSVC-2 {name}: {loop['title']}.", " * One pass of the loop; generated by kernels/llr/gen.py. */",
           '#include "hpcab/kernel.h"']
    if "hpcab_init_ctx" in loop["helpers"]:
        src.append('#include "hpcab/rng.h"')
    if "ABS(" in body:
        src.append("\n#define ABS(x) ((x) < 0 ? -(x) : (x))")
    if "SIN(" in body:
        src += ["#include <math.h>", "#if defined(HPCAB_PREC_F32)", "#define SIN sinf", "#define COS cosf",
                "#else", "#define SIN sin", "#define COS cos", "#endif"]
    if loop["helpers"]:
        src.append(loop["helpers"].rstrip("\n"))
    src.append("")
    src.append(f"void {name}({', '.join(cargs)})")
    src.append("{")
    src.append(body)
    src.append("}")
    d = os.path.join(HERE, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "kernel.yaml"), "w") as f:
        f.write("\n".join(y) + "\n")
    with open(os.path.join(d, "reference.c"), "w") as f:
        f.write("\n".join(src) + "\n")


def main():
    names = [lp["name"] for lp in LOOPS]
    assert len(names) == len(set(names)), "duplicate loop"
    for lp in LOOPS:
        emit(lp)
    print(f"gen.py: wrote {len(LOOPS)} loops")


if __name__ == "__main__":
    main()
