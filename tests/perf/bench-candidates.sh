#!/usr/bin/env bash
# Times the example fast candidates (examples/candidates/*_fast.c) against their references, f64, at
# sizes from the upper half of each kernel's range. Every source is compiled with CFLAGS (default -O3)
# plus -fopenmp; the references are single-threaded by construction. OMP_NUM_THREADS defaults to the
# number of cores. Prints one row per kernel and size: median ms of each side, the ratio, the max
# relative difference of the outputs.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
cflags=${CFLAGS:--O3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc() { gcc -std=c17 $cflags -fopenmp -I "$top/include" -DHPCAB_PREC_F64 "$@"; }
cc -Ds000=ref_s000 -c "$top/kernels/llr/s000/reference.c" -o "$tmp/r1.o"
cc -Ds000=cand_s000 -c "$top/examples/candidates/s000_fast.c" -o "$tmp/c1.o"
cc -Dvdotr=ref_vdotr -c "$top/kernels/llr/vdotr/reference.c" -o "$tmp/r2.o"
cc -Dvdotr=cand_vdotr -c "$top/examples/candidates/vdotr_fast.c" -o "$tmp/c2.o"
cc -Dgemm=ref_gemm -c "$top/kernels/sc/dense_linear_algebra/gemm/reference.c" -o "$tmp/r3.o"
cc -Dgemm=cand_gemm -c "$top/examples/candidates/gemm_fast.c" -o "$tmp/c3.o"
cc "$top/tests/perf/bench_candidates.c" "$tmp"/*.o -lm -o "$tmp/bench"
OMP_NUM_THREADS=${OMP_NUM_THREADS:-$(nproc)} OMP_PROC_BIND=${OMP_PROC_BIND:-true} "$tmp/bench"
