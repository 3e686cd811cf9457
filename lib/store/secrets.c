/* lib/store/secrets.c — the judge's secret seeds in guarded memory (hpcab/secrets.h). */
#include <errno.h>
#include <fcntl.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hpcab/secrets.h"
#include "internal.h"

struct hpcab_secrets {
  uint8_t *seeds; /* 2 × HPCAB_SEED_BYTES in sodium_malloc'd memory */
};

static const char *const KIND_NAMES[2] = {"score", "submission"};

static hpcab_status secrets_alloc(hpcab_secrets **out)
{
  if (sodium_init() < 0) return hpcab__seterr(HPCAB_E_SYSTEM, "libsodium could not be initialized");
  hpcab_secrets *s = calloc(1, sizeof *s);
  if (!s) return hpcab__nomem("secrets", sizeof *s);
  s->seeds = sodium_malloc(2 * HPCAB_SEED_BYTES);
  if (!s->seeds) {
    free(s);
    return hpcab__nomem("secret seeds (sodium_malloc)", 2 * HPCAB_SEED_BYTES);
  }
  *out = s;
  return HPCAB_OK;
}

static char *trim(char *s)
{
  while (*s == ' ' || *s == '\t') s++;
  char *e = s + strlen(s);
  while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r')) *--e = '\0';
  return s;
}

static hpcab_status parse_secrets(const char *path, char *text, hpcab_secrets *s)
{
  int seen[2] = {0, 0};
  int lineno = 0;
  hpcab_status st = HPCAB_OK;
  for (char *line = text; line && !st; lineno++) {
    char *next = strchr(line, '\n');
    if (next) *next++ = '\0';
    char *l = trim(line);
    line = next;
    if (!*l || *l == '#') continue;
    char *eq = strchr(l, '=');
    if (!eq) {
      st = hpcab__seterr(HPCAB_E_PARSE, "%s:%d: expected 'score = HEX' or 'submission = HEX'", path, lineno + 1);
      break;
    }
    *eq = '\0';
    char *key = trim(l), *val = trim(eq + 1);
    int kind = strcmp(key, "score") == 0 ? 0 : strcmp(key, "submission") == 0 ? 1 : -1;
    size_t got = 0;
    if (kind < 0) {
      st =
          hpcab__seterr(HPCAB_E_PARSE, "%s:%d: unknown key '%s' (expected score or submission)", path, lineno + 1, key);
    } else if (seen[kind]) {
      st = hpcab__seterr(HPCAB_E_PARSE, "%s:%d: '%s' given twice", path, lineno + 1, key);
    } else if (strlen(val) != 2 * HPCAB_SEED_BYTES ||
               sodium_hex2bin(s->seeds + kind * HPCAB_SEED_BYTES, HPCAB_SEED_BYTES, val, strlen(val), NULL, &got,
                              NULL) != 0 ||
               got != HPCAB_SEED_BYTES) {
      st = hpcab__seterr(HPCAB_E_PARSE, "%s:%d: the %s seed must be %d hex digits", path, lineno + 1, key,
                         2 * HPCAB_SEED_BYTES);
    } else {
      seen[kind] = 1;
    }
  }
  for (int k = 0; !st && k < 2; k++)
    if (!seen[k]) st = hpcab__seterr(HPCAB_E_PARSE, "%s: the %s seed is missing", path, KIND_NAMES[k]);
  return st;
}

HPCAB_API hpcab_status hpcab_secrets_load(const char *path, hpcab_secrets **out)
{
  if (!path || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_secrets_load: NULL argument");
  *out = NULL;
  if (sodium_init() < 0) return hpcab__seterr(HPCAB_E_SYSTEM, "libsodium could not be initialized");
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return hpcab__seterr_errno("secrets %s", path);
  struct stat sb;
  if (fstat(fd, &sb) != 0) {
    close(fd);
    return hpcab__seterr_errno("secrets %s", path);
  }
  if (sb.st_mode & (S_IRWXG | S_IRWXO)) {
    close(fd);
    return hpcab__seterr(HPCAB_E_REFUSED, "secrets %s: readable by others (mode %03o); chmod 600 it", path,
                         (unsigned)(sb.st_mode & 0777));
  }
  if (sb.st_size > 4096) {
    close(fd);
    return hpcab__seterr(HPCAB_E_PARSE, "secrets %s: too large to be a secrets file", path);
  }
  char *text = sodium_malloc(4097);
  if (!text) {
    close(fd);
    return hpcab__nomem("secrets text", 4097);
  }
  ssize_t n = read(fd, text, 4096);
  close(fd);
  if (n < 0) {
    sodium_free(text);
    return hpcab__seterr_errno("secrets %s: read", path);
  }
  text[n] = '\0';
  hpcab_secrets *s = NULL;
  hpcab_status st = secrets_alloc(&s);
  if (!st) st = parse_secrets(path, text, s);
  sodium_free(text); /* wipes */
  if (st) {
    hpcab_secrets_free(s);
    return st;
  }
  *out = s;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_secrets_open_state(const char *state_dir, hpcab_secrets **out)
{
  if (!state_dir || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_secrets_open_state: NULL argument");
  *out = NULL;
  hpcab_status st = hpcab__mkdir_p(state_dir, 0700);
  if (st) return st;
  char *path = hpcab__asprintf("%s/secrets", state_dir);
  char *tmp = hpcab__asprintf("%s/secrets.tmp-%ld", state_dir, (long)getpid());
  if (!path || !tmp) {
    free(path);
    free(tmp);
    return HPCAB_E_NOMEM;
  }
  if (access(path, F_OK) != 0) {
    if (sodium_init() < 0) st = hpcab__seterr(HPCAB_E_SYSTEM, "libsodium could not be initialized");
    uint8_t *seeds = st ? NULL : sodium_malloc(2 * HPCAB_SEED_BYTES);
    char *text = st ? NULL : sodium_malloc(512);
    if (!st && (!seeds || !text)) st = hpcab__nomem("new seeds", 512);
    if (!st) {
      randombytes_buf(seeds, 2 * HPCAB_SEED_BYTES);
      char hex[2][2 * HPCAB_SEED_BYTES + 1];
      sodium_bin2hex(hex[0], sizeof hex[0], seeds, HPCAB_SEED_BYTES);
      sodium_bin2hex(hex[1], sizeof hex[1], seeds + HPCAB_SEED_BYTES, HPCAB_SEED_BYTES);
      int n = snprintf(text, 512, "# libhpcabench secret seeds: never share this file\nscore = %s\nsubmission = %s\n",
                       hex[0], hex[1]);
      sodium_memzero(hex, sizeof hex);
      int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
      if (fd < 0) {
        st = hpcab__seterr_errno("cannot create %s", tmp);
      } else {
        if (write(fd, text, (size_t)n) != n || fsync(fd) != 0) st = hpcab__seterr_errno("cannot write %s", tmp);
        close(fd);
        /* link() fails if another judge created the file first: theirs wins, ours is dropped */
        if (!st && link(tmp, path) != 0 && errno != EEXIST) st = hpcab__seterr_errno("cannot create %s", path);
        unlink(tmp);
      }
    }
    if (seeds) sodium_free(seeds);
    if (text) sodium_free(text);
  }
  if (!st) st = hpcab_secrets_load(path, out);
  free(path);
  free(tmp);
  return st;
}

HPCAB_API const uint8_t *hpcab_secrets_seed(const hpcab_secrets *s, hpcab_seed_kind kind)
{
  if (!s || (kind != HPCAB_SEED_SCORE && kind != HPCAB_SEED_SUBMISSION)) return NULL;
  return s->seeds + (size_t)kind * HPCAB_SEED_BYTES;
}

HPCAB_API void hpcab_secrets_fingerprint(const hpcab_secrets *s, hpcab_seed_kind kind, char hex[33])
{
  static const uint8_t label[] = "hpcabench seed fingerprint v1";
  uint8_t h[16];
  const uint8_t *seed = hpcab_secrets_seed(s, kind);
  if (!seed) {
    memset(hex, '0', 32);
    hex[32] = '\0';
    return;
  }
  crypto_generichash(h, sizeof h, label, sizeof label - 1, seed, HPCAB_SEED_BYTES);
  sodium_bin2hex(hex, 33, h, sizeof h);
}

HPCAB_API void hpcab_secrets_free(hpcab_secrets *s)
{
  if (!s) return;
  sodium_free(s->seeds); /* wipes before freeing */
  free(s);
}
