/* lib/inputs/npy.c — numpy .npy files, plain or zstd-compressed (hpcab/npy.h). */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <zstd.h>

#include "hpcab/npy.h"
#include "internal.h"

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "lib/inputs/npy.c assumes a little-endian host"
#endif

#define NPY_MAGIC "\x93NUMPY"
#define NPY_MAGIC_LEN 6
#define NPY_MAX_HEADER (1u << 20) /* a header longer than this is hostile, not a real array */
#define NPY_BF16_NOTE "# hpcab: bf16 stored as <u2"
#define NPY_ZST_INITIAL (64u << 20) /* first buffer for compressed data; grows as data arrives */

struct hpcab_npy_array {
  hpcab_dtype dtype;
  int ndim;
  int64_t shape[HPCAB_NPY_MAX_NDIM];
  int64_t count;
  size_t bytes;
  void *data;
};

/* numpy type strings (after the byte-order character) of each dtype; bf16 is stored as u2. */
static const char *const DESCR[HPCAB_DTYPE_COUNT] = {
    [HPCAB_F64] = "f8", [HPCAB_F32] = "f4", [HPCAB_F16] = "f2",  [HPCAB_BF16] = "u2", [HPCAB_I8] = "i1",
    [HPCAB_I16] = "i2", [HPCAB_I32] = "i4", [HPCAB_I64] = "i8",  [HPCAB_U8] = "u1",   [HPCAB_U16] = "u2",
    [HPCAB_U32] = "u4", [HPCAB_U64] = "u8", [HPCAB_BOOL] = "b1", [HPCAB_C64] = "c8",  [HPCAB_C128] = "c16",
};

static int has_zst_suffix(const char *path)
{
  size_t n = strlen(path);
  return n >= 4 && strcmp(path + n - 4, ".zst") == 0;
}

/* Sets *count and *bytes for a shape; checks extents and overflow. */
static hpcab_status shape_size(const char *path, hpcab_dtype dtype, int ndim, const int64_t *shape, int64_t *count,
                               size_t *bytes)
{
  int64_t c = 1;
  for (int d = 0; d < ndim; d++) {
    if (shape[d] < 0)
      return hpcab__seterr(HPCAB_E_INVALID, "%s: extent %d is negative (%lld)", path, d, (long long)shape[d]);
    if (!hpcab__i64_mul(c, shape[d], &c))
      return hpcab__seterr(HPCAB_E_NOMEM, "%s: the shape's element count overflows int64", path);
  }
  if ((uint64_t)c > SIZE_MAX || !hpcab__size_mul((size_t)c, hpcab_dtype_size(dtype), bytes))
    return hpcab__seterr(HPCAB_E_NOMEM, "%s: the array's size in bytes overflows", path);
  *count = c;
  return HPCAB_OK;
}

/* ---------------------------------------------------------------- writing */

/* Formats the header (dict, padding, newline) after the preamble; returns its length or 0. */
static size_t format_header(char *buf, size_t cap, hpcab_dtype dtype, int ndim, const int64_t *shape)
{
  size_t n = 0;
  n += (size_t)snprintf(buf + n, cap - n, "{'descr': '%c%s', 'fortran_order': False, 'shape': (",
                        hpcab_dtype_size(dtype) == 1 ? '|' : '<', DESCR[dtype]);
  for (int d = 0; d < ndim && n < cap; d++)
    n += (size_t)snprintf(buf + n, cap - n, d ? ", %lld" : "%lld", (long long)shape[d]);
  if (n < cap) n += (size_t)snprintf(buf + n, cap - n, ndim == 1 ? ",), }" : "), }");
  if (dtype == HPCAB_BF16 && n < cap) n += (size_t)snprintf(buf + n, cap - n, " %s", NPY_BF16_NOTE);
  if (n >= cap) return 0;
  /* pad with spaces so that preamble (10 bytes) + header + '\n' is a multiple of 64 */
  size_t total = 10 + n + 1;
  size_t pad = (64 - total % 64) % 64;
  if (n + pad + 2 > cap) return 0;
  memset(buf + n, ' ', pad);
  n += pad;
  buf[n++] = '\n';
  return n;
}

typedef struct {
  FILE *f;
  const char *path;
  ZSTD_CCtx *z;
  void *zbuf;
  size_t zcap;
} npy_out;

static hpcab_status out_write(npy_out *w, const void *src, size_t n, int last)
{
  if (!w->z) {
    if (n && fwrite(src, 1, n, w->f) != n) return hpcab__seterr_errno("%s: write failed", w->path);
    return HPCAB_OK;
  }
  ZSTD_inBuffer in = {src, n, 0};
  for (;;) {
    ZSTD_outBuffer out = {w->zbuf, w->zcap, 0};
    size_t rem = ZSTD_compressStream2(w->z, &out, &in, last ? ZSTD_e_end : ZSTD_e_continue);
    if (ZSTD_isError(rem))
      return hpcab__seterr(HPCAB_E_IO, "%s: zstd compression failed: %s", w->path, ZSTD_getErrorName(rem));
    if (out.pos && fwrite(w->zbuf, 1, out.pos, w->f) != out.pos)
      return hpcab__seterr_errno("%s: write failed", w->path);
    if (last ? rem == 0 : in.pos == in.size) return HPCAB_OK;
  }
}

HPCAB_API hpcab_status hpcab_npy_write(const char *path, hpcab_dtype dtype, int ndim, const int64_t *shape,
                                       const void *data)
{
  if (!path) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_npy_write: NULL path");
  if (hpcab_dtype_size(dtype) == 0) return hpcab__seterr(HPCAB_E_INVALID, "%s: invalid dtype %d", path, (int)dtype);
  if (ndim < 0 || ndim > HPCAB_NPY_MAX_NDIM || (ndim > 0 && !shape))
    return hpcab__seterr(HPCAB_E_INVALID, "%s: invalid ndim %d (0 to %d, with a shape)", path, ndim,
                         HPCAB_NPY_MAX_NDIM);
  int64_t count;
  size_t bytes;
  hpcab_status st = shape_size(path, dtype, ndim, shape, &count, &bytes);
  if (st) return st;
  if (bytes && !data) return hpcab__seterr(HPCAB_E_INVALID, "%s: NULL data for a non-empty array", path);

  char header[64 * 24 + 256];
  size_t hlen = format_header(header, sizeof header, dtype, ndim, shape);
  if (!hlen) return hpcab__seterr(HPCAB_E_INTERNAL, "%s: header does not fit", path);
  /* format 1.0: the header (at most 64 extents) always fits its 16-bit length */
  unsigned char pre[10] = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, (unsigned char)hlen, (unsigned char)(hlen >> 8)};
  size_t plen = sizeof pre;

  npy_out w = {.path = path};
  if (has_zst_suffix(path)) {
    w.z = ZSTD_createCCtx();
    w.zcap = ZSTD_CStreamOutSize();
    w.zbuf = malloc(w.zcap);
    if (!w.z || !w.zbuf) {
      ZSTD_freeCCtx(w.z);
      free(w.zbuf);
      return hpcab__nomem("zstd compression context", w.zcap);
    }
    ZSTD_CCtx_setParameter(w.z, ZSTD_c_compressionLevel, 3);
    ZSTD_CCtx_setParameter(w.z, ZSTD_c_checksumFlag, 1); /* corruption is detected on read */
    ZSTD_CCtx_setPledgedSrcSize(w.z, (unsigned long long)(plen + hlen + bytes));
  }
  w.f = fopen(path, "wb");
  if (!w.f) st = hpcab__seterr_errno("%s: cannot create", path);
  if (!st) st = out_write(&w, pre, plen, 0);
  if (!st) st = out_write(&w, header, hlen, 0);
  if (!st) st = out_write(&w, data, bytes, 1);
  if (w.f && fclose(w.f) != 0 && !st) st = hpcab__seterr_errno("%s: close failed", path);
  if (st && w.f) remove(path);
  ZSTD_freeCCtx(w.z);
  free(w.zbuf);
  return st;
}

/* ---------------------------------------------------------------- reading */

typedef struct {
  FILE *f;
  const char *path;
  ZSTD_DCtx *z;
  unsigned char *zbuf;
  size_t zcap;
  ZSTD_inBuffer in;
  size_t last_ret; /* last ZSTD_decompressStream result: 0 when a frame just ended */
  int eof;
} npy_in;

/* Reads up to n bytes into dst; *got gets the number read (less than n only at the end of data). */
static hpcab_status in_read(npy_in *r, void *dst, size_t n, size_t *got)
{
  if (!r->z) {
    *got = n ? fread(dst, 1, n, r->f) : 0;
    if (*got < n && ferror(r->f)) return hpcab__seterr_errno("%s: read error", r->path);
    return HPCAB_OK;
  }
  ZSTD_outBuffer out = {dst, n, 0};
  while (out.pos < out.size) {
    if (r->in.pos == r->in.size && !r->eof) {
      size_t k = fread(r->zbuf, 1, r->zcap, r->f);
      if (k == 0) {
        if (ferror(r->f)) return hpcab__seterr_errno("%s: read error", r->path);
        r->eof = 1;
      }
      r->in = (ZSTD_inBuffer){r->zbuf, k, 0};
    }
    size_t before = out.pos, in_before = r->in.pos;
    size_t ret = ZSTD_decompressStream(r->z, &out, &r->in);
    if (ZSTD_isError(ret))
      return hpcab__seterr(HPCAB_E_PARSE, "%s: corrupt zstd data: %s", r->path, ZSTD_getErrorName(ret));
    if (r->in.pos != in_before || out.pos != before) r->last_ret = ret; /* idle calls say nothing */
    if (r->eof && r->in.pos == r->in.size && out.pos == before) break;
  }
  *got = out.pos;
  return HPCAB_OK;
}

/* Reads exactly n bytes or fails naming `what`. */
static hpcab_status in_read_exact(npy_in *r, void *dst, size_t n, const char *what)
{
  size_t got;
  hpcab_status st = in_read(r, dst, n, &got);
  if (st) return st;
  if (got < n)
    return hpcab__seterr(HPCAB_E_IO, "%s: truncated %s (%zu of %zu bytes%s)", r->path, what, got, n,
                         r->z && r->last_ret != 0 ? "; the zstd stream is incomplete" : "");
  return HPCAB_OK;
}

typedef struct {
  const char *s, *path;
  size_t pos, len;
} hparse;

static void hp_ws(hparse *p)
{
  while (p->pos < p->len && isspace((unsigned char)p->s[p->pos])) p->pos++;
}

static int hp_eat(hparse *p, char c)
{
  hp_ws(p);
  if (p->pos < p->len && p->s[p->pos] == c) {
    p->pos++;
    return 1;
  }
  return 0;
}

static hpcab_status hp_err(hparse *p, const char *what)
{
  return hpcab__seterr(HPCAB_E_PARSE, "%s: malformed .npy header at offset %zu: %s", p->path, p->pos, what);
}

/* Parses a quoted Python string into buf (cap bytes, no escapes allowed). */
static hpcab_status hp_string(hparse *p, char *buf, size_t cap)
{
  hp_ws(p);
  if (p->pos >= p->len || (p->s[p->pos] != '\'' && p->s[p->pos] != '"')) return hp_err(p, "expected a string");
  char q = p->s[p->pos++];
  size_t n = 0;
  while (p->pos < p->len && p->s[p->pos] != q) {
    if (p->s[p->pos] == '\\' || n + 1 >= cap) return hp_err(p, "unexpected string");
    buf[n++] = p->s[p->pos++];
  }
  if (p->pos >= p->len) return hp_err(p, "unterminated string");
  p->pos++;
  buf[n] = '\0';
  return HPCAB_OK;
}

static hpcab_status hp_shape(hparse *p, int *ndim, int64_t *shape)
{
  if (!hp_eat(p, '(')) return hp_err(p, "shape must be a tuple");
  *ndim = 0;
  for (;;) {
    if (hp_eat(p, ')')) return HPCAB_OK;
    hp_ws(p);
    if (p->pos >= p->len || !isdigit((unsigned char)p->s[p->pos]))
      return hp_err(p, "shape entries must be non-negative integers");
    int64_t v = 0;
    while (p->pos < p->len && isdigit((unsigned char)p->s[p->pos])) {
      if (!hpcab__i64_mul(v, 10, &v) || !hpcab__i64_add(v, p->s[p->pos] - '0', &v))
        return hpcab__seterr(HPCAB_E_NOMEM, "%s: a shape extent overflows int64", p->path);
      p->pos++;
    }
    if (p->pos < p->len && p->s[p->pos] == 'L') p->pos++; /* Python 2 long */
    if (*ndim >= HPCAB_NPY_MAX_NDIM)
      return hpcab__seterr(HPCAB_E_UNSUPPORTED, "%s: more than %d dimensions", p->path, HPCAB_NPY_MAX_NDIM);
    shape[(*ndim)++] = v;
    if (hp_eat(p, ',')) continue;
    if (hp_eat(p, ')')) return HPCAB_OK;
    return hp_err(p, "expected ',' or ')' in the shape");
  }
}

static hpcab_status descr_dtype(const char *path, const char *descr, hpcab_dtype *out)
{
  char order = descr[0];
  if (order != '<' && order != '>' && order != '|' && order != '=')
    return hpcab__seterr(HPCAB_E_UNSUPPORTED, "%s: unsupported dtype '%s'", path, descr);
  for (int d = 1; d < HPCAB_DTYPE_COUNT; d++) {
    if (d == HPCAB_BF16 || strcmp(descr + 1, DESCR[d]) != 0) continue;
    if (order == '>' && hpcab_dtype_size((hpcab_dtype)d) > 1)
      return hpcab__seterr(HPCAB_E_UNSUPPORTED, "%s: big-endian data ('%s') is not supported; save it little-endian",
                           path, descr);
    *out = (hpcab_dtype)d;
    return HPCAB_OK;
  }
  return hpcab__seterr(HPCAB_E_UNSUPPORTED, "%s: unsupported dtype '%s' (f8 f4 f2 i1-i8 u1-u8 b1 c8 c16 are)", path,
                       descr);
}

/* Parses the header dict into dtype, ndim and shape. */
static hpcab_status parse_header(const char *path, const char *s, size_t len, hpcab_npy_array *a)
{
  hparse p = {s, path, 0, len};
  int seen_descr = 0, seen_order = 0, seen_shape = 0;
  char descr[32];
  hpcab_status st;
  if (!hp_eat(&p, '{')) return hp_err(&p, "expected '{'");
  while (!hp_eat(&p, '}')) {
    char key[32];
    if ((st = hp_string(&p, key, sizeof key))) return st;
    if (!hp_eat(&p, ':')) return hp_err(&p, "expected ':'");
    if (strcmp(key, "descr") == 0) {
      hp_ws(&p);
      if (p.pos < p.len && p.s[p.pos] == '[')
        return hpcab__seterr(HPCAB_E_UNSUPPORTED, "%s: structured dtypes are not supported", path);
      if ((st = hp_string(&p, descr, sizeof descr))) return st;
      seen_descr = 1;
    } else if (strcmp(key, "fortran_order") == 0) {
      hp_ws(&p);
      if (p.len - p.pos >= 4 && memcmp(p.s + p.pos, "True", 4) == 0)
        return hpcab__seterr(HPCAB_E_UNSUPPORTED,
                             "%s: Fortran-order arrays are not supported; save a C-order array "
                             "(numpy.ascontiguousarray)",
                             path);
      if (p.len - p.pos < 5 || memcmp(p.s + p.pos, "False", 5) != 0)
        return hp_err(&p, "fortran_order must be True or False");
      p.pos += 5;
      seen_order = 1;
    } else if (strcmp(key, "shape") == 0) {
      if ((st = hp_shape(&p, &a->ndim, a->shape))) return st;
      seen_shape = 1;
    } else {
      return hp_err(&p, "unknown key (expected descr, fortran_order, shape)");
    }
    if (hp_eat(&p, ',')) continue;
    if (hp_eat(&p, '}')) break;
    return hp_err(&p, "expected ',' or '}'");
  }
  if (!seen_descr || !seen_order || !seen_shape)
    return hp_err(&p, "the dict needs the keys descr, fortran_order and shape");
  if ((st = descr_dtype(path, descr, &a->dtype))) return st;
  /* the rest is padding, possibly with our bf16 note */
  const char *rest = s + p.pos;
  size_t restlen = len - p.pos, notelen = strlen(NPY_BF16_NOTE);
  for (size_t i = 0; i + notelen <= restlen; i++) {
    if (memcmp(rest + i, NPY_BF16_NOTE, notelen) == 0 && a->dtype == HPCAB_U16) a->dtype = HPCAB_BF16;
  }
  return HPCAB_OK;
}

/* Reads the data of a compressed file: the buffer grows as data arrives, so a hostile shape in a
   short file fails on the missing data instead of allocating its claimed size up front. */
static hpcab_status read_growing(npy_in *r, hpcab_npy_array *a)
{
  size_t cap = a->bytes < NPY_ZST_INITIAL ? a->bytes : NPY_ZST_INITIAL, have = 0;
  unsigned char *buf = hpcab__aligned_alloc(cap);
  if (!buf) {
    hpcab__error_prefix("%s", r->path);
    return HPCAB_E_NOMEM;
  }
  for (;;) {
    size_t got;
    hpcab_status st = in_read(r, buf + have, cap - have, &got);
    if (st) {
      hpcab__aligned_free(buf);
      return st;
    }
    have += got;
    if (have == a->bytes) break;
    if (have < cap) {
      hpcab__aligned_free(buf);
      return hpcab__seterr(HPCAB_E_IO, "%s: truncated data (%zu of %zu bytes%s)", r->path, have, a->bytes,
                           r->last_ret != 0 ? "; the zstd stream is incomplete" : "");
    }
    size_t ncap = cap * 2 < a->bytes && cap * 2 > cap ? cap * 2 : a->bytes;
    unsigned char *nb = hpcab__aligned_alloc(ncap);
    if (!nb) {
      hpcab__aligned_free(buf);
      hpcab__error_prefix("%s", r->path);
      return HPCAB_E_NOMEM;
    }
    memcpy(nb, buf, have);
    hpcab__aligned_free(buf);
    buf = nb;
    cap = ncap;
  }
  a->data = buf;
  /* the frame must end here, checksum included */
  unsigned char extra;
  size_t got;
  hpcab_status st = in_read(r, &extra, 1, &got);
  if (st) return st;
  if (got) return hpcab__seterr(HPCAB_E_PARSE, "%s: more data than the shape holds (%zu bytes)", r->path, a->bytes);
  if (r->last_ret != 0) return hpcab__seterr(HPCAB_E_IO, "%s: truncated zstd stream (the frame does not end)", r->path);
  return HPCAB_OK;
}

static hpcab_status read_array(npy_in *r, hpcab_npy_array *a)
{
  unsigned char pre[12];
  hpcab_status st = in_read_exact(r, pre, 8, "preamble");
  if (st) return st;
  if (memcmp(pre, NPY_MAGIC, NPY_MAGIC_LEN) != 0)
    return hpcab__seterr(HPCAB_E_PARSE, "%s: not a .npy file (bad magic)%s", r->path,
                         r->z ? "" : "; a compressed file needs the .zst suffix");
  unsigned major = pre[6];
  if (major < 1 || major > 3)
    return hpcab__seterr(HPCAB_E_UNSUPPORTED, "%s: .npy format version %u.%u is not supported (1-3 are)", r->path,
                         major, pre[7]);
  size_t hlen, plen = major == 1 ? 10 : 12;
  if ((st = in_read_exact(r, pre + 8, plen - 8, "preamble"))) return st;
  hlen = major == 1 ? (size_t)pre[8] | (size_t)pre[9] << 8
                    : (size_t)pre[8] | (size_t)pre[9] << 8 | (size_t)pre[10] << 16 | (size_t)pre[11] << 24;
  if (hlen > NPY_MAX_HEADER)
    return hpcab__seterr(HPCAB_E_PARSE, "%s: .npy header of %zu bytes is too long", r->path, hlen);
  char *h = malloc(hlen + 1);
  if (!h) return hpcab__nomem(r->path, hlen + 1);
  st = in_read_exact(r, h, hlen, "header");
  if (!st) {
    h[hlen] = '\0';
    st = parse_header(r->path, h, hlen, a);
  }
  free(h);
  if (st) return st;
  if ((st = shape_size(r->path, a->dtype, a->ndim, a->shape, &a->count, &a->bytes))) return st;
  if (r->z) return read_growing(r, a);
  struct stat sb;
  if (fstat(fileno(r->f), &sb) == 0 && S_ISREG(sb.st_mode)) {
    uint64_t avail = (uint64_t)sb.st_size > plen + hlen ? (uint64_t)sb.st_size - plen - hlen : 0;
    if (avail < a->bytes)
      return hpcab__seterr(HPCAB_E_IO, "%s: truncated data (%llu of %zu bytes)", r->path, (unsigned long long)avail,
                           a->bytes);
  }
  a->data = hpcab__aligned_alloc(a->bytes);
  if (!a->data) {
    hpcab__error_prefix("%s", r->path);
    return HPCAB_E_NOMEM;
  }
  return in_read_exact(r, a->data, a->bytes, "data");
}

HPCAB_API hpcab_status hpcab_npy_read(const char *path, hpcab_npy_array **out)
{
  if (!out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_npy_read: NULL out");
  *out = NULL;
  if (!path) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_npy_read: NULL path");
  hpcab_npy_array *a = calloc(1, sizeof *a);
  if (!a) return hpcab__nomem("npy array", sizeof *a);
  npy_in r = {.path = path};
  hpcab_status st = HPCAB_OK;
  if (has_zst_suffix(path)) {
    r.z = ZSTD_createDCtx();
    r.zcap = ZSTD_DStreamInSize();
    r.zbuf = malloc(r.zcap);
    if (!r.z || !r.zbuf) st = hpcab__nomem("zstd decompression context", r.zcap);
  }
  if (!st) {
    r.f = fopen(path, "rb");
    if (!r.f) st = hpcab__seterr_errno("%s: cannot open", path);
  }
  if (!st) st = read_array(&r, a);
  if (r.f) fclose(r.f);
  ZSTD_freeDCtx(r.z);
  free(r.zbuf);
  if (st) {
    hpcab_npy_array_free(a);
    return st;
  }
  *out = a;
  return HPCAB_OK;
}

HPCAB_API void hpcab_npy_array_free(hpcab_npy_array *array)
{
  if (!array) return;
  hpcab__aligned_free(array->data);
  free(array);
}

HPCAB_API hpcab_dtype hpcab_npy_array_dtype(const hpcab_npy_array *array)
{
  return array ? array->dtype : HPCAB_DTYPE_INVALID;
}

HPCAB_API int hpcab_npy_array_ndim(const hpcab_npy_array *array)
{
  return array ? array->ndim : 0;
}

HPCAB_API const int64_t *hpcab_npy_array_shape(const hpcab_npy_array *array)
{
  return array ? array->shape : NULL;
}

HPCAB_API int64_t hpcab_npy_array_count(const hpcab_npy_array *array)
{
  return array ? array->count : 0;
}

HPCAB_API size_t hpcab_npy_array_bytes(const hpcab_npy_array *array)
{
  return array ? array->bytes : 0;
}

HPCAB_API void *hpcab_npy_array_data(hpcab_npy_array *array)
{
  return array ? array->data : NULL;
}
