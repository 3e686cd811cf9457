/* lib/common/parallel.c — a deterministic parallel-for over fixed chunks (internal.h). */
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

typedef struct {
  hpcab__chunk_fn fn;
  void *ctx;
  size_t n, grain, nchunks;
  atomic_size_t next;
} pf_job;

static void pf_run(pf_job *job)
{
  for (;;) {
    size_t c = atomic_fetch_add_explicit(&job->next, 1, memory_order_relaxed);
    if (c >= job->nchunks) return;
    size_t begin = c * job->grain;
    size_t end = begin + job->grain < job->n ? begin + job->grain : job->n;
    job->fn(job->ctx, c, begin, end);
  }
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

hpcab_status hpcab__parallel_for(size_t n, size_t grain, unsigned nthreads, hpcab__chunk_fn fn,
                                 void *ctx)
{
  if (grain == 0) grain = 1;
  pf_job job = {.fn = fn, .ctx = ctx, .n = n, .grain = grain, .nchunks = hpcab__chunk_count(n, grain)};
  atomic_init(&job.next, 0);
  if (nthreads == 0) nthreads = hpcab__online_cpus();
  if (nthreads > job.nchunks) nthreads = (unsigned)(job.nchunks ? job.nchunks : 1);
  hpcab_status st = HPCAB_OK;
  pthread_t *tids = NULL;
  unsigned started = 0;
  if (nthreads > 1) {
    tids = malloc(sizeof *tids * (nthreads - 1));
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

void hpcab__parallel_copy(void *dst, const void *src, size_t n, unsigned threads)
{
  if (n < ((size_t)4 << 20) || threads <= 1) {
    memcpy(dst, src, n);
    return;
  }
  copy_job job = {dst, src};
  (void)hpcab__parallel_for(n, (size_t)1 << 20, threads, copy_chunk, &job); /* fewer threads on failure */
}
