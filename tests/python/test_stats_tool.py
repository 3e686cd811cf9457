"""hpcab-stats against numpy/scipy: efficacy (t-tests, log-t intervals, McNemar, BH over the panel),
crediting, geometric means and Benjamini-Hochberg."""
import numpy as np
import pytest
import scipy.stats as ss


def parse_pairs(text):
    """Parses the tool's 'key value' lines into a dict of strings."""
    return dict(line.split(None, 1) for line in text.strip().splitlines())


HEADER = "kernel,solved,speedup,input_tokens,cached_tokens,output_tokens\n"


def write_csv(path, rows):
    path.write_text(HEADER + "".join("%s,%d,%r,%r,%r,%r\n" % r for r in rows))
    return path


def random_arm(rng, kernels, p_solved, speed):
    rows = []
    for k in kernels:
        solved = rng.random() < p_solved
        rows.append((k, solved, float(np.exp(rng.normal(np.log(speed), 0.4))) if solved else 0.0,
                     float(rng.integers(1000, 90000)), float(rng.integers(0, 50000)), float(rng.integers(100, 9000))))
    return rows


def expected(control, treatment, w=(1, 0.1, 1), conf=0.95):
    t = {r[0]: r for r in treatment}
    pairs = [(c, t[c[0]]) for c in control if c[0] in t]
    ls = np.array([np.log(b[2]) - np.log(a[2]) for a, b in pairs if a[1] and b[1]])
    cost = lambda r: w[0] * r[3] + w[1] * r[4] + w[2] * r[5]
    lc = np.array([np.log(cost(a)) - np.log(cost(b)) for a, b in pairs if cost(a) > 0 and cost(b) > 0])
    res = {}
    for name, lg in (("rho_S", ls), ("rho_C", lc)):
        lo, hi = ss.t.interval(conf, len(lg) - 1, loc=lg.mean(), scale=ss.sem(lg))
        res[name] = (len(lg), np.exp(lg.mean()), np.exp(lo), np.exp(hi), ss.ttest_1samp(lg, 0).pvalue)
    b = sum(1 for a, c in pairs if a[1] and not c[1])
    c = sum(1 for a, d in pairs if d[1] and not a[1])
    res["solved"] = (b, c, min(1.0, 2 * ss.binom.cdf(min(b, c), b + c, 0.5)) if b + c else 1.0)
    return res


def parse_table(text):
    blocks, cur = [], None
    for line in text.splitlines():
        f = line.split()
        if line.startswith("treatment:"):
            cur = {}
            blocks.append(cur)
        elif cur is not None and f and f[0] in ("rho_S", "rho_C", "solved"):
            cur[f[0]] = [float("nan") if v == "-" else float(v) for v in f[1:]]
    return blocks


def rel(a, b):
    return abs(a - b) / abs(b)


def test_efficacy_matches_scipy_with_bh_over_the_panel(tool, tmp_path):
    rng = np.random.default_rng(7)
    kernels = ["llr/s%03d" % i for i in range(60)]
    control = random_arm(rng, kernels, 0.6, 1.5)
    t1 = random_arm(rng, kernels, 0.75, 2.0)
    t2 = random_arm(rng, kernels[5:], 0.6, 1.4)  # five kernels only in the control
    files = [write_csv(tmp_path / n, r) for n, r in (("c.csv", control), ("t1.csv", t1), ("t2.csv", t2))]
    r = tool("hpcab-stats", "efficacy", *files)
    assert "5 kernels only in the control" in r.stderr
    blocks = parse_table(r.stdout)
    assert len(blocks) == 2
    ps = []
    for blk, tr in zip(blocks, (t1, t2)):
        exp = expected(control, tr)
        for name in ("rho_S", "rho_C"):
            n, val, lo, hi, p = exp[name]
            got = blk[name]
            assert got[0] == n
            # the table prints 6 significant digits
            for g, e in zip(got[1:5], (val, lo, hi, p)):
                assert rel(g, e) < 1e-5, (name, got, exp[name])
            ps.append(p)
        b, c, p = exp["solved"]
        assert rel(blk["solved"][4], p) < 1e-5
        ps.append(p)
    q = ss.false_discovery_control(ps, method="bh")
    got_q = [blocks[0]["rho_S"][5], blocks[0]["rho_C"][5], blocks[0]["solved"][5],
             blocks[1]["rho_S"][5], blocks[1]["rho_C"][5], blocks[1]["solved"][5]]
    for g, e in zip(got_q, q):
        assert rel(g, e) < 1e-5


def test_efficacy_weights_option_changes_the_cost(tool, tmp_path):
    rows_c = [("a", 1, 1.0, 100.0, 1000.0, 0.0), ("b", 1, 1.0, 100.0, 0.0, 0.0)]
    rows_t = [("a", 1, 2.0, 50.0, 0.0, 0.0), ("b", 1, 2.0, 50.0, 0.0, 0.0)]
    c, t = write_csv(tmp_path / "c.csv", rows_c), write_csv(tmp_path / "t.csv", rows_t)
    blk = parse_table(tool("hpcab-stats", "efficacy", c, t, "--weights", "1,0,1").stdout)[0]
    assert blk["rho_C"][1] == pytest.approx(2.0, rel=1e-5)
    blk = parse_table(tool("hpcab-stats", "efficacy", c, t).stdout)[0]
    assert blk["rho_C"][1] == pytest.approx(np.sqrt(4.0 * 2.0), rel=1e-5)


def test_efficacy_rejects_a_wrong_header_with_its_location(tool, tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text("kernel,solved,speed,input_tokens,cached_tokens,output_tokens\n")
    r = tool("hpcab-stats", "efficacy", bad, bad, check=False)
    assert r.returncode == 2
    assert "bad.csv:1: header column 3 is 'speed'" in r.stderr


def test_geomean_and_bh_tools_match_scipy(tool, tmp_path):
    rng = np.random.default_rng(3)
    x = np.exp(rng.normal(0.3, 0.7, 25))
    f = tmp_path / "x.txt"
    f.write_text("".join("%r\n" % float(v) for v in x))
    out = parse_pairs(tool("hpcab-stats", "geomean", f, "--confidence", "0.9").stdout)
    lg = np.log(x)
    lo, hi = ss.t.interval(0.9, len(x) - 1, loc=lg.mean(), scale=ss.sem(lg))
    assert rel(float(out["geomean"]), np.exp(lg.mean())) < 1e-13
    assert rel(float(out["lo"]), np.exp(lo)) < 1e-12 and rel(float(out["hi"]), np.exp(hi)) < 1e-12
    p = rng.uniform(0, 1, 40) ** 2
    f.write_text("".join("%r\n" % float(v) for v in p))
    got = [float(v) for v in tool("hpcab-stats", "bh", f).stdout.split()]
    assert np.allclose(got, ss.false_discovery_control(p), rtol=1e-14, atol=0)


def test_credit_tool_applies_the_design_rule(tool, tmp_path):
    rng = np.random.default_rng(11)
    ref, cand = rng.lognormal(np.log(1e5), 0.05, 15), rng.lognormal(np.log(8e4), 0.05, 15)
    a, b = tmp_path / "r.txt", tmp_path / "c.txt"
    a.write_text("".join("%r\n" % float(v) for v in ref))
    b.write_text("".join("%r\n" % float(v) for v in cand))
    out = parse_pairs(tool("hpcab-stats", "credit", a, b).stdout)
    p = ss.mannwhitneyu(cand, ref, alternative="less").pvalue
    assert out["direction"] == "less"
    assert rel(float(out["p"]), p) < 1e-10
    assert rel(float(out["credited"]), np.median(ref) / np.median(cand) if p < 0.1 else 1.0) < 1e-15
