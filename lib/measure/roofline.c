/* lib/measure/roofline.c — measured peaks, the cached machine profile and the plausibility rule (hpcab/roofline.h). */
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "hpcab/roofline.h"
#include "internal.h"
#include "first_layouts.h"
#include "peak_internal.h"
#include "cache_file.h"

#define MIB ((uint64_t)1 << 20)
#define DEFAULT_REPS 10u
#define DEFAULT_FLOPS_SECONDS 0.05
#define FLOP_REPS 3u
#define LINE_DOUBLES 8 /* slices start on 64-byte boundaries */

hpcab_status hpcab_peak_options_init(hpcab_peak_options *opt, size_t size)
{
  hpcab_peak_options d = {.size = sizeof d};
  if (!opt || size < HPCAB__FIRST_PEAK_OPTIONS)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_peak_options_init: %s (size %zu, at least %zu)",
                         opt ? "options too small" : "NULL options", size, (size_t)HPCAB__FIRST_PEAK_OPTIONS);
  opt->size = size;
  return hpcab__struct_out(opt, &d, sizeof d, HPCAB__FIRST_PEAK_OPTIONS, "hpcab_peak_options_init");
}

/* ---- a spinning barrier: the measuring threads each own a core, so waiting spins (yielding after
   about as many spins as libgomp's default, in case the machine is oversubscribed); the calling
   thread never takes part ---- */

typedef struct {
  atomic_uint count;
  atomic_uint phase;
  unsigned n;
} spin_barrier;

/* Arrives at the barrier without waiting; returns true for the last arrival (which releases it). */
static bool barrier_arrive(spin_barrier *b)
{
  if (atomic_fetch_add_explicit(&b->count, 1, memory_order_acq_rel) + 1 == b->n) {
    atomic_store_explicit(&b->count, 0, memory_order_relaxed);
    atomic_fetch_add_explicit(&b->phase, 1, memory_order_release);
    return true;
  }
  return false;
}

static void barrier_wait(spin_barrier *b)
{
  unsigned phase = atomic_load_explicit(&b->phase, memory_order_acquire);
  if (barrier_arrive(b)) return;
  unsigned spins = 0;
  while (atomic_load_explicit(&b->phase, memory_order_acquire) == phase)
    if (++spins > 200000) sched_yield();
}

static double now_seconds(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* ---- the measurement ---- */

typedef struct {
  const hpcab_topo *topo;
  unsigned nthreads;
  double *a, *b, *c;
  size_t n;
  unsigned reps;
  double flops_seconds;
  spin_barrier bar;
  atomic_int failed;                        /* a thread could not be pinned */
  char failed_msg[512];                     /* the first failure's message (set by the thread that failed) */
  uint64_t flop_iters;                      /* set by thread 0 after calibration */
  double copy_best, triad_best, flops_best; /* seconds; thread 0 only */
} peak_job;

typedef struct {
  peak_job *job;
  unsigned t;
  double sink; /* the FMA chains' checksum, kept so that no pass can be optimized away */
} peak_arg;

static void slice(const peak_job *job, unsigned t, size_t *begin, size_t *end)
{
  size_t lines = job->n / LINE_DOUBLES;
  *begin = lines * t / job->nthreads * LINE_DOUBLES;
  *end = t + 1 == job->nthreads ? job->n : lines * (t + 1) / job->nthreads * LINE_DOUBLES;
}

static double min_d(double a, double b)
{
  return a < b ? a : b;
}

static void measure_flops(peak_job *job, unsigned t, double *sink)
{
  if (t == 0) { /* calibrate alone: double the count until a pass takes a millisecond, then scale */
    uint64_t iters = 1024;
    double dt = 0;
    for (;;) {
      double t0 = now_seconds();
      *sink += hpcab__fma_chains(iters, 1.0);
      dt = now_seconds() - t0;
      if (dt >= 1e-3 || iters >= ((uint64_t)1 << 40)) break;
      iters *= 2;
    }
    double scaled = (double)iters * job->flops_seconds / (dt > 0 ? dt : 1e-3);
    job->flop_iters = scaled < 1024 ? 1024 : scaled > 1e13 ? (uint64_t)1e13 : (uint64_t)scaled;
    job->flops_best = INFINITY;
  }
  for (unsigned r = 0; r < FLOP_REPS; r++) {
    barrier_wait(&job->bar);
    double t0 = now_seconds();
    *sink += hpcab__fma_chains(job->flop_iters, 1.0 + t);
    barrier_wait(&job->bar);
    if (t == 0) job->flops_best = min_d(job->flops_best, now_seconds() - t0);
  }
}

static void *peak_thread(void *arg)
{
  peak_arg *pa = arg;
  peak_job *job = pa->job;
  unsigned t = pa->t;
  if (hpcab_topo_pin_thread(job->topo, t) != HPCAB_OK) {
    int expected = 0;
    if (atomic_compare_exchange_strong(&job->failed, &expected, 1))
      snprintf(job->failed_msg, sizeof job->failed_msg, "%s", hpcab_last_error());
  }
  size_t begin, end;
  slice(job, t, &begin, &end);
  for (size_t i = begin; i < end; i++) { /* first touch by the owning thread, as STREAM does */
    job->a[i] = 1.0;
    job->b[i] = 2.0;
    job->c[i] = 0.0;
  }
  barrier_wait(&job->bar);
  if (atomic_load(&job->failed)) return NULL;
  if (t == 0) job->copy_best = job->triad_best = INFINITY;
  /* Each kernel runs its passes back to back, as a single-kernel STREAM run does; the first pass of
     each warms up and is not counted. */
  for (unsigned r = 0; r < job->reps; r++) {
    barrier_wait(&job->bar);
    double t0 = now_seconds();
    hpcab__stream_copy(job->c + begin, job->a + begin, end - begin);
    barrier_wait(&job->bar);
    if (t == 0 && r > 0) job->copy_best = min_d(job->copy_best, now_seconds() - t0);
  }
  for (unsigned r = 0; r < job->reps; r++) {
    barrier_wait(&job->bar);
    double t0 = now_seconds();
    /* s = 0.5 keeps the values bounded however many passes run */
    hpcab__stream_triad(job->a + begin, job->b + begin, job->c + begin, 0.5, end - begin);
    barrier_wait(&job->bar);
    if (t == 0 && r > 0) job->triad_best = min_d(job->triad_best, now_seconds() - t0);
  }
  measure_flops(job, t, &pa->sink);
  return NULL;
}

/* Chooses the triad's working set: `requested` or 4 x LLC (at least 1 MiB), under the cap. */
static uint64_t choose_working_set(const hpcab_topo *topo, uint64_t requested, uint64_t *cap, int *capped)
{
  uint64_t mem = hpcab_topo_memory_bytes(topo);
  *cap = HPCAB_PEAK_CAP_BYTES;
  if (mem / 4 && mem / 4 < *cap) *cap = mem / 4;
  uint64_t want = requested;
  if (want == 0) {
    uint64_t llc = hpcab_topo_llc_bytes(topo);
    want = llc > UINT64_MAX / 4 ? UINT64_MAX : 4 * llc;
    if (want < MIB) want = MIB;
  }
  *capped = want > *cap;
  return *capped ? *cap : want;
}

static void copy_text(char *dst, size_t cap, const char *src)
{
  size_t i = 0;
  for (; src[i] && i + 1 < cap; i++) dst[i] = (src[i] == '\n' || src[i] == '\r') ? ' ' : src[i];
  dst[i] = '\0';
}

hpcab_status hpcab_peak_measure(const hpcab_topo *topo, const hpcab_peak_options *opt, hpcab_machine_profile *out)
{
  if (!topo || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_peak_measure: topology or out is NULL");
  hpcab_peak_options o = {.size = sizeof o};
  if (opt && hpcab__struct_in(&o, sizeof o, opt, HPCAB__FIRST_PEAK_OPTIONS, "hpcab_peak_measure: options"))
    return HPCAB_E_INVALID;
  if (hpcab__struct_check(out, HPCAB__FIRST_MACHINE_PROFILE, SIZE_MAX, "hpcab_peak_measure: profile"))
    return HPCAB_E_INVALID;
  hpcab_machine_profile *result = out, measured;
  out = &measured;
  unsigned cores = hpcab_topo_core_count(topo);
  unsigned nthreads = o.nthreads ? o.nthreads : cores;
  if (nthreads > cores)
    return hpcab__seterr(HPCAB_E_RANGE,
                         "hpcab_peak_measure: %u threads requested but the machine has %u "
                         "physical cores",
                         nthreads, cores);
  if (!(o.flops_seconds >= 0) || o.flops_seconds > 60)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_peak_measure: flops_seconds %g outside [0, 60]", o.flops_seconds);

  uint64_t cap;
  int capped;
  uint64_t ws = choose_working_set(topo, o.working_set_bytes, &cap, &capped);
  size_t n = (size_t)(ws / (3 * sizeof(double)));
  size_t min_n = (size_t)nthreads * LINE_DOUBLES * 8;
  if (n < min_n) n = min_n;

  peak_job *job = calloc(1, sizeof *job);
  if (!job) return hpcab__nomem("peak measurement", sizeof *job);
  job->topo = topo;
  job->nthreads = nthreads;
  job->n = n;
  job->reps = o.repetitions ? (o.repetitions < 2 ? 2 : o.repetitions) : DEFAULT_REPS;
  job->flops_seconds = o.flops_seconds > 0 ? o.flops_seconds : DEFAULT_FLOPS_SECONDS;
  job->bar.n = nthreads;
  atomic_init(&job->bar.count, 0);
  atomic_init(&job->bar.phase, 0);
  atomic_init(&job->failed, 0);

  hpcab_status st = HPCAB_OK;
  pthread_t *tids = NULL;
  peak_arg *args = NULL;
  unsigned started = 0;
  job->a = hpcab__aligned_alloc(n * sizeof(double));
  job->b = job->a ? hpcab__aligned_alloc(n * sizeof(double)) : NULL;
  job->c = job->b ? hpcab__aligned_alloc(n * sizeof(double)) : NULL;
  if (!job->c) {
    st = HPCAB_E_NOMEM;
    hpcab__error_prefix("peak measurement: working set of %llu bytes", (unsigned long long)(3 * n * sizeof(double)));
    goto done;
  }
  tids = calloc(nthreads, sizeof *tids);
  args = calloc(nthreads, sizeof *args);
  if (!tids || !args) {
    st = hpcab__nomem("peak measurement threads", nthreads * sizeof *tids);
    goto done;
  }
  for (unsigned t = 0; t < nthreads; t++) {
    args[t] = (peak_arg){job, t, 0.0};
    int rc = pthread_create(&tids[t], NULL, peak_thread, &args[t]);
    if (rc != 0) {
      errno = rc;
      st = hpcab__seterr_errno("peak measurement: pthread_create (thread %u of %u)", t, nthreads);
      /* the threads already started wait in the barrier for the rest: fill it with failures */
      atomic_store(&job->failed, 1);
      for (unsigned k = t; k < nthreads; k++) barrier_arrive(&job->bar);
      break;
    }
    started++;
  }
  for (unsigned t = 0; t < started; t++) pthread_join(tids[t], NULL); /* blocks; never spins */
  if (st != HPCAB_OK) goto done;
  if (atomic_load(&job->failed)) {
    st = hpcab__seterr(HPCAB_E_SYSTEM, "peak measurement: %s", job->failed_msg);
    goto done;
  }

  memset(out, 0, sizeof *out);
  out->size = sizeof *out;
  copy_text(out->key, sizeof out->key, hpcab_topo_key(topo));
  copy_text(out->cpu_model, sizeof out->cpu_model, hpcab_topo_cpu_model(topo));
  out->threads = nthreads;
  out->cores = cores;
  out->llc_bytes = hpcab_topo_llc_bytes(topo);
  out->working_set_bytes = (uint64_t)n * 3 * sizeof(double);
  out->cap_bytes = cap;
  out->capped = capped;
  out->repetitions = job->reps;
  out->copy_gbps = 16.0 * (double)n / job->copy_best * 1e-9;
  out->triad_gbps = 24.0 * (double)n / job->triad_best * 1e-9;
  out->peak_gflops =
      (double)nthreads * (double)job->flop_iters * (double)hpcab__fma_flops_per_iter() / job->flops_best * 1e-9;
  out->vector_bits = hpcab__fma_vector_bits();
  out->device_gbps = 0;
  out->measured_unix = (int64_t)time(NULL);
  if (!isfinite(out->copy_gbps) || !isfinite(out->triad_gbps) || !isfinite(out->peak_gflops) || out->copy_gbps <= 0 ||
      out->triad_gbps <= 0 || out->peak_gflops <= 0)
    st = hpcab__seterr(HPCAB_E_INTERNAL, "peak measurement: a pass took no measurable time");
  else
    st = hpcab__struct_out(result, out, sizeof *out, HPCAB__FIRST_MACHINE_PROFILE, "hpcab_peak_measure: profile");

done:
  free(tids);
  free(args);
  hpcab__aligned_free(job->a);
  hpcab__aligned_free(job->b);
  hpcab__aligned_free(job->c);
  free(job);
  return st;
}

double hpcab_profile_peak_gbps(const hpcab_machine_profile *profile)
{
  hpcab_machine_profile p;
  if (hpcab__struct_in(&p, sizeof p, profile, HPCAB__FIRST_MACHINE_PROFILE, "hpcab_profile_peak_gbps")) return 0;
  return p.copy_gbps > p.triad_gbps ? p.copy_gbps : p.triad_gbps;
}

/* ---- the cache file ---- */

hpcab_status hpcab_profile_path(const char *key, unsigned threads, char *buf, size_t cap)
{
  char suffix[32];
  if (threads)
    snprintf(suffix, sizeof suffix, "-t%u.profile", threads);
  else
    snprintf(suffix, sizeof suffix, ".profile");
  return hpcab__cache_file_path("hpcab_profile_path", key, suffix, buf, cap);
}

static bool profile_valid(const hpcab_machine_profile *p)
{
  return hpcab__machine_key_valid(p->key) && p->threads > 0 && isfinite(p->copy_gbps) && p->copy_gbps > 0 &&
         isfinite(p->triad_gbps) && p->triad_gbps > 0 && isfinite(p->peak_gflops) && p->peak_gflops > 0 &&
         isfinite(p->device_gbps) && p->device_gbps >= 0;
}

hpcab_status hpcab_profile_save(const hpcab_machine_profile *profile, const char *path)
{
  hpcab_machine_profile copy;
  if (hpcab__struct_in(&copy, sizeof copy, profile, HPCAB__FIRST_MACHINE_PROFILE, "hpcab_profile_save: profile"))
    return HPCAB_E_INVALID;
  profile = &copy;
  if (!profile_valid(profile))
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_profile_save: not a valid measurement (size, key, threads "
                                          "or a non-positive bandwidth or FLOP rate)");
  char def[4096];
  if (!path) {
    hpcab_status st =
        hpcab_profile_path(profile->key, profile->threads == profile->cores ? 0 : profile->threads, def, sizeof def);
    if (st != HPCAB_OK) return st;
    path = def;
  }
  char model[HPCAB_PROFILE_TEXT];
  copy_text(model, sizeof model, profile->cpu_model);
  char *text = hpcab__asprintf(
      "# hpcabench machine profile (hpcab-peak); bandwidths in GB/s, FLOP rate in GFLOP/s (f64)\n"
      "format=1\nkey=%s\ncpu_model=%s\nthreads=%u\ncores=%u\n"
      "llc_bytes=%llu\nworking_set_bytes=%llu\ncap_bytes=%llu\ncapped=%d\nrepetitions=%u\n"
      "copy_gbps=%.17g\ntriad_gbps=%.17g\npeak_gflops=%.17g\nvector_bits=%u\ndevice_gbps=%.17g\n"
      "measured_unix=%lld\n",
      profile->key, model, profile->threads, profile->cores, (unsigned long long)profile->llc_bytes,
      (unsigned long long)profile->working_set_bytes, (unsigned long long)profile->cap_bytes, profile->capped ? 1 : 0,
      profile->repetitions, profile->copy_gbps, profile->triad_gbps, profile->peak_gflops, profile->vector_bits,
      profile->device_gbps, (long long)profile->measured_unix);
  if (!text) return HPCAB_E_NOMEM;
  hpcab_status st = hpcab__cache_file_write(path, "the profile", text);
  free(text);
  return st;
}

/* Sets one field from a key=value line; returns false for a malformed value (unknown keys are ignored). */
typedef struct {
  hpcab_machine_profile p;
  unsigned seen;
} profile_read;

static bool set_field(void *ctx, const char *k, const char *v)
{
  hpcab_machine_profile *p = &((profile_read *)ctx)->p;
  unsigned *seen = &((profile_read *)ctx)->seen;
  uint64_t u;
  if (!strcmp(k, "format")) {
    *seen |= 1;
    return hpcab__parse_u64(v, 1, &u) && u == 1;
  }
  if (!strcmp(k, "key")) {
    *seen |= 2;
    if (!hpcab__machine_key_valid(v)) return false;
    memcpy(p->key, v, HPCAB_TOPO_KEY_HEX + 1);
    return true;
  }
  if (!strcmp(k, "cpu_model")) {
    copy_text(p->cpu_model, sizeof p->cpu_model, v);
    return true;
  }
#define U(name, max)                                                                                                   \
  if (!strcmp(k, #name)) {                                                                                             \
    if (!hpcab__parse_u64(v, max, &u)) return false;                                                                   \
    p->name = u;                                                                                                       \
    return true;                                                                                                       \
  }
#define D(name, bit)                                                                                                   \
  if (!strcmp(k, #name)) {                                                                                             \
    *seen |= bit;                                                                                                      \
    return hpcab__parse_f64(v, &p->name);                                                                              \
  }
  U(threads, UINT32_MAX)
  U(cores, UINT32_MAX)
  U(llc_bytes, UINT64_MAX)
  U(working_set_bytes, UINT64_MAX)
  U(cap_bytes, UINT64_MAX)
  U(capped, 1)
  U(repetitions, UINT32_MAX)
  U(vector_bits, UINT32_MAX)
  U(measured_unix, INT64_MAX)
  D(copy_gbps, 4)
  D(triad_gbps, 8)
  D(peak_gflops, 16)
  D(device_gbps, 0)
#undef U
#undef D
  return true;
}

hpcab_status hpcab_profile_load(const char *path, const char *key, hpcab_machine_profile *out)
{
  if (!path) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_profile_load: path is NULL");
  if (hpcab__struct_check(out, HPCAB__FIRST_MACHINE_PROFILE, SIZE_MAX, "hpcab_profile_load: profile"))
    return HPCAB_E_INVALID;
  profile_read r;
  memset(&r, 0, sizeof r);
  r.p.size = sizeof r.p;
  hpcab_status st = hpcab__cache_file_read(path, "profile", set_field, &r);
  if (st != HPCAB_OK) return st;
  hpcab_machine_profile p = r.p;
  unsigned seen = r.seen;
  if ((seen & 31) != 31)
    return hpcab__seterr(HPCAB_E_PARSE, "%s: missing one of format, key, copy_gbps, triad_gbps, peak_gflops", path);
  if (!profile_valid(&p))
    return hpcab__seterr(HPCAB_E_PARSE, "%s: not a valid measurement (threads or a non-positive rate)", path);
  if (key && strcmp(key, p.key) != 0)
    return hpcab__seterr(HPCAB_E_MISMATCH, "%s: profile of machine %s, expected %s", path, p.key, key);
  return hpcab__struct_out(out, &p, sizeof p, HPCAB__FIRST_MACHINE_PROFILE, "hpcab_profile_load: profile");
}

/* ---- the plausibility rule ---- */

hpcab_status hpcab_plausibility_check(const hpcab_machine_profile *profile, double cost_bytes,
                                      double candidate_median_ns, double median_speedup, int is_device,
                                      hpcab_suspect *out)
{
  hpcab_machine_profile prof;
  if (hpcab__struct_in(&prof, sizeof prof, profile, HPCAB__FIRST_MACHINE_PROFILE,
                       "hpcab_plausibility_check: profile") ||
      hpcab__struct_check(out, HPCAB__FIRST_SUSPECT, SIZE_MAX, "hpcab_plausibility_check: result"))
    return HPCAB_E_INVALID;
  profile = &prof;
  hpcab_suspect *result = out, verdict;
  out = &verdict;
  if (!(cost_bytes >= 0) || !(candidate_median_ns >= 0) || !(median_speedup >= 0))
    return hpcab__seterr(HPCAB_E_INVALID,
                         "hpcab_plausibility_check: cost %g bytes, time %g ns and speedup %g "
                         "must be non-negative numbers",
                         cost_bytes, candidate_median_ns, median_speedup);
  double bw = is_device ? profile->device_gbps : hpcab_profile_peak_gbps(profile);
  if (!is_device && !(bw > 0 && isfinite(bw)))
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_plausibility_check: the profile has no measured bandwidth");
  memset(out, 0, sizeof *out);
  out->size = sizeof *out;
  out->speedup_limit = is_device ? HPCAB_SPEEDUP_LIMIT_DEVICE : HPCAB_SPEEDUP_LIMIT_HOST;
  size_t used = 0;
  /* The floor is a DRAM roofline: host traffic that fits in the last-level cache may legitimately
     beat it (the cache's bandwidth is not measured), so only the speedup limit applies to it. */
  int in_cache = !is_device && profile->llc_bytes && cost_bytes <= (double)profile->llc_bytes;
  if (bw > 0 && isfinite(bw) && !in_cache) {
    out->floor_ns = cost_bytes / (2.0 * bw); /* bytes / (GB/s) = ns */
    if (candidate_median_ns < out->floor_ns) {
      out->flags |= HPCAB_SUSPECT_ROOFLINE;
      int n = snprintf(out->reason, sizeof out->reason,
                       "time %.4g ns below the roofline floor %.4g ns (%.4g bytes at 2 x %.4g GB/s)",
                       candidate_median_ns, out->floor_ns, cost_bytes, bw);
      used = n > 0 ? ((size_t)n < sizeof out->reason ? (size_t)n : sizeof out->reason - 1) : 0;
    }
  }
  if (median_speedup > out->speedup_limit) {
    out->flags |= HPCAB_SUSPECT_SPEEDUP;
    snprintf(out->reason + used, sizeof out->reason - used, "%smedian speedup %.4gx above the %s limit %.0fx",
             used ? "; " : "", median_speedup, is_device ? "device" : "host", out->speedup_limit);
  }
  return hpcab__struct_out(result, out, sizeof *out, HPCAB__FIRST_SUSPECT, "hpcab_plausibility_check: result");
}
