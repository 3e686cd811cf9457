/* lib/common/parallel.c — a deterministic parallel-for over fixed chunks (internal.h). */
#include <errno.h>
#include <sched.h>
#include <stdint.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#if defined(__x86_64__)
#include <emmintrin.h>
#endif

#include "internal.h"

typedef struct {
  hpcab__chunk_fn fn;
  void *ctx;
  size_t n, grain, nchunks;
  atomic_size_t next;
} pf_job;

/* Takes and runs the next chunk; 0 when none was left. */
static int pf_one(pf_job *job)
{
  size_t c = atomic_fetch_add_explicit(&job->next, 1, memory_order_relaxed);
  if (c >= job->nchunks) return 0;
  size_t begin = c * job->grain;
  size_t end = begin + job->grain < job->n ? begin + job->grain : job->n;
  job->fn(job->ctx, c, begin, end);
  return 1;
}

static void pf_run(pf_job *job)
{
  while (pf_one(job)) {}
}

uint64_t hpcab__mono_ns(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

static void *pf_thread(void *arg)
{
  pf_run(arg);
  return NULL;
}

size_t hpcab__chunk_count(size_t n, size_t grain)
{
  if (grain == 0) grain = 1;
  return n / grain + (n % grain != 0);
}

unsigned hpcab__online_cpus(void)
{
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? (unsigned)n : 1u;
}

/* ---- the pool ----
   Threads that stay, so that a parallel-for over a few hundred kilobytes (the judge's work between
   two timed calls) costs a wake-up, not a thread creation per thread. One caller at a time uses the
   pool (a caller that finds it busy starts threads of its own, as before); a job's threads take the
   caller's CPU mask, or the mask the caller set for them (hpcab__parallel_pool_mask: the judge's
   thread stays pinned to the workers' calling CPU during a timed protocol, its pool threads use every
   worker CPU). A child after fork()
   has no pool threads: it starts its own pool when it needs one. */
#define POOL_MAX 63

static struct {
  pthread_mutex_t use; /* held by the caller whose job runs */
  pthread_mutex_t m;
  pthread_cond_t go, done;
  pid_t pid; /* the process the threads belong to */
  unsigned started;
  uint64_t gen;       /* job number */
  unsigned want;      /* pool threads that may take part in job `gen` */
  unsigned inside;    /* pool threads running job `gen` now */
  pf_job *job;        /* the open job: NULL once its caller ran out of chunks (late threads skip it) */
  uint64_t woke_ns;   /* when job `gen`'s threads were woken */
  uint64_t warm;      /* wake-ups ahead of a job (hpcab__parallel_warm) */
  unsigned coming;    /* threads woken ahead of a job that are not up yet */
  uint64_t arrive_ns; /* how long a woken thread has been taking to get going (moving average) */
  cpu_set_t mask;
  uint64_t born[POOL_MAX]; /* the job number when thread i started: it takes part from the next one */
} pool = {.use = PTHREAD_MUTEX_INITIALIZER,
          .m = PTHREAD_MUTEX_INITIALIZER,
          .go = PTHREAD_COND_INITIALIZER,
          .done = PTHREAD_COND_INITIALIZER};

static pthread_once_t pool_once = PTHREAD_ONCE_INIT;

/* Lingering (hpcab__parallel_linger): a pool thread that finishes a job while it is on waits for the
   next one awake, at most LINGER_MAX_NS, instead of going to sleep; pool_gen mirrors pool.gen for
   it, pool_awake counts the threads doing so. */
#define LINGER_MAX_NS 500000u
static atomic_int pool_linger;
static atomic_uint pool_awake;
static _Atomic uint64_t pool_gen;

static inline void cpu_relax(void)
{
#if defined(__x86_64__)
  _mm_pause();
#endif
}

void hpcab__parallel_linger(int on)
{
  atomic_store_explicit(&pool_linger, on != 0, memory_order_release);
  /* off: the threads waiting awake see it within a pause or two; return once they stopped */
  for (unsigned k = 0; !on && atomic_load_explicit(&pool_awake, memory_order_acquire) && k < 100000; k++) cpu_relax();
}

unsigned hpcab__parallel_awake(void)
{
  return atomic_load_explicit(&pool_awake, memory_order_acquire);
}

/* After a job (pool.m held, and held again on return): while lingering is on, waits awake for job
   number `seen` + 1; 1 when it came meanwhile. */
static int linger_for_next(uint64_t seen)
{
  if (!atomic_load_explicit(&pool_linger, memory_order_acquire)) return 0;
  pthread_mutex_unlock(&pool.m);
  atomic_fetch_add_explicit(&pool_awake, 1, memory_order_acq_rel);
  uint64_t t0 = hpcab__mono_ns();
  int came = 0;
  for (unsigned k = 0; atomic_load_explicit(&pool_linger, memory_order_acquire); k++) {
    if (atomic_load_explicit(&pool_gen, memory_order_acquire) != seen) {
      came = 1;
      break;
    }
    if ((k & 255) == 255 && hpcab__mono_ns() - t0 > LINGER_MAX_NS) break;
    cpu_relax();
  }
  atomic_fetch_sub_explicit(&pool_awake, 1, memory_order_acq_rel);
  pthread_mutex_lock(&pool.m);
  return came;
}

/* The calling thread's mask for its pool jobs, when set (hpcab__parallel_pool_mask). */
static __thread int pool_mask_set;
static __thread cpu_set_t pool_mask_of_caller;

void hpcab__parallel_pool_mask(const cpu_set_t *mask)
{
  pool_mask_set = mask != NULL;
  if (mask) pool_mask_of_caller = *mask;
}

/* In a child after fork(): no pool thread exists and a lock may have been held by one; start afresh. */
static void pool_after_fork_child(void)
{
  pthread_mutex_init(&pool.use, NULL);
  pthread_mutex_init(&pool.m, NULL);
  pthread_cond_init(&pool.go, NULL);
  pthread_cond_init(&pool.done, NULL);
  pool.started = 0;
  pool.pid = 0;
  pool.coming = 0;
  atomic_store(&pool_awake, 0); /* the parent's threads, not this process's */
  atomic_store(&pool_linger, 0);
}

static void pool_register(void)
{
  pthread_atfork(NULL, NULL, pool_after_fork_child);
}

static void *pool_thread(void *arg)
{
  unsigned me = (unsigned)(uintptr_t)arg;
  cpu_set_t mine;
  CPU_ZERO(&mine);
  pthread_mutex_lock(&pool.m);
  uint64_t seen = pool.born[me], warm_seen = pool.warm;
  int slept = 0;
  for (;;) {
    for (; pool.gen == seen && pool.warm == warm_seen; slept = 1) pthread_cond_wait(&pool.go, &pool.m);
    if (pool.warm != warm_seen && pool.coming) pool.coming--;
    warm_seen = pool.warm;
    if (slept && (pool.gen == seen + 1 || pool.gen == seen)) { /* woken: how long did that take? */
      uint64_t late = hpcab__mono_ns() - pool.woke_ns;
      pool.arrive_ns = pool.arrive_ns ? (7 * pool.arrive_ns + late) / 8 : late;
    }
    if (pool.gen == seen) { /* woken ahead of a job (hpcab__parallel_warm): wait for it awake */
      if (!CPU_EQUAL(&mine, &pool.mask)) {
        mine = pool.mask;
        pthread_setaffinity_np(pthread_self(), sizeof mine, &mine);
      }
      linger_for_next(seen);
      slept = 0;
      continue;
    }
    seen = pool.gen;
    pf_job *job = pool.job;
    if (me >= pool.want || !job) continue; /* not asked, or too late: the caller did it all */
    pool.inside++;
    if (!CPU_EQUAL(&mine, &pool.mask)) {
      mine = pool.mask;
      pthread_setaffinity_np(pthread_self(), sizeof mine, &mine);
    }
    pthread_mutex_unlock(&pool.m);
    pf_run(job);
    pthread_mutex_lock(&pool.m);
    if (--pool.inside == 0 && !pool.job) pthread_cond_signal(&pool.done);
    slept = 0;
    linger_for_next(seen);
  }
  return NULL;
}

/* The mask the pool threads take for the calling thread's work (pool.m held). */
static void take_callers_mask(void)
{
  if (pool_mask_set)
    pool.mask = pool_mask_of_caller;
  else if (pthread_getaffinity_np(pthread_self(), sizeof pool.mask, &pool.mask) != 0)
    CPU_ZERO(&pool.mask);
}

void hpcab__parallel_warm(uint64_t work_ns)
{
  if (!atomic_load_explicit(&pool_linger, memory_order_acquire)) return;
  if (pthread_mutex_trylock(&pool.use) != 0) return;
  pthread_mutex_lock(&pool.m);
  if (pool.pid == getpid() && pool.started && atomic_load_explicit(&pool_awake, memory_order_acquire) < pool.started &&
      (double)work_ns > 1.5 * (double)pool.arrive_ns) {
    take_callers_mask();
    pool.warm++;
    pool.coming = pool.started - atomic_load_explicit(&pool_awake, memory_order_acquire);
    pool.woke_ns = hpcab__mono_ns();
    pthread_cond_broadcast(&pool.go);
  }
  pthread_mutex_unlock(&pool.m);
  pthread_mutex_unlock(&pool.use);
}

/* Runs `job` on the calling thread and up to `extra` pool threads; 0 when the pool is busy or cannot
   grow (the caller then starts its own threads). */
static int pool_run(pf_job *job, unsigned extra)
{
  if (extra > POOL_MAX) extra = POOL_MAX;
  pthread_once(&pool_once, pool_register);
  if (pthread_mutex_trylock(&pool.use) != 0) return 0;
  pid_t self = getpid();
  if (pool.pid != self) { /* first use, or a child after fork(): the threads are gone */
    pool.pid = self;
    pool.started = 0;
  }
  while (pool.started < extra) {
    pthread_t t;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pool.born[pool.started] = pool.gen; /* read by the thread under pool.m; gen only moves under it too */
    int rc = pthread_create(&t, &attr, pool_thread, (void *)(uintptr_t)pool.started);
    pthread_attr_destroy(&attr);
    if (rc != 0) break;
    pool.started++;
  }
  if (pool.started < extra) extra = pool.started;
  /* Threads lingering awake (hpcab__parallel_linger) take part at once. Otherwise the first chunk
     runs alone, timed: the threads are woken only when the rest would take the caller more than
     twice as long as they have been taking to wake (an idle CPU of a virtual machine can take tens
     of microseconds), so a small job costs no wake-up at all. */
  pthread_mutex_lock(&pool.m);
  unsigned coming = pool.coming;
  uint64_t arrive_ns = pool.arrive_ns;
  pthread_mutex_unlock(&pool.m);
  int awake = atomic_load_explicit(&pool_awake, memory_order_acquire) + coming >= extra;
  if (!awake) {
    uint64_t t0 = hpcab__mono_ns();
    int any = pf_one(job);
    uint64_t one = hpcab__mono_ns() - t0;
    size_t next = atomic_load_explicit(&job->next, memory_order_relaxed);
    size_t left = any && next < job->nchunks ? job->nchunks - next : 0;
    if (!extra || !left || (double)one * (double)left <= 2.0 * (double)arrive_ns) {
      pf_run(job);
      pthread_mutex_unlock(&pool.use);
      return 1;
    }
  }
  pthread_mutex_lock(&pool.m);
  take_callers_mask();
  pool.job = job;
  pool.want = extra;
  pool.inside = 0;
  pool.gen++;
  atomic_store_explicit(&pool_gen, pool.gen, memory_order_release);
  /* threads waiting awake see the new job number; any other one (even when enough of the others
     are awake: they may not be among the first `extra`) is woken */
  if (atomic_load_explicit(&pool_awake, memory_order_acquire) + pool.coming < pool.started) {
    if (!pool.coming) pool.woke_ns = hpcab__mono_ns(); /* (a thread woken ahead counts from then) */
    pthread_cond_broadcast(&pool.go);
  }
  pthread_mutex_unlock(&pool.m);
  pf_run(job);
  /* every chunk is taken: close the job, so that a thread woken only now (an idle CPU can take a
     hundred microseconds to wake) skips it instead of being waited for; wait for those inside it */
  pthread_mutex_lock(&pool.m);
  pool.job = NULL;
  while (pool.inside) pthread_cond_wait(&pool.done, &pool.m);
  pthread_mutex_unlock(&pool.m);
  pthread_mutex_unlock(&pool.use);
  return 1;
}

hpcab_status hpcab__parallel_for(size_t n, size_t grain, unsigned nthreads, hpcab__chunk_fn fn, void *ctx)
{
  if (grain == 0) grain = 1;
  pf_job job = {.fn = fn, .ctx = ctx, .n = n, .grain = grain, .nchunks = hpcab__chunk_count(n, grain)};
  atomic_init(&job.next, 0);
  if (nthreads == 0) nthreads = hpcab__online_cpus();
  if (nthreads > job.nchunks) nthreads = (unsigned)(job.nchunks ? job.nchunks : 1);
  if (nthreads <= 1 || pool_run(&job, nthreads - 1)) {
    if (nthreads <= 1) pf_run(&job);
    return HPCAB_OK;
  }
  hpcab_status st = HPCAB_OK;
  pthread_t *tids = malloc(sizeof *tids * (nthreads - 1));
  unsigned started = 0;
  if (!tids) st = hpcab__nomem("parallel-for threads", sizeof *tids * (nthreads - 1));
  for (unsigned t = 0; tids && t + 1 < nthreads; t++) {
    int rc = pthread_create(&tids[t], NULL, pf_thread, &job);
    if (rc != 0) {
      errno = rc;
      st = hpcab__seterr_errno("parallel-for: pthread_create");
      break;
    }
    started++;
  }
  pf_run(&job);
  for (unsigned t = 0; t < started; t++) pthread_join(tids[t], NULL);
  free(tids);
  return st;
}

typedef struct {
  unsigned char *dst;
  const unsigned char *src;
} copy_job;

static void copy_chunk(void *ctx, size_t chunk, size_t begin, size_t end)
{
  (void)chunk;
  const copy_job *job = ctx;
  memcpy(job->dst + begin, job->src + begin, end - begin);
}

void hpcab__fill_word(void *p, size_t n, uint64_t word)
{
  unsigned char *b = p;
  size_t k = 0;
#if defined(__x86_64__)
  const __m128i v = _mm_set1_epi64x((long long)word);
  for (; k + 64 <= n; k += 64) {
    _mm_storeu_si128((__m128i *)(void *)(b + k), v);
    _mm_storeu_si128((__m128i *)(void *)(b + k + 16), v);
    _mm_storeu_si128((__m128i *)(void *)(b + k + 32), v);
    _mm_storeu_si128((__m128i *)(void *)(b + k + 48), v);
  }
#endif
  for (; k + 8 <= n; k += 8) memcpy(b + k, &word, 8);
  if (k < n) memcpy(b + k, &word, n - k);
}

/* bytes per block of a copy-and-fill: copied, then filled while in the first-level cache */
#define COPY_FILL_BLOCK ((size_t)8 << 10)

typedef struct {
  unsigned char *dst, *src;
  uint64_t word;
} copy_fill_job;

static void copy_fill_range(const copy_fill_job *job, size_t begin, size_t end)
{
  for (size_t b = begin; b < end; b += COPY_FILL_BLOCK) {
    size_t len = end - b < COPY_FILL_BLOCK ? end - b : COPY_FILL_BLOCK;
    memcpy(job->dst + b, job->src + b, len);
    hpcab__fill_word(job->src + b, len, job->word);
  }
}

static void copy_fill_chunk(void *ctx, size_t chunk, size_t begin, size_t end)
{
  (void)chunk;
  copy_fill_range(ctx, begin, end);
}

void hpcab__parallel_copy_fill(void *dst, void *src, size_t n, uint64_t word, unsigned threads)
{
  copy_fill_job job = {dst, src, word};
  if (n < ((size_t)256 << 10) || threads <= 1) {
    copy_fill_range(&job, 0, n);
    return;
  }
  /* chunks of whole blocks, so every block starts at a multiple of 8 bytes from src */
  (void)hpcab__parallel_for(n, (size_t)64 << 10, threads, copy_fill_chunk, &job); /* fewer threads on failure */
}

void hpcab__parallel_copy(void *dst, const void *src, size_t n, unsigned threads)
{
  if (n < ((size_t)256 << 10) || threads <= 1) {
    memcpy(dst, src, n);
    return;
  }
  copy_job job = {dst, src};
  (void)hpcab__parallel_for(n, (size_t)64 << 10, threads, copy_chunk, &job); /* fewer threads on failure */
}
