/*
 * lib/sandbox/worker_arena.c — hpcab_arena: the judge's shared-memory arrays with guard pages, canaries,
 * sealed inputs and output poisoning (see include/hpcab/worker.h).
 */
#include <errno.h>
#include <stdio.h>
#include <fcntl.h>
#include <stdlib.h>
#include <stdalign.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <unistd.h>
#if defined(__x86_64__)
#include <emmintrin.h>
#endif

#include "internal.h"
#include "first_layouts.h"
#include "worker_internal.h"
#include "worker_proto.h"

#ifndef F_SEAL_FUTURE_WRITE
#define F_SEAL_FUTURE_WRITE 0x0010
#endif

static size_t round_up(size_t x, size_t to)
{
  return (x + to - 1) / to * to;
}

static void unmap_array(hpcab__arena_array *r, size_t page)
{
  if (r->reserve && !r->borrowed) munmap(r->reserve, r->map_bytes + 2 * page);
  if (r->fd >= 0) close(r->fd);
  free(r->name);
  r->reserve = NULL;
  r->fd = -1;
  r->name = NULL;
}

static void fill_canaries(hpcab_arena *a, hpcab__arena_array *r)
{
  unsigned char *map = r->data - r->offset;
  for (size_t k = 0; k < r->offset; k++) map[k] = a->canary[k % 64];
  for (size_t k = r->offset + r->bytes; k < r->map_bytes; k++) map[k] = a->canary[k % 64];
}

/* A page's first write is a fault that allocates and zeroes it, one page at a time: about 3 µs a
   page on a virtual machine, and several times that where the host backs guest memory only when it
   is first touched (60 ms for the 27 MiB output of an s000 input, on one thread). */
#define POPULATE_GRAIN_PAGES 256u
#define POPULATE_MAX_THREADS 8u

typedef struct {
  unsigned char *map;
  size_t page;
} populate_job;

/* Allocates pages [begin, end) of a shared mapping: MADV_POPULATE_WRITE (Linux 5.14), or a write of
   each page's first byte with the value it holds (nothing else touches the mapping yet). */
static void populate_chunk(void *ctx, size_t chunk, size_t begin, size_t end)
{
  (void)chunk;
  const populate_job *job = ctx;
  unsigned char *p = job->map + begin * job->page;
#ifdef MADV_POPULATE_WRITE
  if (madvise(p, (end - begin) * job->page, MADV_POPULATE_WRITE) == 0) return;
#endif
  for (size_t k = 0; k < end - begin; k++) {
    volatile unsigned char *b = p + k * job->page;
    *b = *b;
  }
}

/* Allocates every page of a new array's mapping at once, on the pool's threads: each is written
   before the first call anyway (the inputs' values, the outputs' poison, the canaries), and page
   faults on several CPUs take a fraction of the time of one thread's faults. */
static void populate(unsigned char *map, size_t bytes, size_t page)
{
  populate_job job = {map, page};
  size_t pages = bytes / page;
  unsigned cpus = hpcab__online_cpus();
  unsigned threads =
      pages >= 2 * POPULATE_GRAIN_PAGES ? (cpus < POPULATE_MAX_THREADS ? cpus : POPULATE_MAX_THREADS) : 1;
  (void)hpcab__parallel_for(pages, POPULATE_GRAIN_PAGES, threads, populate_chunk, &job);
}

/* Creates array `r`'s memfd and the judge's mapping (every page allocated); seals inputs. */
static hpcab_status map_array(hpcab_arena *a, hpcab__arena_array *r)
{
  size_t region = round_up(r->bytes, HPCAB_ALIGNMENT);
  if (region < r->bytes) return hpcab__nomem("array", r->bytes);
  r->map_bytes = round_up(region ? region : 1, a->page);
  if (r->map_bytes < region || r->map_bytes > SIZE_MAX - 2 * a->page) return hpcab__nomem("array", r->bytes);
  r->offset = r->map_bytes - region;
  r->fd = memfd_create(r->name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
  if (r->fd < 0) return hpcab__seterr_errno("arena: memfd_create for array '%s'", r->name);
  if (ftruncate(r->fd, (off_t)r->map_bytes) != 0)
    return hpcab__seterr_errno("arena: sizing array '%s' to %zu bytes", r->name, r->map_bytes);
  void *res = mmap(NULL, r->map_bytes + 2 * a->page, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (res == MAP_FAILED) return hpcab__seterr_errno("arena: reserving address space for '%s'", r->name);
  r->reserve = res;
  void *m = mmap(r->reserve + a->page, r->map_bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, r->fd, 0);
  if (m == MAP_FAILED) return hpcab__seterr_errno("arena: mapping array '%s'", r->name);
  r->data = (unsigned char *)m + r->offset;
  populate(m, r->map_bytes, a->page);
  fill_canaries(a, r);
  int seals = F_SEAL_SHRINK | F_SEAL_GROW;
  if (r->intent == HPCAB_INTENT_IN) seals |= F_SEAL_FUTURE_WRITE;
  if (fcntl(r->fd, F_ADD_SEALS, seals) != 0) {
    if (r->intent != HPCAB_INTENT_IN) return hpcab__seterr_errno("arena: sealing array '%s'", r->name);
    /* Kernel without F_SEAL_FUTURE_WRITE (< 5.1): keep going, report, rely on input hashing. */
    a->sealed = false;
    snprintf(a->seal_detail, sizeof a->seal_detail, "F_SEAL_FUTURE_WRITE: %s", strerror(errno));
    if (fcntl(r->fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW) != 0)
      return hpcab__seterr_errno("arena: sealing array '%s'", r->name);
  }
  return HPCAB_OK;
}

/* The worker side's layout, the same in every worker of the arena: the reservations (guard, mapping,
   guard) one after another from a random 2 MiB-aligned address between 32 and 48 TiB (clear of
   AddressSanitizer's shadow, which ends just above 16 TiB, of the executable and the libraries, which
   lie higher, and of the heap, lower), each rounded up to 2 MiB. Two processes that map the same
   pages at different virtual addresses do not run the same code alike: the virtual address bits
   above the page offset index TLBs, the L1 data cache's way predictor (AMD) and the stream
   prefetchers' tables, so an A/A pair whose workers mapped its arrays wherever mmap put them (ASLR)
   differed per input by up to 15% on a convolution. */
static void place_arrays(hpcab_arena *a)
{
  const uint64_t align = (uint64_t)2 << 20, lo = (uint64_t)32 << 40, span = (uint64_t)16 << 40;
  uint64_t r = 0;
  if (getrandom(&r, sizeof r, 0) != (ssize_t)sizeof r) r = (uint64_t)(uintptr_t)a * 0x9E3779B97F4A7C15ULL;
  uint64_t at = lo + (r % span) / align * align;
  for (size_t i = 0; i < a->n; i++) {
    a->arr[i].map_at = at;
    at += round_up(hpcab__wp_reserve_bytes(a->arr[i].map_bytes, a->page), align);
  }
}

HPCAB_API hpcab_status hpcab_arena_new(const hpcab_arena_spec *caller_specs, size_t n, hpcab_arena **out)
{
  if (!out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_arena_new: out is NULL");
  *out = NULL;
  if (!caller_specs && n) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_arena_new: specs is NULL");
  if (n > 64) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_arena_new: %zu arrays (at most 64)", n);
  /* The size-field rule: the caller's array has its own stride, specs[0].size (every element the
     same), from the first layout up to today's; each is read with a zero tail. */
  hpcab_arena_spec specs[64];
  size_t stride = n ? caller_specs[0].size : 0;
  for (size_t i = 0; i < n; i++) {
    const void *src = (const char *)caller_specs + i * stride;
    if (hpcab__struct_in(&specs[i], sizeof specs[i], src, stride, "hpcab_arena_new: spec") ||
        stride < HPCAB__FIRST_ARENA_SPEC || stride % alignof(hpcab_arena_spec))
      return hpcab__seterr(
          HPCAB_E_INVALID, "hpcab_arena_new: specs[%zu].size is %zu (specs[0].size %zu; from %zu to %zu)", i,
          ((const hpcab_arena_spec *)src)->size, stride, (size_t)HPCAB__FIRST_ARENA_SPEC, sizeof(hpcab_arena_spec));
  }
  for (size_t i = 0; i < n; i++) {
    const hpcab_arena_spec *s = &specs[i];
    if (!s->name || !s->name[0] || strlen(s->name) > 63)
      return hpcab__seterr(HPCAB_E_INVALID, "hpcab_arena_new: specs[%zu] needs a name of 1 to 63 bytes", i);
    if (s->intent != HPCAB_INTENT_IN && s->intent != HPCAB_INTENT_OUT && s->intent != HPCAB_INTENT_INOUT)
      return hpcab__seterr(HPCAB_E_INVALID, "hpcab_arena_new: array '%s' has invalid intent %d", s->name,
                           (int)s->intent);
    size_t e = s->elem_size;
    if (e != 1 && e != 2 && e != 4 && e != 8 && e != 16)
      return hpcab__seterr(HPCAB_E_INVALID, "hpcab_arena_new: array '%s' has element size %zu (1, 2, 4, 8 or 16)",
                           s->name, e);
    if (s->bytes % e != 0)
      return hpcab__seterr(HPCAB_E_INVALID, "hpcab_arena_new: array '%s': %zu bytes is not a multiple of %zu", s->name,
                           s->bytes, e);
    for (size_t j = 0; j < i; j++)
      if (strcmp(specs[j].name, s->name) == 0)
        return hpcab__seterr(HPCAB_E_INVALID, "hpcab_arena_new: array name '%s' appears twice", s->name);
  }
  hpcab_arena *a = calloc(1, sizeof *a + n * sizeof(hpcab__arena_array));
  if (!a) return hpcab__nomem("arena", sizeof *a + n * sizeof(hpcab__arena_array));
  long page = sysconf(_SC_PAGESIZE);
  a->page = page > 0 ? (size_t)page : 4096;
  a->sealed = true;
  if (getrandom(a->canary, sizeof a->canary, 0) != (ssize_t)sizeof a->canary)
    for (size_t k = 0; k < sizeof a->canary; k++) a->canary[k] = (unsigned char)(0xC3 ^ (k * 37));
  for (size_t i = 0; i < n; i++) a->arr[i].fd = -1;
  a->n = n;
  for (size_t i = 0; i < n; i++) {
    hpcab__arena_array *r = &a->arr[i];
    r->bytes = specs[i].bytes;
    r->elem_size = specs[i].elem_size;
    r->intent = specs[i].intent;
    r->name = hpcab__strdup(specs[i].name);
    hpcab_status st = r->name ? map_array(a, r) : HPCAB_E_NOMEM;
    if (st != HPCAB_OK) {
      hpcab_arena_free(a);
      return st;
    }
  }
  place_arrays(a);
  *out = a;
  return HPCAB_OK;
}

hpcab_status hpcab__arena_twin(const hpcab_arena *a, hpcab_arena **out)
{
  *out = NULL;
  hpcab_arena *t = calloc(1, sizeof *t + a->n * sizeof(hpcab__arena_array));
  if (!t) return hpcab__nomem("arena", sizeof *t + a->n * sizeof(hpcab__arena_array));
  t->n = a->n;
  t->page = a->page;
  t->sealed = a->sealed;
  memcpy(t->seal_detail, a->seal_detail, sizeof t->seal_detail);
  memcpy(t->canary, a->canary, sizeof t->canary);
  for (size_t i = 0; i < a->n; i++) t->arr[i].fd = -1;
  hpcab_status st = HPCAB_OK;
  for (size_t i = 0; i < a->n && !st; i++) {
    const hpcab__arena_array *src = &a->arr[i];
    hpcab__arena_array *r = &t->arr[i];
    r->bytes = src->bytes;
    r->elem_size = src->elem_size;
    r->intent = src->intent;
    r->map_at = src->map_at;
    if (!(r->name = hpcab__strdup(src->name))) {
      st = hpcab__nomem("array name", strlen(src->name) + 1);
    } else if (r->intent == HPCAB_INTENT_OUT) {
      st = map_array(t, r);
    } else {
      r->map_bytes = src->map_bytes;
      r->offset = src->offset;
      r->reserve = src->reserve;
      r->data = src->data;
      r->borrowed = true;
      if ((r->fd = fcntl(src->fd, F_DUPFD_CLOEXEC, 0)) < 0)
        st = hpcab__seterr_errno("arena: duplicating the descriptor of array '%s'", r->name);
    }
  }
  if (st) {
    hpcab_arena_free(t);
    return st;
  }
  *out = t;
  return HPCAB_OK;
}

HPCAB_API size_t hpcab_arena_count(const hpcab_arena *a)
{
  return a ? a->n : 0;
}

HPCAB_API void *hpcab_arena_data(hpcab_arena *a, size_t i)
{
  return a && i < a->n ? a->arr[i].data : NULL;
}

HPCAB_API size_t hpcab_arena_bytes(const hpcab_arena *a, size_t i)
{
  return a && i < a->n ? a->arr[i].bytes : 0;
}

HPCAB_API const char *hpcab_arena_name(const hpcab_arena *a, size_t i)
{
  return a && i < a->n ? a->arr[i].name : NULL;
}

HPCAB_API hpcab_intent hpcab_arena_intent(const hpcab_arena *a, size_t i)
{
  return a && i < a->n ? a->arr[i].intent : (hpcab_intent)0;
}

static uint64_t mix64(uint64_t x)
{
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  return x ^ (x >> 33);
}

/* Arrays at least this long are poisoned with non-temporal stores: they do not fit the caches, and
   ordinary stores would first read every line from memory (read for ownership). */
#define POISON_STREAM_BYTES ((size_t)8 << 20)

/* Fills n bytes at p with the 8-byte pattern (p is 64-byte aligned, n a multiple of the element
   size). Small arrays: the first 4 KiB by stores, the rest copied from them in blocks of up to 64 KiB,
   which the C library's copy writes as whole cache lines (a store loop stalls on a read-for-ownership
   of each line and cost several times a memory-bound kernel call); large ones by streaming stores. */
static void fill_pattern(unsigned char *p, size_t n, uint64_t pattern)
{
  size_t head = n < 4096 ? n : 4096;
#if defined(__x86_64__)
  if (n >= POISON_STREAM_BYTES) {
    const __m128i v = _mm_set1_epi64x((long long)pattern);
    size_t k = 0;
    for (; k + 64 <= n; k += 64) {
      _mm_stream_si128((__m128i *)(void *)(p + k), v);
      _mm_stream_si128((__m128i *)(void *)(p + k + 16), v);
      _mm_stream_si128((__m128i *)(void *)(p + k + 32), v);
      _mm_stream_si128((__m128i *)(void *)(p + k + 48), v);
    }
    _mm_sfence();
    for (; k < n; k += 8) memcpy(p + k, &pattern, n - k < 8 ? n - k : 8);
    return;
  }
#endif
  hpcab__fill_word(p, head, pattern);
  for (size_t done = head; done < n;) {
    size_t c = n - done < ((size_t)64 << 10) ? n - done : ((size_t)64 << 10);
    if (c > done) c = done;
    memcpy(p + done, p, c);
    done += c;
  }
}

uint64_t hpcab__arena_poison_word(size_t elem_size, uint64_t salt)
{
  uint64_t h = mix64(salt + 0x9E3779B97F4A7C15ULL);
  uint64_t p4 = 0x7FA00000u | (uint32_t)(h & 0x1FFFFFu) | 1u;
  switch (elem_size) {
  case 1: return (uint64_t)(uint8_t)(0xA5u ^ (h & 0x5Au)) * 0x0101010101010101ULL;
  case 2: return (uint64_t)(uint16_t)(0xFF80u | (h & 0x3Fu) | 1u) * 0x0001000100010001ULL; /* NaN as f16 and bf16 */
  case 4: return p4 | p4 << 32;
  default: return 0x7FF4000000000000ULL | (h & 0x0003FFFFFFFFFFFFULL) | 1u;
  }
}

HPCAB_API hpcab_status hpcab_arena_poison_outputs(hpcab_arena *a, uint64_t salt)
{
  if (!a) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_arena_poison_outputs: arena is NULL");
  for (size_t i = 0; i < a->n; i++) {
    hpcab__arena_array *r = &a->arr[i];
    if (r->intent == HPCAB_INTENT_OUT) fill_pattern(r->data, r->bytes, hpcab__arena_poison_word(r->elem_size, salt));
  }
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_arena_check_canaries(const hpcab_arena *a, size_t *bad)
{
  if (!a) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_arena_check_canaries: arena is NULL");
  for (size_t i = 0; i < a->n; i++) {
    const hpcab__arena_array *r = &a->arr[i];
    const unsigned char *map = r->data - r->offset;
    /* the head (up to a page, checked after every call) 64 bytes at a time, the pattern's period;
       a block that differs, and the last partial one, byte by byte */
    size_t k = 0;
    while (k + 64 <= r->offset && memcmp(map + k, a->canary, 64) == 0) k += 64;
    for (; k < r->offset; k++)
      if (map[k] != a->canary[k % 64]) {
        if (bad) *bad = i;
        return hpcab__seterr(HPCAB_E_MISMATCH,
                             "array '%s': canary below its first element damaged (%zu bytes before it)", r->name,
                             r->offset - k);
      }
    for (k = r->offset + r->bytes; k < r->map_bytes; k++)
      if (map[k] != a->canary[k % 64]) {
        if (bad) *bad = i;
        return hpcab__seterr(HPCAB_E_MISMATCH, "array '%s': canary past its end damaged (byte %zu after it)", r->name,
                             k - r->offset - r->bytes);
      }
  }
  return HPCAB_OK;
}

HPCAB_API void hpcab_arena_free(hpcab_arena *a)
{
  if (!a) return;
  for (size_t i = 0; i < a->n; i++) unmap_array(&a->arr[i], a->page);
  free(a);
}

hpcab__where hpcab__arena_locate(const hpcab_arena *a, const uint64_t *bases, uint64_t addr, size_t *index)
{
  for (size_t i = 0; i < a->n; i++) {
    const hpcab__arena_array *r = &a->arr[i];
    uint64_t base = bases[i];
    if (!base) continue;
    uint64_t guard = hpcab__wp_guard_bytes(r->map_bytes, a->page);
    uint64_t lo = base - guard, hi = base + r->map_bytes + guard;
    if (addr < lo || addr >= hi) continue;
    *index = i;
    uint64_t first = base + r->offset, end = first + r->bytes;
    if (addr < first) return HPCAB__BEFORE;
    if (addr >= end) return HPCAB__PAST_END;
    return HPCAB__INSIDE;
  }
  return HPCAB__NOWHERE;
}

uint64_t hpcab__hash_bytes(const void *data, size_t len)
{
  const unsigned char *p = data;
  uint64_t h[4] = {0x243F6A8885A308D3ULL, 0x13198A2E03707344ULL, 0xA4093822299F31D0ULL, 0x082EFA98EC4E6C89ULL};
  const uint64_t k = 0x9E3779B97F4A7C15ULL;
  size_t i = 0;
  for (; i + 32 <= len; i += 32)
    for (int l = 0; l < 4; l++) {
      uint64_t w;
      memcpy(&w, p + i + 8 * l, 8);
      h[l] = (h[l] ^ w) * k;
      h[l] ^= h[l] >> 29;
    }
  uint64_t t = len;
  for (; i < len; i++) t = (t ^ p[i]) * 0x100000001B3ULL;
  return mix64(h[0] ^ mix64(h[1] ^ mix64(h[2] ^ mix64(h[3] ^ t))));
}

void hpcab__arena_hash_inputs(const hpcab_arena *a, uint64_t *hashes)
{
  for (size_t i = 0; i < a->n; i++)
    hashes[i] = a->arr[i].intent == HPCAB_INTENT_IN ? hpcab__hash_bytes(a->arr[i].data, a->arr[i].bytes) : 0;
}
