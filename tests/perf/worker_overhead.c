/*
 * tests/perf/worker_overhead.c — round-trip overhead of one call through the sandboxed worker.
 *
 * Counts: the judge-measured elapsed_ns of an empty kernel (void kernel(double*, const double*,
 * int64_t) that returns at once) through hpcab_worker_call — poison, input hash, SIGCONT, DONE,
 * SIGSTOP confirmed with waitid — beside a direct in-process call of the same empty kernel through a
 * function pointer, the wall time of the whole hpcab_worker_call, the same with HPCAB_WORKER_SPIN
 * (a judge with a spare core), and the floor any two-process design pays: a bare SOCK_SEQPACKET
 * message round trip between two processes; and the time to start and free a worker. Prints medians of several runs
 * of CALLS calls each, side by side in one run. Usage: worker_overhead [ZOO_DIR [CALLS]]
 * (environment OVERHEAD_FLAGS: hpcab_worker_options.flags of the second worker, default SPIN).
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "hpcab.h"

static int64_t now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static int cmp_i64(const void *x, const void *y) {
  int64_t a = *(const int64_t *)x, b = *(const int64_t *)y;
  return (a > b) - (a < b);
}

static int64_t median(int64_t *v, size_t n) {
  qsort(v, n, sizeof *v, cmp_i64);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int main(int argc, char **argv) {
  const char *dir = argc > 1 ? argv[1] : HPCAB_ZOO_DIR;
  int calls = argc > 2 ? atoi(argv[2]) : 2000;
  if (calls < 10) calls = 10;
  char lib[4096];
  snprintf(lib, sizeof lib, "%s/zoo_empty.so", dir);
  void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
  void (*direct)(double *, const double *, int64_t) = h ? (void (*)(double *, const double *, int64_t))dlsym(h, "kernel") : NULL;
  if (!direct) {
    fprintf(stderr, "worker_overhead: cannot load %s\n", lib);
    return 1;
  }
  hpcab_arena_spec specs[2] = {{sizeof(hpcab_arena_spec), "a", 8 * 1024, HPCAB_INTENT_OUT, 8},
                               {sizeof(hpcab_arena_spec), "b", 8 * 1024, HPCAB_INTENT_IN, 8}};
  hpcab_arena *arena;
  if (hpcab_arena_new(specs, 2, &arena) != HPCAB_OK) return fprintf(stderr, "%s\n", hpcab_last_error()), 1;
  hpcab_worker_arg args[3] = {{HPCAB_WORKER_ARG_ARRAY, 0, 0}, {HPCAB_WORKER_ARG_ARRAY, 1, 0}, {HPCAB_WORKER_ARG_SCALAR, 0, HPCAB_I64}};
  hpcab_worker_options opt;
  hpcab_worker_options_init(&opt, sizeof opt);
  if (!getenv("HPCAB_WORKER")) opt.worker_path = HPCAB_WORKER_BIN;
  opt.library = lib;
  opt.symbol = "kernel";
  opt.args = args;
  opt.nargs = 3;
  opt.arena = arena;
  hpcab_worker *w, *ws;
  if (hpcab_worker_new(&opt, &w) != HPCAB_OK) return fprintf(stderr, "%s\n", hpcab_last_error()), 1;
  opt.flags = getenv("OVERHEAD_FLAGS") ? (unsigned)atoi(getenv("OVERHEAD_FLAGS")) : HPCAB_WORKER_SPIN;
  if (hpcab_worker_new(&opt, &ws) != HPCAB_OK) return fprintf(stderr, "%s\n", hpcab_last_error()), 1;
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET, 0, sv) != 0) return perror("socketpair"), 1;
  pid_t echo = fork();
  if (echo == 0) { /* the floor: a bare message round trip between two processes */
    close(sv[0]);
    char m[64];
    for (;;) {
      if (recv(sv[1], m, sizeof m, 0) <= 0) _exit(0);
      if (send(sv[1], m, 8, 0) != 8) _exit(1);
    }
  }
  close(sv[1]);
  int64_t *judged = malloc(sizeof(int64_t) * (size_t)calls), *wall = malloc(sizeof(int64_t) * (size_t)calls),
          *dir_ns = malloc(sizeof(int64_t) * (size_t)calls);
  enum { RUNS = 5 };
  int64_t med_j[RUNS], med_w[RUNS], med_d[RUNS], med_s[RUNS], med_p[RUNS];
  double *a = hpcab_arena_data(arena, 0), *b = hpcab_arena_data(arena, 1);
  for (int r = 0; r < RUNS; r++) {
    for (int c = 0; c < calls; c++) {
      hpcab_call_result res;
      memset(&res, 0, sizeof res);
      res.size = sizeof res;
      int64_t t0 = now_ns();
      hpcab_worker_call(w, &(hpcab_scalar){.i64 = 1024}, &res);
      int64_t t1 = now_ns();
      if (res.outcome != HPCAB_OUTCOME_OK) return fprintf(stderr, "call failed: %s\n", res.message), 1;
      judged[c] = res.elapsed_ns;
      wall[c] = t1 - t0;
      t0 = now_ns();
      direct(a, b, 1024);
      t1 = now_ns();
      dir_ns[c] = t1 - t0;
    }
    med_w[r] = median(wall, (size_t)calls);
    for (int c = 0; c < calls; c++) { /* spinning judge */
      hpcab_call_result res;
      memset(&res, 0, sizeof res);
      res.size = sizeof res;
      hpcab_worker_call(ws, &(hpcab_scalar){.i64 = 1024}, &res);
      if (res.outcome != HPCAB_OUTCOME_OK) return fprintf(stderr, "call failed: %s\n", res.message), 1;
      wall[c] = res.elapsed_ns;
    }
    med_s[r] = median(wall, (size_t)calls);
    for (int c = 0; c < calls; c++) { /* bare round trip */
      char m[64] = {0};
      int64_t t0 = now_ns();
      if (send(sv[0], m, 8, 0) != 8 || recv(sv[0], m, sizeof m, 0) != 8) return perror("ping"), 1;
      wall[c] = now_ns() - t0;
    }
    med_p[r] = median(wall, (size_t)calls);
    med_j[r] = median(judged, (size_t)calls);
    med_d[r] = median(dir_ns, (size_t)calls);
  }
  printf("worker_overhead: empty kernel, %d calls x %d runs (median of run medians)\n", calls, RUNS);
  printf("%-40s %12s\n", "what", "median ns");
  printf("%-40s %12lld\n", "direct in-process call", (long long)median(med_d, RUNS));
  printf("%-40s %12lld\n", "through worker: judged elapsed_ns", (long long)median(med_j, RUNS));
  printf("%-40s %12lld\n", "through worker: whole hpcab_worker_call", (long long)median(med_w, RUNS));
  printf("%-40s %12lld\n", "through worker, spinning judge: elapsed", (long long)median(med_s, RUNS));
  printf("%-40s %12lld\n", "bare socket round trip (the floor)", (long long)median(med_p, RUNS));
  printf("judged elapsed / bare round trip = %.2f; spinning / bare = %.2f\n",
         (double)median(med_j, RUNS) / (double)median(med_p, RUNS), (double)median(med_s, RUNS) / (double)median(med_p, RUNS));
  int64_t starts[2][9];
  for (int k = 0; k < 9; k++)
    for (int ns = 0; ns < 2; ns++) {
      opt.flags = ns ? 0 : HPCAB_WORKER_NO_NAMESPACES;
      hpcab_worker *t;
      int64_t t0 = now_ns();
      if (hpcab_worker_new(&opt, &t) != HPCAB_OK) return fprintf(stderr, "%s\n", hpcab_last_error()), 1;
      hpcab_worker_free(t);
      starts[ns][k] = now_ns() - t0;
    }
  printf("%-40s %12lld\n", "start + free a worker, with namespaces", (long long)median(starts[1], 9));
  printf("%-40s %12lld\n", "start + free a worker, no namespaces", (long long)median(starts[0], 9));
  printf("guards: %s\n", hpcab_worker_guards(w));
  hpcab_worker_free(w);
  hpcab_worker_free(ws);
  close(sv[0]);
  waitpid(echo, NULL, 0);
  hpcab_arena_free(arena);
  free(judged);
  free(wall);
  free(dir_ns);
  dlclose(h);
  return 0;
}
