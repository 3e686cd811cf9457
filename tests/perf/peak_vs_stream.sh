#!/usr/bin/env bash
# Benchmark: hpcab-peak's triad bandwidth against a plain single-file STREAM-style triad
# (stream_triad.c, compiled here with `cc -O3 -fopenmp`), in the same run, on the same working set,
# thread count and repetitions, alternating ROUNDS times. Prints one row per round, the medians and
# the ratio hpcab-peak / plain (goal: within 10%, i.e. 0.90..1.10). The best round of each side is
# printed too: on a machine shared with other jobs the best (STREAM's own statistic) is the steadier.
# usage: tests/perf/peak_vs_stream.sh [BUILDDIR] [ROUNDS] [THREADS]   (defaults: build, 7, every core)
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build}
rounds=${2:-7}
threadarg=()
[ -n "${3:-}" ] && threadarg=(--threads "$3")
peak=$build/tools/hpcab-peak
[ -x "$peak" ] || { echo "peak_vs_stream: $peak not built" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
${CC:-cc} -O3 -fopenmp -o "$tmp/stream_triad" "$top/tests/perf/stream_triad.c"

field() { python3 -c "import json,sys; print(json.load(sys.stdin)['$1'])"; }
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }

# The profile's settings (working set, threads, repetitions) drive the plain triad too.
"$peak" --refresh --json "${threadarg[@]}" >"$tmp/p.json"
ws=$(field working_set_bytes <"$tmp/p.json")
threads=$(field threads <"$tmp/p.json")
reps=$(field repetitions <"$tmp/p.json")
n=$((ws / 24))
echo "working set $ws bytes ($n doubles per array), $threads threads, best of $reps passes, $rounds rounds"
printf '%-6s %14s %14s %8s\n' round hpcab-peak plain ratio
pk=() pl=()
for r in $(seq 1 "$rounds"); do
  a=$("$peak" --refresh --json "${threadarg[@]}" | field triad_gbps)
  b=$(OMP_NUM_THREADS=$threads OMP_PROC_BIND=close OMP_PLACES=cores "$tmp/stream_triad" "$n" "$reps" \
      | awk '/^triad_gbps/ {print $2}')
  pk+=("$a") pl+=("$b")
  printf '%-6s %14.2f %14.2f %8.3f\n' "$r" "$a" "$b" "$(awk -v a="$a" -v b="$b" 'BEGIN {print a / b}')"
done
ma=$(median "${pk[@]}") mb=$(median "${pl[@]}")
ratio=$(awk -v a="$ma" -v b="$mb" 'BEGIN {printf "%.3f", a / b}')
printf '%-6s %14.2f %14.2f %8s\n' median "$ma" "$mb" "$ratio"
best() { printf '%s\n' "$@" | sort -g | tail -1; }
ba=$(best "${pk[@]}") bb=$(best "${pl[@]}")
bratio=$(awk -v a="$ba" -v b="$bb" 'BEGIN {printf "%.3f", a / b}')
printf '%-6s %14.2f %14.2f %8s\n' best "$ba" "$bb" "$bratio"
verdict=$(awk -v r="$ratio" 'BEGIN {print (r >= 0.9 && r <= 1.1) ? "within 10%" : "OUTSIDE 10%"}')
echo "triad GB/s, hpcab-peak / plain STREAM triad: medians $ratio ($verdict), best $bratio"
