#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (-fsanitize=fuzzer,address,undefined) in build-fuzz/ and runs
# each over its seed corpus: fuzz_manifest for SECONDS (default 60; CI needs the full 60 s) over
# tests/manifests/, the others (npy, secrets, srccheck, objcheck) for HPCAB_FUZZ_SMALL_SECONDS each (default 20,
# or SECONDS when that is shorter) over the test data. Exits 0 when clean, non-zero on a crash, leak or build failure; prints a skip line
# and exits 0 when clang's libFuzzer is missing.
# Crashing inputs are left in build-fuzz/artifacts/ — add each to the tests once fixed.
set -uo pipefail
seconds=${1:-60}
small_seconds=${HPCAB_FUZZ_SMALL_SECONDS:-$((seconds < 20 ? seconds : 20))}
top=$(cd "$(dirname "$0")/../.." && pwd)
out="$top/build-fuzz"
cc=${CLANG:-clang}

if ! command -v "$cc" >/dev/null 2>&1; then
  echo "fuzz: SKIP (no clang)"
  exit 0
fi
mkdir -p "$out"
probe="$out/probe.c"
printf '#include <stddef.h>\n#include <stdint.h>\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }\n' > "$probe"
if ! "$cc" -fsanitize=fuzzer,address -o "$out/probe" "$probe" >/dev/null 2>&1; then
  echo "fuzz: SKIP (clang has no libFuzzer runtime: install libclang-rt-dev)"
  exit 0
fi

flags=(-std=c17 -g -O1 -D_GNU_SOURCE -DHPCAB_BUILDING_LIBRARY -fsanitize=fuzzer,address,undefined
       -fno-sanitize-recover=undefined -I "$top/include")
for d in "$top"/lib/*/; do flags+=(-I "$d"); done
libs=$(pkg-config --cflags --libs yaml-0.1 libsodium libzstd)
# The library's sources the parsers need (compiled with the fuzzer's instrumentation).
srcs=("$top"/lib/common/{children,dtype,error,landlock,paths,spawn,util}.c "$top"/lib/manifest/{expr,manifest,manifest_load,manifest_device,manifest_proto,manifest_scaling,manifest_sections,manifest_vocab,manifest_yaml,sizes}.c
      "$top"/lib/inputs/{npy,random}.c "$top"/lib/store/secrets.c "$top"/lib/build/{srccheck,elf_file,symbols}.c)

# Copies target $1's seeds into directory $2.
seed_corpus() {
  local i=0 f
  case "$1" in
    fuzz_manifest) for f in $(find "$top/tests/manifests" -name '*.yaml'); do cp "$f" "$2/seed$i.yaml"; i=$((i + 1)); done ;;
    fuzz_npy) for f in $(find "$top/tests/data" -name '*.npy' -o -name '*.npy.zst'); do cp "$f" "$2/seed$i"; i=$((i + 1)); done ;;
    fuzz_srccheck) for f in $(find "$top/tests/zoo" "$top/kernels" -name '*.c' 2>/dev/null | head -200); do
                     cp "$f" "$2/seed$i.c"; i=$((i + 1)); done ;;
    fuzz_objcheck)
      printf 'int x;\n__attribute__((constructor)) static void c(void) { x = 1; }\n'\
'static void k1(double *a) { a[0] = x; }\nstatic void (*pick(void))(double *) { return k1; }\n'\
'void k(double *) __attribute__((ifunc("pick")));\nint open(const char *, int, ...);\n'\
'int fesetround(int);\nint o(void) { return open("x", 0) + fesetround(0); }\n' > "$2/seed.c"
      "$cc" -O1 -fPIC -shared -nostdlib -Wl,-z,noseparate-code "$2/seed.c" -o "$2/seed0" 2>/dev/null
      "$cc" -O1 -fPIC -shared -Wl,-z,noseparate-code "$2/seed.c" -o "$2/seed1" 2>/dev/null
      rm -f "$2/seed.c" ;;
    fuzz_secrets)
      local hex=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
      printf '# comment\n\nscore = %s\nsubmission=%s\n' "$hex" "$hex" > "$2/seed0"
      printf 'score = %s\r\nsubmission = 12\n' "$hex" > "$2/seed1"
      printf '\tsubmission\t=\t%s \n score = %s' "$hex" "$hex" > "$2/seed2" ;;
  esac
}

status=0
for target in "$top"/tests/fuzz/fuzz_*.c; do
  name=$(basename "$target" .c)
  echo "fuzz: building $name"
  # shellcheck disable=SC2086
  if ! "$cc" "${flags[@]}" -o "$out/$name" "$target" "${srcs[@]}" $libs -lm -lpthread; then
    echo "fuzz: $name: build failed"
    status=1
    continue
  fi
  corpus="$out/corpus-$name"
  mkdir -p "$corpus" "$out/artifacts"
  seed_corpus "$name" "$corpus"
  t=$small_seconds
  [ "$name" = fuzz_manifest ] && t=$seconds
  echo "fuzz: running $name for ${t}s"
  if ! ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
      "$out/$name" -max_total_time="$t" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
      -artifact_prefix="$out/artifacts/$name-" "$corpus" >"$out/$name.log" 2>&1; then
    tail -60 "$out/$name.log"
    echo "fuzz: $name: FAILED (see $out/$name.log and $out/artifacts/)"
    status=1
  else
    grep -E '^#[0-9]+.*DONE|^Done' "$out/$name.log" | tail -1
    echo "fuzz: $name: clean"
  fi
done
exit $status
