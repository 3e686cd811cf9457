/*
 * hpcab/judge.h — the reference judge as one library call (lib/DESIGN.md §8–§12), composed from the
 * other modules: build (candidate, reference, baseline), source check, correctness stage on
 * draws from the submission seed, determinism and unchanged-input checks, the timed protocol with
 * Mann–Whitney crediting and roofline plausibility, the result store and its cache, and the
 * submission modes. tools/hpcab-judge only parses arguments for it; examples/harness.c shows a
 * custom harness doing the same steps with the module calls.
 */
#ifndef HPCAB_JUDGE_H
#define HPCAB_JUDGE_H

#include "hpcab/common.h"
#include "hpcab/dtype.h"
#include "hpcab/error.h"
#include "hpcab/manifest.h"
#include "hpcab/store.h"

HPCAB_BEGIN_DECLS

/** Progress callback: `stage` names what runs ("build", "correctness", "timing 2/3", ...),
    `fraction` in [0, 1] is the share of the whole grade done. */
typedef void (*hpcab_progress_fn)(void *ctx, const char *stage, double fraction);

/** Called by the grading thread right before a grade's timing stage (the timed inputs, one after
    another). A judge service serializes timing stages with it: it may block until the machine's
    pinned cores are free. A status other than HPCAB_OK ends the grade with that error (no verdict). */
typedef hpcab_status (*hpcab_timing_begin_fn)(void *ctx);

/** Called by the grading thread right after the timing stage, whenever timing_begin returned HPCAB_OK
    (also when the stage failed). */
typedef void (*hpcab_timing_end_fn)(void *ctx);

/** Called when a timed input's worker is up, before its first timed call: `side` 0 the reference (or
    baseline), 1 the candidate; `pid` the worker's process id in the judge's PID namespace. For a
    profiler that attaches to the candidate while it is timed; the worker is stopped between calls. */
typedef void (*hpcab_timed_worker_fn)(void *ctx, int side, long pid);

/** Options of a grade or score. Zero-initialize, set `size`, kernel and candidate; zero fields take
    the defaults given. A caller built against an older, shorter struct (ending at test_sizes) passes
    its own smaller `size`: the fields it lacks take their defaults. */
typedef struct hpcab_judge_options {
  size_t size;                /**< sizeof(hpcab_judge_options) */
  const char *kernel;         /**< kernel directory (holding kernel.yaml) */
  const char *candidate;      /**< C/C++/Fortran/CUDA source or shared object */
  hpcab_dtype precision;      /**< run precision; 0 = the manifest's first */
  const char *baseline;       /**< NULL/"default": the manifest's baseline; "reference"; or a source file */
  const char *state_dir;      /**< NULL = hpcab_paths_state_dir() */
  const char *db_path;        /**< NULL = <state_dir>/results.db */
  const char *secrets_path;   /**< NULL = <state_dir>/secrets (created on first use) */
  const char *cache_dir;      /**< build cache; NULL = <state_dir>/build */
  const char *include_dir;    /**< directory holding hpcab/kernel.h; NULL = hpcab_paths_include_dir() */
  const char *worker_path;    /**< hpcab-worker binary; NULL = hpcab_paths_worker() */
  const char *session;        /**< session id; NULL = no session accounting (open mode) */
  hpcab_mode mode;            /**< submission mode of the session */
  const char *flags;          /**< compile flags; NULL = "-O3 -fPIC -shared -fopenmp" */
  const char *extra_flags;    /**< appended compile flags */
  unsigned threads;           /**< kernel threads; 0 = one per physical core */
  int correctness_draws;      /**< correctness draws (edge sizes first); 0 = 8 */
  int timed_inputs;           /**< timed inputs; 0 = 3 */
  double budget_s;            /**< timing budget per timed input; 0 = 2 s */
  int64_t min_calls;          /**< timed calls per side at least; 0 = 10 */
  int64_t max_calls;          /**< timed calls per side at most; 0 = 100000 */
  double call_timeout_s;      /**< one kernel call's time limit; 0 = 10 s (plus a multiple of the reference) */
  double alpha;               /**< Mann–Whitney level; 0 = 0.1 */
  int no_cache;               /**< 1: grade again even when the store has this grade */
  hpcab_progress_fn progress; /**< may be NULL */
  void *progress_ctx;
  int check_only; /**< 1: the correctness stage only (no timing; speedup reported as 1) */
  int test_sizes; /**< 1: correctness on the manifest's `test` sizes (one draw) instead of
                                  edge and random sizes — for validating a kernel, not for grading */
  /* hooks for a judge service (hpcab-serve); NULL: not called */
  hpcab_timing_begin_fn timing_begin; /**< before the timing stage (not called when there is none) */
  hpcab_timing_end_fn timing_end;     /**< after the timing stage */
  hpcab_timed_worker_fn timed_worker; /**< each timed worker, once it is up */
  void *hook_ctx;                     /**< passed to the three hooks */
  double min_effect;                  /**< crediting margin (hpcab_credit_params); 0 = HPCAB_CREDIT_MIN_EFFECT,
                                  < 0 = none */
  uint64_t compile_memory_bytes;      /**< the compiler's address-space limit (hpcab_build_options.memory_bytes);
                                      0 = 2 GiB */
  /* device residency (issue 18; hpcab/device.h); zero: the host */
  hpcab_residency residency; /**< 0 or HPCAB_RESIDENCY_HOST: the host; HPCAB_RESIDENCY_DEVICE: the candidate's
                                    host entry point launches the kernel on device pointers; correctness
                                    against the host reference, timing against the manifest's device
                                    baseline (`baseline` "reference": the device reference) by device
                                    events, checked by the judge's clock; the 16000x and device roofline
                                    rules */
  const char *device;        /**< the device: an index or a UUID (hpcab_device_open); NULL = device 0 */
  int device_runtime;        /**< hpcab_device_runtime; 0 = CUDA, then HIP */
  int idle_hold;             /**< 1: while the kernels run (correctness and timing), hold a CPU latency
                                  request of 0 µs (/dev/cpu_dma_latency, where permitted: root), so that
                                  idle CPUs poll instead of halting and every wake-up, the workers' and the
                                  judge's, is fast; 0: leave the idle states alone. The context's
                                  cpu_idle_latency says what applied */
  const char *comparators;   /**< baselines timed beside the denominator and reported, never credited:
                                  comma-separated names as `baseline` takes them (reference, autopar, numba,
                                  a source file); NULL = none. The verdict's "comparators" gives each one's
                                  median time per timed input */
} hpcab_judge_options;

/** A verdict (opaque). */
typedef struct hpcab_verdict hpcab_verdict;

/** One timed input of a verdict. Pointers are owned by the verdict. */
typedef struct hpcab_verdict_input {
  size_t size;                /**< sizeof(hpcab_verdict_input) */
  const char *sizes;          /**< "LEN_1D=3000000" (comma-separated) */
  double reference_median_ns; /**< median time of the reference (or baseline) side */
  double candidate_median_ns;
  double ratio;               /**< reference median / candidate median */
  double p_value;             /**< one-sided Mann–Whitney p in the direction of the medians */
  double credited;            /**< the ratio when confirmed at alpha, else 1 */
  int suspect;                /**< 1: left out of S_i (why says why) */
  const char *why;            /**< "" unless suspect or unresolved */
  int64_t calls;              /**< timed calls per side */
  const double *reference_ns; /**< the raw per-call times, `calls` values */
  const double *candidate_ns;
  /* since 0.2 (a caller with the 0.1 size gets the fields above only) */
  double overhead_reference_ns; /**< median empty round trip of the reference's worker (NaN: not measured) */
  double overhead_candidate_ns; /**< the same of the candidate's worker */
  int resolved;                 /**< 0: the medians do not clear the overhead (hpcab_overhead_check): credited 1 */
} hpcab_verdict_input;

/**
 * The submit route: source check, correctness stage (all-or-nothing) on draws from the submission
 * seed — edge sizes first, then the whole ranges, then the top corner of the declared ranges
 * (hpcab_sizes_top), so that "correct" covers the whole range a kernel declares — determinism,
 * unchanged inputs, then the timing stage with crediting and plausibility (the roofline check is
 * never dropped: a cost that cannot be evaluated ends the grade with HPCAB_E_MANIFEST); the grade is
 * stored and a repeated identical request comes from the store (marked cached). A candidate that
 * leaves the floating-point environment changed is `rejected` with a refused `fp-env` flag, like the
 * unsafe-math flags it is the hand-written form of. A worker killed from outside the judge (a
 * signal it did not send; the reference's worker included) ends the grade as a `crash` verdict,
 * which is not stored.
 * Returns HPCAB_OK with *out set whenever a verdict was reached — also when the candidate failed
 * (read hpcab_verdict_status). Returns an error (and no verdict) for bad options, an invalid
 * manifest (HPCAB_E_MANIFEST/HPCAB_E_PARSE), a refused session (HPCAB_E_REFUSED) or a system failure.
 */
HPCAB_API hpcab_status hpcab_judge_grade(const hpcab_judge_options *opts, hpcab_verdict **out);

/**
 * The score route: one timed input from the score seed, fastest of five calls per side, checked;
 * the verdict carries only the status and the speedup (never an output value).
 */
HPCAB_API hpcab_status hpcab_judge_score(const hpcab_judge_options *opts, hpcab_verdict **out);

/** "ok" when graded correct, else one word naming the failure (incorrect, crash, timeout,
    build_error, rejected, forbidden, wrote_input, nondeterministic, ...). */
HPCAB_API const char *hpcab_verdict_status(const hpcab_verdict *v);

/** A sentence on what went wrong ("" when ok). */
HPCAB_API const char *hpcab_verdict_reason(const hpcab_verdict *v);

/** 1 when graded correct. */
HPCAB_API int hpcab_verdict_correct(const hpcab_verdict *v);

/** The credited speedup S_i (1 when nothing is credited or nothing was timed, as with check_only; 0 when
    not correct: the JSON says null in both of the latter cases). */
HPCAB_API double hpcab_verdict_speedup(const hpcab_verdict *v);

/** 1 when the verdict came from the store. */
HPCAB_API int hpcab_verdict_cached(const hpcab_verdict *v);

/** The kernel id, the candidate's SHA-256 and the baseline's name as reported. */
HPCAB_API const char *hpcab_verdict_kernel(const hpcab_verdict *v);
HPCAB_API const char *hpcab_verdict_candidate_sha256(const hpcab_verdict *v);
HPCAB_API const char *hpcab_verdict_baseline(const hpcab_verdict *v);

/** Number of timed inputs (0 for a cached verdict: read its JSON). */
HPCAB_API size_t hpcab_verdict_input_count(const hpcab_verdict *v);

/** Copies timed input `i` into *out (out->size must be set). */
HPCAB_API hpcab_status hpcab_verdict_get_input(const hpcab_verdict *v, size_t i, hpcab_verdict_input *out);

/**
 * The verdict as one JSON object of schema "hpcab.verdict/1" (lib/DESIGN.md §11; the JSON Schema is
 * include/hpcab/verdict.schema.json, installed beside this header, and tools/README.md describes every
 * member), owned by the verdict. Top level: schema, route, kernel, precision, candidate,
 * candidate_sha256, baseline, status, reason (null when ok), correct, speedup (the credited S_i; null
 * when not correct or when nothing was timed), cached, grade_key (the store's key of this grade, for
 * `hpcab-judge report`; null when not stored), check_only, correctness (draws, determinism_ratio,
 * top_sizes as an object, top_capped), crediting (alpha, min_effect, interval_confidence = 1 - 2 alpha),
 * inputs, flags (line null for a flag found in an object or at run time; refused), guards (applied,
 * not_applied with why; null when nothing ran), wall_s, build_log (null unless a build error) and
 * context (date in ISO 8601 UTC, host, library_version, cpu_model, topology, machine_key, cores
 * {physical, used, cpus}, caches [{level, bytes, instances}], memory_bytes, bandwidth (the profile the
 * roofline rule used, null when none was needed), compiler {language, version, flags} of the
 * candidate (null for a shared object), manifest_hash). Each input: index, sizes and params (of its
 * first draw) as objects, calls, statistic ("median"; "min" on the score route), reference and
 * candidate {median_ns, q1_ns, q3_ns, iqr_ns, min_ns, max_ns, overhead_ns}, ratio, hodges_lehmann
 * {ratio, lo, hi, confidence} (hpcab/hodges_lehmann.h; null on the score route), p_value, direction
 * ("faster", "slower", null), credited, resolved, suspect, why (null unless suspect or unresolved),
 * timed_ns and protocol_wall_ns. A score verdict's reason is a fixed sentence (no output values).
 * Reasons and compiler logs never name the judge's state directory, store, secrets file or build
 * cache. A verdict from the store is the JSON it was stored with, "cached": true.
 */
HPCAB_API const char *hpcab_verdict_json(const hpcab_verdict *v);

/**
 * The same JSON with the raw timed samples as its last member: "samples": [{"input": i,
 * "reference_ns": [...], "candidate_ns": [...]}, ...], every timed call's time in ns in call order
 * (a cached verdict's from the store). Owned by the verdict, rendered on the first call; NULL when
 * out of memory.
 */
HPCAB_API const char *hpcab_verdict_json_samples(const hpcab_verdict *v);

/** The readable report, owned by the verdict. */
HPCAB_API const char *hpcab_verdict_report(const hpcab_verdict *v);

/** The exit code hpcab-judge uses for this verdict: 0 graded correct, 1 not. */
HPCAB_API int hpcab_verdict_exit_code(const hpcab_verdict *v);

/** Frees a verdict (NULL is fine). */
HPCAB_API void hpcab_verdict_free(hpcab_verdict *v);

HPCAB_END_DECLS

#endif /* HPCAB_JUDGE_H */
