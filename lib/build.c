/* lib/build.c — building candidates, references and baselines (hpcab/build.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hpcab/build.h"
#include "hpcab/srccheck.h"
#include "hpcab/store.h"
#include "internal.h"
#include "landlock.h"
#include "spawn.h"

#define DEFAULT_FLAGS "-O3 -fPIC -shared -fopenmp"
#define DEFAULT_CUDA_FLAGS "-O3 -shared -Xcompiler -fPIC,-fopenmp"
#define LOG_CAP (64 * 1024)
#define MAX_ARGS 256

struct hpcab_build {
  hpcab_lang lang;
  char *object;
  char *log;
  char *source_sha;
  char *key;
  char *sandbox_note;
  int cached;
  int sandboxed;
};

static const char *const UNSAFE_FLAGS[] = {
  "-ffast-math", "-Ofast", "-funsafe-math-optimizations", "-fassociative-math", "-freciprocal-math",
  "-ffinite-math-only", "-fno-signed-zeros", "-fno-trapping-math", "-fcx-limited-range",
  "-fno-math-errno-and-friends", "-menable-unsafe-fp-math", "--use_fast_math", "-use_fast_math",
  "-ffp-model=fast", "-fapprox-func",
};

static int unsafe_flag(const char *tok)
{
  for (size_t i = 0; i < sizeof UNSAFE_FLAGS / sizeof UNSAFE_FLAGS[0]; i++)
    if (strcmp(tok, UNSAFE_FLAGS[i]) == 0) return 1;
  /* spellings passed through to a host compiler (-Xcompiler=-ffast-math, -Wc,-Ofast, ...) */
  return strstr(tok, "fast-math") || strstr(tok, "fast_math") || strstr(tok, "-Ofast") ||
         strstr(tok, "unsafe-math") || strstr(tok, "associative-math") || strstr(tok, "reciprocal-math") ||
         strstr(tok, "finite-math");
}

HPCAB_API hpcab_status hpcab_build_check_flags(const char *flags)
{
  if (!flags) return HPCAB_OK;
  char *copy = hpcab__strdup(flags);
  if (!copy) return HPCAB_E_NOMEM;
  hpcab_status st = HPCAB_OK;
  char *save = NULL;
  for (char *tok = strtok_r(copy, " \t\n", &save); tok && !st; tok = strtok_r(NULL, " \t\n", &save))
    if (unsafe_flag(tok)) st = hpcab__seterr(HPCAB_E_REFUSED, "refused: unsafe floating-point flag '%s'", tok);
  free(copy);
  return st;
}

HPCAB_API hpcab_lang hpcab_lang_from_path(const char *path)
{
  if (!path) return HPCAB_LANG_UNKNOWN;
  const char *slash = strrchr(path, '/');
  const char *base = slash ? slash + 1 : path;
  const char *dot = strrchr(base, '.');
  if (!dot) return HPCAB_LANG_UNKNOWN;
  static const struct {
    const char *ext;
    hpcab_lang lang;
  } EXT[] = {
    {".c", HPCAB_LANG_C},         {".cc", HPCAB_LANG_CXX},     {".cpp", HPCAB_LANG_CXX},
    {".cxx", HPCAB_LANG_CXX},     {".C", HPCAB_LANG_CXX},      {".f", HPCAB_LANG_FORTRAN},
    {".F", HPCAB_LANG_FORTRAN},   {".f90", HPCAB_LANG_FORTRAN}, {".F90", HPCAB_LANG_FORTRAN},
    {".f95", HPCAB_LANG_FORTRAN}, {".f03", HPCAB_LANG_FORTRAN}, {".f08", HPCAB_LANG_FORTRAN},
    {".cu", HPCAB_LANG_CUDA},     {".so", HPCAB_LANG_SHARED_OBJECT},
  };
  for (size_t i = 0; i < sizeof EXT / sizeof EXT[0]; i++)
    if (strcmp(dot, EXT[i].ext) == 0) return EXT[i].lang;
  if (strstr(base, ".so.")) return HPCAB_LANG_SHARED_OBJECT;
  return HPCAB_LANG_UNKNOWN;
}

static const char *precision_macro(hpcab_dtype p)
{
  switch (p) {
  case HPCAB_F32: return "-DHPCAB_PREC_F32";
  case HPCAB_F16: return "-DHPCAB_PREC_F16";
  case HPCAB_BF16: return "-DHPCAB_PREC_BF16";
  default: return "-DHPCAB_PREC_F64";
  }
}

/* Splits `s` on blanks into argv slots (pointing into `s`, which is modified). */
static int split_flags(char *s, char **argv, int at, int max)
{
  char *save = NULL;
  for (char *tok = strtok_r(s, " \t\n", &save); tok; tok = strtok_r(NULL, " \t\n", &save)) {
    if (at >= max - 1) return -1;
    argv[at++] = tok;
  }
  return at;
}

/* First line of `compiler --version`: part of the cache key, so a compiler upgrade rebuilds. */
static char *compiler_identity(const char *compiler)
{
  char *argv[] = {(char *)compiler, "--version", NULL};
  hpcab__spawn_result r;
  if (hpcab__spawn(argv, NULL, -1, 30.0, 4096, &r) != HPCAB_OK) return NULL;
  if (!r.exited || r.exit_code != 0) {
    hpcab__seterr(HPCAB_E_UNSUPPORTED, "compiler '%s' is not usable: %s", compiler, r.output);
    hpcab__spawn_result_free(&r);
    return NULL;
  }
  char *nl = strchr(r.output, '\n');
  if (nl) *nl = '\0';
  char *id = hpcab__strdup(r.output);
  hpcab__spawn_result_free(&r);
  return id;
}

static char *dir_of(const char *path)
{
  char *d = hpcab__strdup(path);
  if (!d) return NULL;
  char *slash = strrchr(d, '/');
  if (slash && slash != d) *slash = '\0';
  else if (slash) slash[1] = '\0';
  else strcpy(d, ".");
  return d;
}

static hpcab_status accept_object(hpcab_build *b, const char *path, const char *data, size_t len)
{
  if (len < 4 || memcmp(data, "\x7f" "ELF", 4) != 0)
    return hpcab__seterr(HPCAB_E_INVALID, "%s: not an ELF shared object", path);
  b->object = realpath(path, NULL);
  if (!b->object) return hpcab__seterr_errno("%s", path);
  return HPCAB_OK;
}

/* Prepares the compiler's Landlock ruleset: `ro` (NULL-terminated) may be read and executed beneath,
   `rw` fully used beneath; paths that do not exist are skipped. *fd gets the ruleset (close it
   after the spawn). HPCAB_E_UNSUPPORTED when the kernel has no Landlock. */
static hpcab_status confine_prepare(const char *const *ro, const char *const *rw, int *fd)
{
  *fd = -1;
  int abi = hpcab__landlock_abi();
  if (abi < 1)
    return hpcab__seterr(HPCAB_E_UNSUPPORTED, "Landlock is not available in this kernel (%s)", strerror(errno));
  int rfd, err = hpcab__landlock_create(abi, 0, &rfd);
  if (err) {
    errno = err;
    return hpcab__seterr_errno("landlock_create_ruleset");
  }
  const char *const *lists[2] = {ro, rw};
  const uint64_t access[2] = {HPCAB__LL_READ, hpcab__landlock_fs_rights(abi)};
  for (int l = 0; l < 2; l++)
    for (size_t i = 0; lists[l] && lists[l][i]; i++) {
      err = hpcab__landlock_allow(rfd, lists[l][i], access[l]);
      if (err && err != ENOENT) {
        close(rfd);
        errno = err;
        return hpcab__seterr_errno("landlock: cannot allow %s", lists[l][i]);
      }
    }
  *fd = rfd;
  return HPCAB_OK;
}

/* Compiles into the cache; fills b->object, b->log, b->sandboxed/b->sandbox_note. */
static hpcab_status compile(const hpcab_build_options *o, hpcab_build *b, const char *source,
                            const char *compiler, const char *flags, const char *object)
{
  /* per thread: several threads of one process (a judge service) may build the same object at once */
  char *tmp = hpcab__asprintf("%s.tmp-%ld-%ld", object, (long)getpid(), (long)gettid());
  char *flags_copy = hpcab__strdup(flags);
  char *extra_copy = hpcab__strdup(o->extra_flags ? o->extra_flags : "");
  char *libs_copy = hpcab__strdup(o->libs ? o->libs : "");
  char *src_dir = dir_of(source);
  char *incflag = hpcab__asprintf("-I%s", o->include_dir);
  char *tmpdir_env = hpcab__asprintf("TMPDIR=%s", o->cache_dir);
  hpcab_status st = HPCAB_OK;
  if (!tmp || !flags_copy || !extra_copy || !libs_copy || !src_dir || !incflag || !tmpdir_env) {
    st = HPCAB_E_NOMEM;
    goto out;
  }
  char *argv[MAX_ARGS];
  int n = 0;
  argv[n++] = (char *)compiler;
  n = split_flags(flags_copy, argv, n, MAX_ARGS);
  if (n >= 0) n = split_flags(extra_copy, argv, n, MAX_ARGS);
  if (n < 0 || n + 8 >= MAX_ARGS) {
    st = hpcab__seterr(HPCAB_E_INVALID, "too many compiler flags");
    goto out;
  }
  if (b->lang == HPCAB_LANG_FORTRAN) argv[n++] = "-cpp";
  argv[n++] = (char *)precision_macro(o->precision);
  argv[n++] = incflag;
  argv[n++] = "-o";
  argv[n++] = tmp;
  argv[n++] = (char *)source;
  n = split_flags(libs_copy, argv, n, MAX_ARGS);
  if (n < 0 || n + 1 >= MAX_ARGS) {
    st = hpcab__seterr(HPCAB_E_INVALID, "too many libraries");
    goto out;
  }
  argv[n++] = "-lm"; /* the worker loads the object alone: libm must be a dependency of its own */
  argv[n] = NULL;

  /* the compiler gets PATH and TMPDIR only */
  const char *path_env = getenv("PATH");
  char *path_kv = hpcab__asprintf("PATH=%s", path_env ? path_env : "/usr/local/bin:/usr/bin:/bin");
  if (!path_kv) {
    st = HPCAB_E_NOMEM;
    goto out;
  }
  char *envp[] = {path_kv, tmpdir_env, "LC_ALL=C", NULL};

  int llfd = -1;
  if (o->no_sandbox) {
    b->sandbox_note = hpcab__strdup("confinement turned off by the caller");
  } else {
    const char *ro[] = {"/usr", "/lib", "/lib64", "/lib32", "/bin", "/sbin", "/etc", "/opt", "/proc",
                        "/sys/devices/system/cpu", "/dev/null", "/dev/urandom", "/dev/zero",
                        src_dir, o->include_dir, NULL};
    const char *rw[] = {o->cache_dir, "/dev/null", NULL};
    if (confine_prepare(ro, rw, &llfd) == HPCAB_OK) {
      b->sandboxed = 1;
      b->sandbox_note = hpcab__strdup("");
    } else {
      b->sandbox_note = hpcab__strdup(hpcab_last_error());
      hpcab_error_clear();
    }
  }
  hpcab__spawn_result r;
  st = hpcab__spawn(argv, envp, llfd, o->timeout_s > 0 ? o->timeout_s : 120.0, LOG_CAP, &r);
  if (llfd >= 0) close(llfd);
  free(path_kv);
  if (st) goto out;
  b->log = r.output;
  r.output = NULL;
  if (r.timed_out) {
    st = hpcab__seterr(HPCAB_E_BUILD, "compiling %s timed out after %.0f s", source,
                       o->timeout_s > 0 ? o->timeout_s : 120.0);
  } else if (!r.exited || r.exit_code != 0) {
    st = hpcab__seterr(HPCAB_E_BUILD, "compiling %s failed (%s %d)", source, r.exited ? "exit code" : "signal",
                       r.exited ? r.exit_code : r.signal);
  } else if (rename(tmp, object) != 0) {
    st = hpcab__seterr_errno("cannot move the built object to %s", object);
  } else {
    b->object = hpcab__strdup(object);
    if (!b->object) st = HPCAB_E_NOMEM;
  }
  if (st) unlink(tmp);
out:
  free(tmp);
  free(flags_copy);
  free(extra_copy);
  free(libs_copy);
  free(src_dir);
  free(incflag);
  free(tmpdir_env);
  return st;
}

HPCAB_API hpcab_status hpcab_build_source(const hpcab_build_options *opts, const char *source, hpcab_build **out)
{
  if (!opts || opts->size < sizeof *opts || !source || !out)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_build_source: NULL argument or short options");
  *out = NULL;
  hpcab_build_options o = *opts;
  if (!o.precision) o.precision = HPCAB_F64;
  if (o.precision != HPCAB_F64 && o.precision != HPCAB_F32 && o.precision != HPCAB_F16 && o.precision != HPCAB_BF16)
    return hpcab__seterr(HPCAB_E_INVALID, "build: precision must be f64, f32, f16 or bf16");
  hpcab_build *b = calloc(1, sizeof *b);
  if (!b) return hpcab__nomem("build", sizeof *b);
  char *data = NULL, *ident = NULL, *keytext = NULL, *object = NULL;
  size_t len = 0;
  hpcab_status st = hpcab__read_file(source, &data, &len);
  if (st) goto fail;
  char sha[65];
  hpcab_sha256_hex(data, len, sha);
  b->source_sha = hpcab__strdup(sha);
  b->lang = hpcab_lang_from_path(source);
  if (!b->source_sha) {
    st = HPCAB_E_NOMEM;
    goto fail;
  }
  if (b->lang == HPCAB_LANG_UNKNOWN) {
    st = hpcab__seterr(HPCAB_E_UNSUPPORTED,
                       "%s: unknown source language (expected .c, .cc/.cpp/.cxx, .f/.f90, .cu or .so)", source);
    goto fail;
  }
  if (b->lang == HPCAB_LANG_SHARED_OBJECT) {
    st = accept_object(b, source, data, len);
    b->log = hpcab__strdup("");
    b->key = hpcab__strdup(sha);
    b->sandbox_note = hpcab__strdup("");
    if (!st && (!b->log || !b->key || !b->sandbox_note)) st = HPCAB_E_NOMEM;
    if (st) goto fail;
    free(data);
    *out = b;
    return HPCAB_OK;
  }
  if (!o.cache_dir || !o.include_dir) {
    st = hpcab__seterr(HPCAB_E_INVALID, "build: cache_dir and include_dir are required for sources");
    goto fail;
  }
  const char *flags = o.flags ? o.flags : (b->lang == HPCAB_LANG_CUDA ? DEFAULT_CUDA_FLAGS : DEFAULT_FLAGS);
  st = hpcab_build_check_flags(flags);
  if (!st) st = hpcab_build_check_flags(o.extra_flags);
  if (st) goto fail;
  hpcab_srccheck *sc = NULL;
  st = hpcab_srccheck_scan(data, len, source, &sc);
  if (st) goto fail;
  for (size_t i = 0; i < hpcab_srccheck_count(sc) && !st; i++) {
    hpcab_src_finding f = {.size = sizeof f};
    hpcab_srccheck_get(sc, i, &f);
    if (f.severity == HPCAB_SRC_FORBIDDEN)
      st = hpcab__seterr(HPCAB_E_REFUSED, "refused: %s:%d: %s", source, f.line, f.message);
  }
  hpcab_srccheck_free(sc);
  if (st) goto fail;
  const char *compiler = b->lang == HPCAB_LANG_C         ? (o.cc ? o.cc : "cc")
                         : b->lang == HPCAB_LANG_CXX     ? (o.cxx ? o.cxx : "c++")
                         : b->lang == HPCAB_LANG_FORTRAN ? (o.fc ? o.fc : "gfortran")
                                                         : (o.nvcc ? o.nvcc : "nvcc");
  ident = compiler_identity(compiler);
  if (!ident) {
    st = hpcab_last_status() ? hpcab_last_status() : HPCAB_E_UNSUPPORTED;
    goto fail;
  }
  keytext = hpcab__asprintf("hpcab-build-v2\n%d\n%s\n%s\n%s\n%s\n%s\n%s\n%s\n", (int)b->lang, compiler, ident,
                            flags, o.extra_flags ? o.extra_flags : "", o.libs ? o.libs : "",
                            precision_macro(o.precision), sha);
  if (!keytext) {
    st = HPCAB_E_NOMEM;
    goto fail;
  }
  char key[65];
  hpcab_sha256_hex(keytext, strlen(keytext), key);
  b->key = hpcab__strdup(key);
  st = hpcab__mkdir_p(o.cache_dir, 0700);
  if (st) goto fail;
  object = hpcab__asprintf("%s/%s.so", o.cache_dir, key);
  if (!b->key || !object) {
    st = HPCAB_E_NOMEM;
    goto fail;
  }
  if (access(object, R_OK) == 0) {
    b->cached = 1;
    b->object = object;
    object = NULL;
    b->log = hpcab__strdup("");
    b->sandbox_note = hpcab__strdup("");
    if (!b->log || !b->sandbox_note) st = HPCAB_E_NOMEM;
  } else {
    st = compile(&o, b, source, compiler, flags, object);
  }
  if (!b->log) b->log = hpcab__strdup("");
  if (!b->sandbox_note) b->sandbox_note = hpcab__strdup("");
  free(data);
  free(ident);
  free(keytext);
  free(object);
  *out = b;
  return st;
fail:
  free(data);
  free(ident);
  free(keytext);
  free(object);
  hpcab_build_free(b);
  return st;
}

HPCAB_API const char *hpcab_build_object(const hpcab_build *b)
{
  return b ? b->object : NULL;
}

HPCAB_API const char *hpcab_build_log(const hpcab_build *b)
{
  return b && b->log ? b->log : "";
}

HPCAB_API int hpcab_build_cached(const hpcab_build *b)
{
  return b ? b->cached : 0;
}

HPCAB_API hpcab_lang hpcab_build_lang(const hpcab_build *b)
{
  return b ? b->lang : HPCAB_LANG_UNKNOWN;
}

HPCAB_API const char *hpcab_build_source_sha256(const hpcab_build *b)
{
  return b && b->source_sha ? b->source_sha : "";
}

HPCAB_API const char *hpcab_build_key(const hpcab_build *b)
{
  return b && b->key ? b->key : "";
}

HPCAB_API int hpcab_build_sandboxed(const hpcab_build *b)
{
  return b ? b->sandboxed : 0;
}

HPCAB_API const char *hpcab_build_sandbox_note(const hpcab_build *b)
{
  return b && b->sandbox_note ? b->sandbox_note : "";
}

HPCAB_API void hpcab_build_free(hpcab_build *b)
{
  if (!b) return;
  free(b->object);
  free(b->log);
  free(b->source_sha);
  free(b->key);
  free(b->sandbox_note);
  free(b);
}
