/*
 * lib/inputs/fill_edges.c — edge values for the correctness stage (issue 30.5): a correctness draw
 * after the first replaces a few of its plain arrays' elements with exact zeros, ones, negative ones,
 * repeated values (ties), the domain's edges and, in an unrestricted domain, subnormals, and sets index
 * arrays at both ends of their range — always within the array's declared domain, so that a kernel's
 * branches on zero or on equal values are exercised (s441's d == 0), not only values a distribution
 * almost never draws. Huge values are not drawn: an honest reordering of a sum over them cancels
 * differently than the reference's, which no tolerance could tell from a wrong answer.
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "hpcab/dtype.h"
#include "hpcab/rng.h"
#include "internal.h"
#include "rng_internal.h"

/* How many elements get an edge value: one in 32, at least 8 (all of a smaller array). */
static size_t edge_count(size_t n)
{
  size_t m = n / 32;
  return m < 8 ? (n < 8 ? n : 8) : m;
}

/* Stores v at element i of a float array of dtype (f64, f32, f16, bf16). */
static void store(hpcab_dtype dtype, void *buf, size_t i, double v)
{
  switch (dtype) {
  case HPCAB_F64: ((double *)buf)[i] = v; break;
  case HPCAB_F32: ((float *)buf)[i] = (float)v; break;
  case HPCAB_F16: ((uint16_t *)buf)[i] = hpcab_f32_to_f16((float)v); break;
  case HPCAB_BF16: ((uint16_t *)buf)[i] = hpcab_f32_to_bf16((float)v); break;
  default: break;
  }
}

/* A subnormal of dtype (a small multiple of its least positive subnormal), or 0 where none is kept. */
static double subnormal_of(hpcab_dtype dtype, uint64_t r)
{
  double k = (double)(1 + r % 7);
  switch (dtype) {
  case HPCAB_F64: return k * 4.9406564584124654e-324;
  case HPCAB_F32: return k * 1.4012984643248171e-45;
  default: return 0.0; /* f16, bf16: their subnormals are too coarse to be worth it */
  }
}

hpcab_status hpcab__fill_edges(const hpcab_stream *s, hpcab_dtype dtype, hpcab_domain domain, double lo, double hi,
                               void *buf, size_t n)
{
  if (!hpcab_dtype_is_float(dtype) || n == 0) return HPCAB_OK;
  hpcab_stream es = {.size = sizeof es};
  hpcab_random r = {.size = sizeof r};
  hpcab_status st = hpcab_stream_derive(s, "edges", 0, &es);
  if (!st) st = hpcab_stream_random(&es, &r);
  if (st) return st;
  size_t esize = hpcab_dtype_size(dtype);
  int any = domain == HPCAB_DOMAIN_ANY;
  int zero_ok = any || domain == HPCAB_DOMAIN_NONNEG || (domain == HPCAB_DOMAIN_INTERVAL && lo <= 0 && 0 <= hi);
  int one_ok = any || domain == HPCAB_DOMAIN_POSITIVE || domain == HPCAB_DOMAIN_NONNEG ||
               (domain == HPCAB_DOMAIN_INTERVAL && lo <= 1 && 1 <= hi);
  int minus_ok = any || domain == HPCAB_DOMAIN_NEGATIVE || (domain == HPCAB_DOMAIN_INTERVAL && lo <= -1 && -1 <= hi);
  size_t m = edge_count(n);
  for (size_t k = 0; k < m; k++) {
    uint64_t w = r.next_u64(r.state);
    size_t i = (size_t)(r.next_u64(r.state) % n);
    switch ((k + (size_t)(w % 3)) % 6) { /* every kind in turn, starting at a random one */
    case 0:
      if (zero_ok) store(dtype, buf, i, 0.0);
      break;
    case 1:
      if (one_ok) store(dtype, buf, i, 1.0);
      break;
    case 2:
      if (minus_ok) store(dtype, buf, i, -1.0);
      break;
    case 3: { /* a tie: another element's value, copied bit for bit */
      size_t from = (size_t)(w % n);
      memcpy((char *)buf + i * esize, (const char *)buf + from * esize, esize);
      break;
    }
    case 4:
      if (domain == HPCAB_DOMAIN_INTERVAL)
        store(dtype, buf, i, (w >> 8) & 1 ? hi : lo);
      else if (zero_ok)
        store(dtype, buf, i, 0.0);
      break;
    default:
      if (any && subnormal_of(dtype, w))
        store(dtype, buf, i, (w >> 8) & 1 ? -subnormal_of(dtype, w) : subnormal_of(dtype, w));
      break;
    }
  }
  return HPCAB_OK;
}

hpcab_status hpcab__fill_index_edges(const hpcab_stream *s, hpcab_dtype dtype, void *buf, size_t n, uint64_t bound)
{
  if (n == 0 || bound == 0) return HPCAB_OK;
  hpcab_stream es = {.size = sizeof es};
  hpcab_random r = {.size = sizeof r};
  hpcab_status st = hpcab_stream_derive(s, "edges", 0, &es);
  if (!st) st = hpcab_stream_random(&es, &r);
  if (st) return st;
  size_t m = edge_count(n) < 2 ? edge_count(n) : edge_count(n) / 4;
  if (m < 2 && n >= 2) m = 2;
  for (size_t k = 0; k < m; k++) {
    size_t i = (size_t)(r.next_u64(r.state) % n);
    uint64_t v = k % 2 ? bound - 1 : 0;
    switch (dtype) {
    case HPCAB_I8: ((int8_t *)buf)[i] = (int8_t)v; break;
    case HPCAB_U8: ((uint8_t *)buf)[i] = (uint8_t)v; break;
    case HPCAB_I16: ((int16_t *)buf)[i] = (int16_t)v; break;
    case HPCAB_U16: ((uint16_t *)buf)[i] = (uint16_t)v; break;
    case HPCAB_I32: ((int32_t *)buf)[i] = (int32_t)v; break;
    case HPCAB_U32: ((uint32_t *)buf)[i] = (uint32_t)v; break;
    case HPCAB_I64: ((int64_t *)buf)[i] = (int64_t)v; break;
    case HPCAB_U64: ((uint64_t *)buf)[i] = v; break;
    default: return HPCAB_OK;
    }
  }
  return HPCAB_OK;
}
