"""hpcab-judge report (issue 19, point 5): one self-contained HTML page of a verdict — inline SVG and
CSS, no script, nothing fetched — with a forest plot of the credited speedups and each timed input's
timing distributions, from a verdict file (with or without samples) or from the store by grade key.
Rendered in a real browser: headless Chromium takes a screenshot, and the PNG must be the page's size,
not blank, and show both sides' colours. Skipped only where Chromium is not installed (outside CI;
tools/install-deps.sh installs it)."""
import json
import os
import re
import shutil
import struct
import subprocess
import zlib

import pytest

from judgelib import SMALL, candidate, judge_exe

REF_COLOR, CAND_COLOR, CREDIT_COLOR = (0x4C, 0x78, 0xA8), (0xE4, 0x57, 0x56), (0x2E, 0x7D, 0x32)


@pytest.fixture(scope="module")
def verdict_file(tmp_path_factory):
    """A graded verdict of s000_fast with its samples, two timed inputs, and the state it is stored in."""
    from judgelib import Judge
    root = tmp_path_factory.mktemp("report")
    j = Judge(root / "state")
    r = j.run("grade", "s000", candidate("s000_fast"), "--json", "--samples", "--budget", "0.2", "--inputs", "2")
    assert r.returncode == 0, r.stderr
    path = root / "verdict.json"
    path.write_text(r.stdout)
    return j, path, json.loads(r.stdout)


def report(*args, env=None):
    return subprocess.run([str(judge_exe()), "report", *map(str, args)], capture_output=True, text=True, env=env,
                          timeout=120)


def self_contained(html):
    low = html.lower()
    assert low.startswith("<!doctype html>") and "</html>" in low
    assert "<script" not in low, "no script"
    assert not re.search(r"(src|href)\s*=", low), "no external resource"
    assert "url(" not in low and "@import" not in low and "http://" not in low and "https://" not in low


def test_the_page_from_a_verdict_with_samples_is_self_contained_and_shows_every_part(verdict_file, tmp_path):
    _, path, v = verdict_file
    out = tmp_path / "r.html"
    r = report(path, "-o", out)
    assert r.returncode == 0 and r.stdout == "", r.stderr
    html = out.read_text()
    self_contained(html)
    assert html.count('<svg class="forest"') == 1 and html.count('<svg class="dist"') == len(v["inputs"]) == 2
    assert "Credited speedups" in html and "Timing distributions" in html and "Sandbox guards" in html
    assert "s000_fast.c" in html and "llr/s000" in html and f"{v['speedup']:.3f}×" in html
    for g in v["guards"]["applied"]:
        assert f">{g}<" in html
    for i in v["inputs"]:
        assert f"credited {i['credited']:.3g}×" in html
    assert "carries no raw samples" not in html
    assert html.count("<rect") > 2 * 10, "histogram bars of both sides"


def test_the_page_scales_with_the_window_and_shows_each_intervals_ends_over_its_markers(verdict_file, tmp_path):
    _, path, v = verdict_file
    out = tmp_path / "r.html"
    assert report(path, "-o", out).returncode == 0
    html = out.read_text()
    assert "max-width:800px" not in html and "svg{max-width:100%;height:auto}" in html
    assert html.count('class="ci-end"') == 2 * len(v["inputs"])  # drawn after the markers: a tight one shows
    assert html.index('class="ci-end"') > html.index("<circle")


def test_the_page_from_a_verdict_without_samples_draws_the_quartiles_and_says_so(verdict_file, tmp_path):
    _, _, v = verdict_file
    v = dict(v)
    del v["samples"]
    src = tmp_path / "plain.json"
    src.write_text(json.dumps(v))
    r = report(src)
    assert r.returncode == 0, r.stderr
    self_contained(r.stdout)
    assert "carries no raw samples" in r.stdout and r.stdout.count('<svg class="dist"') == 2


def test_the_page_from_the_store_by_grade_key_or_latest_has_the_samples(verdict_file, tmp_path):
    j, _, v = verdict_file
    for key in (v["grade_key"], v["grade_key"][:10], "latest"):
        r = report(key, "--state-dir", j.state)
        assert r.returncode == 0, r.stderr
        self_contained(r.stdout)
        assert "carries no raw samples" not in r.stdout and "(from the store)" in r.stdout
        assert r.stdout.count('<svg class="dist"') == 2
    env = dict(os.environ, HPCAB_STATE_DIR=str(j.state))
    assert report("latest", env=env).returncode == 0


def test_the_page_of_a_failed_verdict_shows_the_reason(judge, tmp_path):
    rc, v = judge.grade_json("s000", candidate("s000_wrong"), *SMALL)
    src = tmp_path / "wrong.json"
    src.write_text(json.dumps(v))
    r = report(src)
    assert r.returncode == 0
    self_contained(r.stdout)
    assert "incorrect" in r.stdout and 'class="verdict fail"' in r.stdout and "<svg" not in r.stdout


def test_report_errors_exit_2(tmp_path, verdict_file):
    j, _, _ = verdict_file
    bad = tmp_path / "bad.json"
    bad.write_text('{"not": "a verdict"}')
    assert report(bad).returncode == 2
    bad.write_text("{")
    r = report(bad)
    assert r.returncode == 2 and "bad.json" in r.stderr
    assert report("fedcba9876", "--state-dir", j.state).returncode == 2
    assert report(tmp_path / "missing.json").returncode == 2
    assert report().returncode == 2


# ---- in a real browser ----

def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        exe = shutil.which(name)
        if exe:
            return exe
    if os.environ.get("CI"):
        pytest.fail("chromium is missing (tools/install-deps.sh installs it)")
    pytest.skip("chromium is not installed")


def read_png(path):
    """(width, height, rows of RGB tuples) of an 8-bit non-interlaced PNG (gray, RGB, gray-alpha or RGBA)."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            assert depth == 8 and interlace == 0 and ctype in (0, 2, 4, 6), (depth, ctype, interlace)
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + n
    bpp = {0: 1, 2: 3, 4: 2, 6: 4}[ctype]
    raw, stride, prev, rows = zlib.decompress(idat), width * bpp, bytearray(width * bpp), []
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b, c = prev[x], prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[i:i + 3]) if bpp >= 3 else (line[i],) * 3 for i in range(0, stride, bpp)])
        prev = line
    return width, height, rows


def near(c, target, tol=40):
    return all(abs(x - t) <= tol for x, t in zip(c, target))


def test_chromium_renders_the_page_with_both_sides_and_the_credited_speedups(verdict_file, tmp_path):
    exe = chromium()
    _, path, _ = verdict_file
    html = tmp_path / "page.html"
    assert report(path, "-o", html).returncode == 0
    png = tmp_path / "page.png"
    r = subprocess.run([exe, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        f"--user-data-dir={tmp_path / 'profile'}", "--window-size=860,1200",
                        f"--screenshot={png}", html.as_uri()], capture_output=True, text=True, timeout=180)
    assert png.exists() and png.stat().st_size > 10000, r.stderr[-2000:]
    width, height, rows = read_png(png)
    assert (width, height) == (860, 1200)
    pixels = [p for row in rows[::2] for p in row[::2]]
    colours = set(pixels)
    assert len(colours) > 200, f"only {len(colours)} colours: a blank or broken page"
    white = sum(1 for p in pixels if p == (255, 255, 255)) / len(pixels)
    assert 0.3 < white < 0.98, f"white share {white:.2f}"
    for name, target in (("reference", REF_COLOR), ("candidate", CAND_COLOR), ("credited", CREDIT_COLOR)):
        assert sum(1 for p in pixels if near(p, target)) > 50, f"no {name} colour on the page"


def test_the_readme_shows_a_generated_picture_of_a_report():
    from judgelib import ROOT
    readme = (ROOT / "README.md").read_text()
    m = re.search(r"!\[[^\]]*\]\((examples/[^)]+\.png)\)", readme)
    assert m, "README.md shows a picture"
    width, height, rows = read_png(ROOT / m.group(1))
    assert 600 <= width <= 1200 and 400 <= height <= 2000 and (ROOT / m.group(1)).stat().st_size < 300_000
    pixels = {p for row in rows[::4] for p in row[::4]}
    assert len(pixels) > 100 and any(near(p, REF_COLOR) for p in pixels) and any(near(p, CAND_COLOR) for p in pixels)


def test_a_p_value_below_what_a_double_prints_reads_below_1e_16_never_0(verdict_file, tmp_path):
    _, path, v = verdict_file
    v["inputs"][0]["p_value"] = 0.0
    tiny = tmp_path / "tiny_p.json"
    tiny.write_text(json.dumps(v))
    out = tmp_path / "tiny_p.html"
    assert report(tiny, "-o", out).returncode == 0
    html = out.read_text()
    assert "p &lt; 1e-16" in html and "p = 0," not in html and "p = 0;" not in html
