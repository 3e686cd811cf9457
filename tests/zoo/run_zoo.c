/*
 * tests/zoo/run_zoo.c — runs every hostile candidate of tests/zoo/ through the sandboxed worker the
 * way the judge will (fresh input values every call, outputs poisoned before it, output verified
 * after it) and asserts each candidate's exact verdict. Then checks that nothing is left behind: no
 * child process, no extra open descriptor, no file the candidates tried to write.
 *
 * All candidates share one signature: void kernel(double *restrict a, const double *restrict b,
 * int64_t n) computing a[i] = b[i] + 1 (a out, b in). Usage: run_zoo ZOO_DIR [CANDIDATE...];
 * HPCAB_ZOO_FLAGS in the environment sets hpcab_worker_options.flags (to show the verdicts hold with
 * fewer layers, e.g. without namespaces and Landlock where a machine lacks them).
 */
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hpcab.h"

#define WRONG 100 /* pseudo-outcome: ok every call but the output was wrong on some call */

typedef struct zoo_case {
  const char *name;
  int64_t n;          /* elements */
  int calls;
  int expect;         /* hpcab_outcome or WRONG */
  const char *detail; /* array, syscall or signal name that must appear; NULL: none */
  double timeout_s;
  uint64_t as_bytes;
  int expect_without_fs_guards; /* the verdict without namespaces and Landlock, when it differs; 0: same */
} zoo_case;

static const zoo_case cases[] = {
    {"reference", 1024, 6, HPCAB_OUTCOME_OK, NULL, 10, 0, 0},
    {"openmp", 100000, 6, HPCAB_OUTCOME_OK, NULL, 10, 0, 0},
    {"pointer_cache", 1024, 6, WRONG, NULL, 10, 0, 0},
    {"memo_hash", 1024, 8, HPCAB_OUTCOME_OK, NULL, 10, 0, 0},
    {"replay", 1024, 6, WRONG, NULL, 10, 0, 0},
    {"skip_work", 1024, 6, WRONG, NULL, 10, 0, 0},
    {"top_only_wrong", 4096, 2, WRONG, NULL, 10, 0, 0}, /* the judge's top-corner draw finds it */
    {"stale_output", 1024, 6, WRONG, NULL, 10, 0, 0},
    {"late_stale", 1024, 6, WRONG, NULL, 10, 0, 0},
    {"peek_output", 1024, 6, HPCAB_OUTCOME_OK, NULL, 10, 0, 0},
    {"bg_thread", 1 << 16, 6, WRONG, NULL, 10, 0, 0},
    {"forged_done", 1 << 16, 6, WRONG, NULL, 10, 0, 0},
    {"kill_all", 1024, 4, HPCAB_OUTCOME_FORBIDDEN, "kill", 10, 0, 0},
    {"ptrace", 1024, 4, HPCAB_OUTCOME_FORBIDDEN, "ptrace", 10, 0, 0},
    {"write_input", 1024, 4, HPCAB_OUTCOME_WROTE_INPUT, "b", 10, 0, 0},
    {"mprotect_input", 1024, 4, HPCAB_OUTCOME_WROTE_INPUT, "b", 10, 0, 0},
    {"oob_write", 1024, 4, HPCAB_OUTCOME_OUT_OF_BOUNDS, "a", 10, 0, 0},
    {"oob_canary", 1001, 4, HPCAB_OUTCOME_OUT_OF_BOUNDS, "a", 10, 0, 0},
    {"underflow", 1024, 4, HPCAB_OUTCOME_OUT_OF_BOUNDS, "a", 10, 0, 0},
    {"oob_far", 1024, 4, HPCAB_OUTCOME_OUT_OF_BOUNDS, "a", 10, 0, 0},
    {"underflow_far", 1024, 4, HPCAB_OUTCOME_OUT_OF_BOUNDS, "a", 10, 0, 0},
    {"read_past_end", 1024, 4, HPCAB_OUTCOME_OUT_OF_BOUNDS, "b", 10, 0, 0},
    {"segfault", 1024, 4, HPCAB_OUTCOME_CRASH, "SIGSEGV", 10, 0, 0},
    {"abort", 1024, 4, HPCAB_OUTCOME_CRASH, "SIGABRT", 10, 0, 0},
    {"infinite_loop", 1024, 4, HPCAB_OUTCOME_TIMEOUT, NULL, 1, 0, 0},
    {"fork", 1024, 4, HPCAB_OUTCOME_FORBIDDEN, "clone", 10, 0, 0},
    {"exec", 1024, 4, HPCAB_OUTCOME_FORBIDDEN, "execve", 10, 0, 0},
    {"file_read", 1024, 4, HPCAB_OUTCOME_OK, NULL, 10, 0, 0}, /* the open fails with EACCES */
    {"file_write", 1024, 4, HPCAB_OUTCOME_FORBIDDEN, "openat", 10, 0, 0},
    {"socket", 1024, 4, HPCAB_OUTCOME_FORBIDDEN, "socket", 10, 0, 0},
    {"dlopen", 1024, 4, HPCAB_OUTCOME_OK, NULL, 10, 0, 0}, /* the open fails with EACCES */
    {"raw_syscall", 1024, 4, HPCAB_OUTCOME_OK, NULL, 10, 0, 0}, /* the open fails with EACCES */
    {"ctor_file", 1024, 4, HPCAB_OUTCOME_FORBIDDEN, "openat", 10, 0, 0},
    {"ctor_seccomp", 1024, 3, HPCAB_OUTCOME_FORBIDDEN, "seccomp", 10, 0, 0},
    {"ctor_prctl_seccomp", 1024, 3, HPCAB_OUTCOME_FORBIDDEN, "prctl", 10, 0, 0},
    {"ctor_sigsys", 1024, 3, HPCAB_OUTCOME_FORBIDDEN, "rt_sigaction", 10, 0, 0},
    {"ctor_sigsegv", 1024, 3, HPCAB_OUTCOME_FORBIDDEN, "rt_sigaction", 10, 0, 0},
    {"sleep", 1024, 4, HPCAB_OUTCOME_FORBIDDEN, "clock_nanosleep", 10, 0, 0},
    {"futex_sleep", 1024, 4, HPCAB_OUTCOME_FORBIDDEN, "futex", 10, 0, 0},
    {"clock_interpose", 1024, 3, HPCAB_OUTCOME_OK, NULL, 10, 0, 0},
    {"getenv_seed", 1024, 4, HPCAB_OUTCOME_OK, NULL, 10, 0, 0},
    {"ifunc", 1024, 3, HPCAB_OUTCOME_OK, NULL, 10, 0, 0},
    {"proc_read_ctor", 1024, 3, HPCAB_OUTCOME_OK, NULL, 10, 0, WRONG}, /* the documented residual */
    {"exit", 1024, 4, HPCAB_OUTCOME_EXITED, NULL, 10, 0, 0},
    {"fp_ftz", 1024, 3, HPCAB_OUTCOME_FP_ENV, NULL, 10, 0, 0},
    {"fp_round_hidden", 1024, 3, HPCAB_OUTCOME_FP_ENV, NULL, 10, 0, 0},
    {"fp_ctor_ftz", 1024, 3, HPCAB_OUTCOME_FP_ENV, NULL, 10, 0, 0},
    {"oom", 1024, 4, HPCAB_OUTCOME_OUT_OF_MEMORY, NULL, 10, (uint64_t)1 << 30, 0},
};

static const char *expect_name(int e) { return e == WRONG ? "wrong_output" : hpcab_outcome_name((hpcab_outcome)e); }

static uint64_t splitmix(uint64_t *s) {
  uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

static int count_fds(void) {
  int n = 0;
  DIR *d = opendir("/proc/self/fd");
  if (!d) return -1;
  while (readdir(d)) n++;
  closedir(d);
  return n;
}

/* Returns the number of live processes whose parent is this process. */
static int count_children(void) {
  int n = 0;
  DIR *d = opendir("/proc");
  if (!d) return -1;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
    char path[300], buf[512];
    snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
    FILE *f = fopen(path, "r");
    if (!f) continue;
    size_t len = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[len] = 0;
    const char *rp = strrchr(buf, ')');
    char state;
    int ppid;
    if (rp && sscanf(rp + 1, " %c %d", &state, &ppid) == 2 && ppid == (int)getpid()) {
      fprintf(stderr, "stray child process %s: %s\n", e->d_name, buf);
      n++;
    }
  }
  closedir(d);
  return n;
}

/* Runs one candidate; returns 0 when its verdict is the expected one. */
static int run_case(const char *dir, const zoo_case *zc, uint64_t seed) {
  char lib[4096];
  snprintf(lib, sizeof lib, "%s/zoo_%s.so", dir, zc->name);
  hpcab_arena_spec specs[2] = {
      {sizeof(hpcab_arena_spec), "a", (size_t)zc->n * 8, HPCAB_INTENT_OUT, 8},
      {sizeof(hpcab_arena_spec), "b", (size_t)zc->n * 8, HPCAB_INTENT_IN, 8},
  };
  hpcab_arena *arena = NULL;
  if (hpcab_arena_new(specs, 2, &arena) != HPCAB_OK) {
    printf("FAIL %-16s arena: %s\n", zc->name, hpcab_last_error());
    return 1;
  }
  hpcab_worker_arg args[3] = {{HPCAB_WORKER_ARG_ARRAY, 0, 0}, {HPCAB_WORKER_ARG_ARRAY, 1, 0}, {HPCAB_WORKER_ARG_SCALAR, 0, HPCAB_I64}};
  hpcab_worker_options opt;
  hpcab_worker_options_init(&opt, sizeof opt);
  opt.library = lib;
  opt.symbol = "kernel";
  opt.args = args;
  opt.nargs = 3;
  opt.arena = arena;
  opt.threads = 2;
  opt.call_timeout_s = zc->timeout_s;
  opt.address_space_bytes = zc->as_bytes;
  const char *flags = getenv("HPCAB_ZOO_FLAGS"); /* e.g. 3: no namespaces, no Landlock */
  opt.flags = flags ? (unsigned)strtoul(flags, NULL, 0) : 0;
  hpcab_worker *w = NULL;
  if (hpcab_worker_new(&opt, &w) != HPCAB_OK) {
    printf("FAIL %-16s worker: %s\n", zc->name, hpcab_last_error());
    hpcab_arena_free(arena);
    return 1;
  }
  double *a = hpcab_arena_data(arena, 0), *b = hpcab_arena_data(arena, 1);
  int got = HPCAB_OUTCOME_OK;
  hpcab_call_result res;
  char info[512] = "";
  int64_t min_ns = INT64_MAX;
  double prev_b0 = NAN;
  int fresh = 1;
  for (int c = 0; c < zc->calls && got == HPCAB_OUTCOME_OK; c++) {
    for (int64_t i = 0; i < zc->n; i++) b[i] = (double)(splitmix(&seed) >> 11) * 0x1p-53 * 100.0 - 50.0;
    if (b[0] == prev_b0) fresh = 0;
    prev_b0 = b[0];
    hpcab_arena_poison_outputs(arena, (uint64_t)c);
    memset(&res, 0, sizeof res);
    res.size = sizeof res;
    hpcab_status st = hpcab_worker_call(w, &(hpcab_scalar){.i64 = zc->n}, &res);
    if (st != HPCAB_OK && st != HPCAB_E_STATE) {
      printf("FAIL %-16s call %d: %s\n", zc->name, c, hpcab_last_error());
      got = -1;
      break;
    }
    if (res.outcome != HPCAB_OUTCOME_OK) {
      got = res.outcome;
      snprintf(info, sizeof info, "call %d: %s [signal %s array '%s' syscall '%s' exit %d]", c, res.message,
               res.signal_name, res.array, res.syscall, res.exit_code);
      break;
    }
    if (res.elapsed_ns < min_ns) min_ns = res.elapsed_ns;
    for (int64_t i = 0; i < zc->n; i++)
      if (a[i] != b[i] + 1.0) {
        got = WRONG;
        snprintf(info, sizeof info, "call %d: a[%lld] = %g, expected %g", c, (long long)i, a[i], b[i] + 1.0);
        break;
      }
  }
  int expect = zc->expect;
  if (zc->expect_without_fs_guards && (opt.flags & HPCAB_WORKER_NO_NAMESPACES) && (opt.flags & HPCAB_WORKER_NO_LANDLOCK))
    expect = zc->expect_without_fs_guards;
  int ok = got == expect;
  if (ok && zc->detail) {
    ok = strcmp(res.array, zc->detail) == 0 || strcmp(res.syscall, zc->detail) == 0 ||
         strcmp(res.signal_name, zc->detail) == 0;
  }
  if (ok && strcmp(zc->name, "segfault") == 0) ok = res.fault_addr == 0x10;
  if (ok && strcmp(zc->name, "exit") == 0) ok = res.exit_code == 3;
  if (ok && strcmp(zc->name, "fp_ftz") == 0)
    ok = res.fp_env == (HPCAB_FP_ENV_FLUSH_TO_ZERO | HPCAB_FP_ENV_DENORMALS_ARE_ZERO) && strstr(res.message, "flush-to-zero");
  if (ok && strcmp(zc->name, "fp_round_hidden") == 0) ok = res.fp_env == HPCAB_FP_ENV_ROUNDING;
  if (ok && strcmp(zc->name, "fp_ctor_ftz") == 0)
    ok = res.fp_env == HPCAB_FP_ENV_FLUSH_TO_ZERO && strstr(res.message, "while loading the library");
  if (ok && strcmp(zc->name, "clock_interpose") == 0) {
    ok = min_ns >= 1000000;
    snprintf(info, sizeof info, "fastest call %.3f ms by the judge's clock", min_ns / 1e6);
  }
  if (ok && strcmp(zc->name, "memo_hash") == 0) ok = fresh;
  if (ok && strcmp(zc->name, "reference") == 0) snprintf(info, sizeof info, "%s", hpcab_worker_guards(w));
  hpcab_worker_free(w);
  hpcab_arena_free(arena);
  printf("%s %-16s expected %-14s got %-14s %s\n", ok ? "ok  " : "FAIL", zc->name, expect_name(expect),
         got < 0 ? "error" : expect_name(got), info);
  return ok ? 0 : 1;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: run_zoo ZOO_DIR [CANDIDATE...]\n");
    return 2;
  }
  setenv("HPCAB_ZOO_SECRET", "0123456789abcdef", 1); /* must never reach a worker */
  unlink("/tmp/hpcab-zoo-file-write");
  unlink("/tmp/hpcab-zoo-ctor-file");
  int fds_before = count_fds();
  int failures = 0, ran = 0;
  uint64_t seed = 0x5EED;
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    int pick = argc == 2;
    for (int k = 2; k < argc; k++)
      if (strcmp(argv[k], cases[i].name) == 0) pick = 1;
    if (!pick) continue;
    ran++;
    failures += run_case(argv[1], &cases[i], seed + i * 7919);
    fflush(stdout);
  }
  struct stat st;
  if (stat("/tmp/hpcab-zoo-file-write", &st) == 0 || stat("/tmp/hpcab-zoo-ctor-file", &st) == 0) {
    printf("FAIL a candidate managed to write a file\n");
    failures++;
  }
  int kids = count_children(), fds_after = count_fds();
  if (kids != 0) {
    printf("FAIL %d worker process(es) left behind\n", kids);
    failures++;
  }
  if (fds_after != fds_before) {
    printf("FAIL %d descriptor(s) left open\n", fds_after - fds_before);
    failures++;
  }
  printf("%d candidates, %d failed; %d stray processes, %d leaked descriptors\n", ran, failures, kids,
         fds_after - fds_before);
  return failures ? 1 : 0;
}
