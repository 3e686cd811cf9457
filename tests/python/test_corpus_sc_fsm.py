"""sc/finite_state_machines references (KMP, a table DFA, UTF-8 decoding, canonical Huffman decoding, a
tokenizer, bit-parallel approximate matching) against independent formulations: Python's codecs and
re module, a parallel-prefix composition of transition functions, RFC 1951's code construction,
Sellers' dynamic program."""
import re

import numpy as np

from sc_refs import ref, run_initializers  # noqa: F401  (ref is a fixture)

FS = "sc/finite_state_machines/"
rng = np.random.default_rng(71)


def test_kmp_counts_overlapping_occurrences(ref):
    text = rng.integers(0, 2, 2000).astype(np.uint8)
    pat = np.array([1, 0, 1, 1], dtype=np.uint8)
    o = ref(FS + "kmp", "f64", text=text, pattern=pat, N=2000, M=4)
    assert o["count"][0] == len(re.findall(b"(?=\x01\x00\x01\x01)", text.tobytes()))
    np.testing.assert_array_equal(o["fail"], [0, 0, 1, 1])


def test_dfa_run_matches_composed_transition_functions(ref):
    n, ns, na = 3000, 16, 4
    delta = rng.integers(0, ns, (ns, na)).astype(np.int32)
    acc = rng.integers(0, 2, ns).astype(np.uint8)
    text = rng.integers(0, na, n).astype(np.uint8)
    o = ref(FS + "dfa_run", "f64", delta=delta, accepting=acc, text=text, N=n, NS=ns, NA=na)
    # parallel prefix: f[i] is the state map of text[0..i]; compose pairs with stride doubling
    f = delta[:, text].T.copy()  # f[i][q] = delta[q][text[i]]
    step = 1
    while step < n:
        g = f.copy()
        g[step:] = np.take_along_axis(f[step:], f[:-step], axis=1)  # apply f[i - step] first, then f[i]
        f, step = g, step * 2
    states = f[:, 0]
    assert o["final"][0] == states[-1]
    assert o["accepted"][0] == acc[states].astype(bool).sum()


def test_utf8_decode_matches_python_replace(ref):
    for trial in range(3):
        raw = rng.integers(0, 256, 600).astype(np.uint8) if trial == 0 else run_initializers(
            ref.lib(FS + "utf8_decode", "f64"), {"N": 4000}, [("text", np.uint8, 4000, "utf8_text")], seed=trial)["text"]
        o = ref(FS + "utf8_decode", "f64", text=raw, N=len(raw))
        want = np.array([ord(ch) for ch in raw.tobytes().decode("utf-8", errors="replace")], dtype=np.uint32)
        n = o["ncp"][0]
        assert n == len(want)
        np.testing.assert_array_equal(o["cp"][:n], want)
        assert not o["cp"][n:].any()
        if trial:  # the initializer's text: mostly valid, every length present
            assert (want > 0xFFFF).sum() > 100 and (want == 0xFFFD).sum() < len(want) // 10


def test_utf8_decode_edge_cases(ref):
    cases = [b"\xe2\x82\xac", b"\xe2\x82A", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xc0\xaf", b"\xf0\x9f\x98",
             b"a\xf0\x9f\x98\x80b", b"\xe0\x80\x80"]
    for c in cases:
        arr = np.frombuffer(c, dtype=np.uint8).copy()
        o = ref(FS + "utf8_decode", "f64", text=arr, N=len(arr))
        want = [ord(ch) for ch in c.decode("utf-8", errors="replace")]
        assert list(o["cp"][:o["ncp"][0]]) == want, c


def canonical_codes(lengths):
    """RFC 1951, 3.2.2: bl_count, next_code, then consecutive codes per length in symbol order."""
    maxlen = max(lengths)
    bl_count = [0] * (maxlen + 1)
    for L in lengths:
        if L:
            bl_count[L] += 1
    code, next_code = 0, [0] * (maxlen + 2)
    for bits in range(1, maxlen + 1):
        code = (code + bl_count[bits - 1]) << 1 if bits > 1 else 0
        next_code[bits] = code
    table = {}
    for s, L in enumerate(lengths):
        if L:
            table[format(next_code[L], f"0{L}b")] = s
            next_code[L] += 1
    return table


def test_huffman_decode_matches_rfc1951_codes(ref):
    for nsym in (16, 64, 256):
        lengths = run_initializers(ref.lib(FS + "huffman_decode", "f64"), {"NSYM": nsym},
                                   [("lengths", np.uint8, nsym, "huffman_lengths")], seed=nsym)["lengths"]
        assert sum(2.0 ** -int(L) for L in lengths) == 1.0  # a complete prefix code
        nout = 500
        bits = rng.integers(0, 256, 2 * nout).astype(np.uint8)
        o = ref(FS + "huffman_decode", "f64", lengths=lengths, bits=bits, NOUT=nout, NSYM=nsym)
        table, stream, cur, want = canonical_codes(list(map(int, lengths))), "".join(format(b, "08b") for b in bits), "", []
        for ch in stream:
            cur += ch
            if cur in table:
                want.append(table[cur])
                cur = ""
                if len(want) == nout:
                    break
        assert o["ndec"][0] == len(want)
        np.testing.assert_array_equal(o["out"], np.r_[want, -np.ones(nout - len(want))].astype(np.int32))


def test_lexer_matches_a_regular_expression_scanner(ref):
    text = run_initializers(ref.lib(FS + "lexer", "f64"), {"N": 5000}, [("text", np.uint8, 5000, "source_text")])["text"]
    text[100:110] = np.frombuffer(b"12.ab 3.4.", dtype=np.uint8)
    o = ref(FS + "lexer", "f64", text=text, N=len(text))
    tok = re.compile(rb"(?P<id>[A-Za-z_][A-Za-z0-9_]*)|(?P<num>[0-9]+(?:\.[0-9]+)?)|(?P<ws>[ \t\r\n]+)|(?P<op>[!-~])|(?P<bad>[\x00-\xff])",
                     re.S)
    kinds = {"id": 0, "num": 1, "op": 2, "bad": 3}
    starts, ks = [], []
    for m in tok.finditer(text.tobytes()):
        if m.lastgroup != "ws":
            starts.append(m.start())
            ks.append(kinds[m.lastgroup])
    n = o["ntok"][0]
    assert n == len(starts) and n > 500
    np.testing.assert_array_equal(o["tok_start"][:n], starts)
    np.testing.assert_array_equal(o["tok_kind"][:n], ks)
    np.testing.assert_array_equal(o["counts"], np.bincount(ks, minlength=4))
    assert np.all(o["tok_start"][n:] == -1) and np.all(o["tok_kind"][n:] == 255)


def sellers(text, pat, k):
    """Ends of approximate occurrences: D[i][j] = edit distance of pattern[:i] to the best text substring
    ending at j (D[0][j] = 0); each column updated with a prefix-min scan along the pattern."""
    m = len(pat)
    col = np.arange(m + 1)
    i = np.arange(m + 1)
    hits = 0
    for c in text:
        t = np.empty(m + 1, dtype=np.int64)
        t[0] = 0
        t[1:] = np.minimum(col[:-1] + (pat != c), col[1:] + 1)
        col = np.minimum.accumulate(t - i) + i
        hits += col[m] <= k
    return hits


def test_bitap_search_matches_sellers_dp(ref):
    text = rng.integers(0, 4, 1500).astype(np.uint8)
    for m, k in ((8, 0), (8, 1), (12, 2), (16, 3)):
        pat = rng.integers(0, 4, m).astype(np.uint8)
        text[200:200 + m] = pat  # at least one exact occurrence
        got = ref(FS + "bitap_search", "f64", text=text, pattern=pat, N=len(text), M=m, K=k)["count"][0]
        assert got == sellers(text, pat, k) and got >= 1
