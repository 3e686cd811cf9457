/* lib/build/build.c — building candidates, references and baselines (hpcab/build.h). */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hpcab/build.h"
#include "hpcab/srccheck.h"
#include "srccheck_internal.h"
#include "hpcab/store.h"
#include "hpcab/hash.h"
#include "hpcab/paths.h"
#include "internal.h"
#include "first_layouts.h"
#include "landlock.h"
#include "spawn.h"
#include "build_internal.h"

#define DEFAULT_FLAGS "-O3 -fPIC -shared -fopenmp"
#define DEFAULT_CUDA_FLAGS "-O3 -shared -Xcompiler -fPIC,-fopenmp"
#define DEFAULT_HIP_FLAGS "-O3 -fPIC -shared"
#define LOG_CAP (64 * 1024)
#define MAX_ARGS 256
#define DEFAULT_MEMORY ((uint64_t)2 << 30)    /* the compiler's address space (RLIMIT_AS) */
#define OUTPUT_FILE_LIMIT ((uint64_t)1 << 30) /* the largest file the compiler may write (RLIMIT_FSIZE) */

static const char *const UNSAFE_FLAGS[] = {
    "-ffast-math",
    "-Ofast",
    "-funsafe-math-optimizations",
    "-fassociative-math",
    "-freciprocal-math",
    "-ffinite-math-only",
    "-fno-signed-zeros",
    "-fno-trapping-math",
    "-fcx-limited-range",
    "-fno-math-errno-and-friends",
    "-menable-unsafe-fp-math",
    "--use_fast_math",
    "-use_fast_math",
    "-ffp-model=fast",
    "-fapprox-func",
    /* nvcc and hipcc: flush-to-zero, approximate division and square root, approximate transcendentals */
    "-ftz=true",
    "--ftz=true",
    "-prec-div=false",
    "--prec-div=false",
    "-prec-sqrt=false",
    "--prec-sqrt=false",
    "-fgpu-flush-denormals-to-zero",
    "-fcuda-flush-denormals-to-zero",
    "-fgpu-approx-transcendentals",
    "-fcuda-approx-transcendentals",
    "-fno-hip-fp32-correctly-rounded-divide-sqrt",
    "-munsafe-fp-atomics",
    "-fgpu-fp32-flush-denormals-to-zero",
    "-denormal-fp-math=preserve-sign",
    "-fdenormal-fp-math=preserve-sign",
    "-fdenormal-fp-math=positive-zero",
    "-fdenormal-fp-math-f32=preserve-sign",
    "-fdenormal-fp-math-f32=positive-zero",
};

/* nvcc's two-token spellings of the same: `--ftz true`, `--prec-div false`, `--prec-sqrt false`. */
static int unsafe_pair(const char *tok, const char *next)
{
  if (!next) return 0;
  const char *t = tok[0] == '-' && tok[1] == '-' ? tok + 1 : tok;
  return (!strcmp(t, "-ftz") && !strcmp(next, "true")) || (!strcmp(t, "-prec-div") && !strcmp(next, "false")) ||
         (!strcmp(t, "-prec-sqrt") && !strcmp(next, "false"));
}

static int unsafe_flag(const char *tok)
{
  for (size_t i = 0; i < sizeof UNSAFE_FLAGS / sizeof UNSAFE_FLAGS[0]; i++)
    if (strcmp(tok, UNSAFE_FLAGS[i]) == 0) return 1;
  /* spellings passed through to a host compiler (-Xcompiler=-ffast-math, -Wc,-Ofast, ...) */
  return strstr(tok, "fast-math") || strstr(tok, "fast_math") || strstr(tok, "-Ofast") || strstr(tok, "unsafe-math") ||
         strstr(tok, "associative-math") || strstr(tok, "reciprocal-math") || strstr(tok, "finite-math") ||
         strstr(tok, "flush-denormals") || strstr(tok, "approx-transcendentals") || strstr(tok, "ftz=true") ||
         strstr(tok, "prec-div=false") || strstr(tok, "prec-sqrt=false") || strstr(tok, "denormal-fp-math");
}

HPCAB_API hpcab_status hpcab_build_check_flags(const char *flags)
{
  if (!flags) return HPCAB_OK;
  char *copy = hpcab__strdup(flags);
  if (!copy) return HPCAB_E_NOMEM;
  hpcab_status st = HPCAB_OK;
  char *save = NULL;
  char *tok = strtok_r(copy, " \t\n", &save);
  while (tok && !st) {
    char *next = strtok_r(NULL, " \t\n", &save);
    if (unsafe_flag(tok))
      st = hpcab__seterr(HPCAB_E_REFUSED, "refused: unsafe floating-point flag '%s'", tok);
    else if (unsafe_pair(tok, next))
      st = hpcab__seterr(HPCAB_E_REFUSED, "refused: unsafe floating-point flag '%s %s'", tok, next);
    tok = next;
  }
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
      {".c", HPCAB_LANG_C},         {".cc", HPCAB_LANG_CXX},
      {".cpp", HPCAB_LANG_CXX},     {".cxx", HPCAB_LANG_CXX},
      {".C", HPCAB_LANG_CXX},       {".f", HPCAB_LANG_FORTRAN},
      {".F", HPCAB_LANG_FORTRAN},   {".f90", HPCAB_LANG_FORTRAN},
      {".F90", HPCAB_LANG_FORTRAN}, {".f95", HPCAB_LANG_FORTRAN},
      {".f03", HPCAB_LANG_FORTRAN}, {".f08", HPCAB_LANG_FORTRAN},
      {".cu", HPCAB_LANG_CUDA},     {".so", HPCAB_LANG_SHARED_OBJECT},
      {".hip", HPCAB_LANG_HIP},     {".py", HPCAB_LANG_PYTHON},
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
  hpcab__spawn_options so = {
      .landlock_fd = -1, .timeout_s = 30.0, .cap = 4096, .as_bytes = DEFAULT_MEMORY, .cpu_s = 30, .isolate = 1};
  if (hpcab__spawn(argv, NULL, &so, &r) != HPCAB_OK) return NULL;
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

/* The file name the private copy of a source gets: its own base name when that is plain (letters,
   digits, '.', '_', '-', '+'), else "candidate" with its extension. Diagnostics then name the user's
   file, never a path of the judge's. */
static char *private_name(const char *source)
{
  const char *slash = strrchr(source, '/');
  const char *base = slash ? slash + 1 : source;
  int plain = *base && *base != '.' && *base != '-';
  for (const char *c = base; *c && plain; c++)
    plain = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') || *c == '.' ||
            *c == '_' || *c == '-' || *c == '+';
  if (plain && strlen(base) < 200) return hpcab__strdup(base);
  const char *dot = strrchr(base, '.');
  return hpcab__asprintf("candidate%s", dot && strlen(dot) < 8 ? dot : "");
}

/* Writes `len` bytes to a new file `path` (mode 0600). */
hpcab_status hpcab__build_write_new(const char *path, const char *data, size_t len)
{
  int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0) return hpcab__seterr_errno("cannot create %s", path);
  for (size_t off = 0; off < len;) {
    ssize_t n = write(fd, data + off, len - off);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      hpcab_status st = hpcab__seterr_errno("cannot write %s", path);
      close(fd);
      return st;
    }
    off += (size_t)n;
  }
  if (close(fd) != 0) return hpcab__seterr_errno("cannot write %s", path);
  return HPCAB_OK;
}

/* Removes directory `dir` and everything in it (the private build directory: files the compiler
   left, at most one level of directories below). */
void hpcab__build_remove_tree(const char *dir)
{
  DIR *d = opendir(dir);
  if (d) {
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
      if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
      if (unlinkat(dirfd(d), e->d_name, 0) != 0 && errno == EISDIR) {
        char *sub = hpcab__asprintf("%s/%s", dir, e->d_name);
        if (sub) hpcab__build_remove_tree(sub);
        free(sub);
      }
    }
    closedir(d);
  }
  rmdir(dir);
}

/* Copies file `from` to `to` through a temporary file beside `to`, published with link(), which never
   replaces: when `to` already exists (another judge built the same cache entry meanwhile) it is kept
   and the copy dropped. An entry must never change under a worker about to load it: the worker's
   Landlock rule names the file it found at that path, and a file renamed over it would be refused. */
static hpcab_status copy_file(const char *from, const char *to)
{
  char *data = NULL;
  size_t len = 0;
  hpcab_status st = hpcab__read_file(from, &data, &len);
  if (st) return st;
  char *tmp = hpcab__asprintf("%s.tmp-%ld-%ld", to, (long)getpid(),
                              (long)gettid()); /* per thread: a judge service builds in parallel */
  if (!tmp) {
    free(data);
    return HPCAB_E_NOMEM;
  }
  unlink(tmp);
  st = hpcab__build_write_new(tmp, data, len);
  if (!st && link(tmp, to) != 0 && errno != EEXIST) st = hpcab__seterr_errno("cannot move the built object to %s", to);
  unlink(tmp);
  free(tmp);
  free(data);
  return st;
}

static hpcab_status accept_object(hpcab_build *b, const char *path, const char *data, size_t len)
{
  if (len < 4 || memcmp(data,
                        "\x7f"
                        "ELF",
                        4) != 0)
    return hpcab__seterr(HPCAB_E_INVALID, "%s: not an ELF shared object", path);
  b->object = realpath(path, NULL);
  if (!b->object) return hpcab__seterr_errno("%s", path);
  return HPCAB_OK;
}

/* Prepares the compiler's Landlock ruleset: `ro` (NULL-terminated) may be read and executed beneath,
   `rw` fully used beneath; paths that do not exist are skipped. *fd gets the ruleset (close it
   after the spawn). HPCAB_E_UNSUPPORTED when the kernel has no Landlock. */
hpcab_status hpcab__build_confine(const char *const *ro, const char *const *rw, int *fd)
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

/* The directory of the compiler's program when it lies outside the toolchain directories the
   compiler may read anyway (a compiler named by path, or found in PATH elsewhere): its directory is
   added to what the compiler may read. NULL when none is needed. */
static char *hpcab__compiler_dir(const char *compiler, const char *path_env)
{
  char *found = NULL;
  if (strchr(compiler, '/')) {
    found = realpath(compiler, NULL);
  } else {
    char *paths = hpcab__strdup(path_env ? path_env : "/usr/local/bin:/usr/bin:/bin");
    char *save = NULL;
    for (char *d = paths ? strtok_r(paths, ":", &save) : NULL; d && !found; d = strtok_r(NULL, ":", &save)) {
      char *cand = hpcab__asprintf("%s/%s", *d ? d : ".", compiler);
      if (cand && access(cand, X_OK) == 0) found = realpath(cand, NULL);
      free(cand);
    }
    free(paths);
  }
  if (!found) return NULL;
  static const char *const toolchain[] = {"/usr/bin/",       "/usr/local/bin/",     "/usr/lib/", "/usr/libexec/",
                                          "/usr/local/lib/", "/usr/local/libexec/", "/bin/",     "/lib/"};
  for (size_t i = 0; i < sizeof toolchain / sizeof toolchain[0]; i++)
    if (strncmp(found, toolchain[i], strlen(toolchain[i])) == 0) {
      free(found);
      return NULL;
    }
  char *slash = strrchr(found, '/');
  if (slash && slash != found) *slash = '\0';
  return found;
}

/* A fresh private directory for one compile, outside the state directory (its path must tell a
   diagnostic nothing): under $TMPDIR when that is an absolute directory, else /tmp; mode 0700. */
static char *private_dir(void)
{
  const char *base = secure_getenv("TMPDIR");
  struct stat st;
  if (!base || base[0] != '/' || stat(base, &st) != 0 || !S_ISDIR(st.st_mode)) base = "/tmp";
  char *d = hpcab__asprintf("%s/hpcab-build-XXXXXX", base);
  if (!d) return NULL;
  if (!mkdtemp(d)) {
    hpcab__seterr_errno("cannot create a private build directory under %s", base);
    free(d);
    return NULL;
  }
  return d;
}

/* The limit a failed compiler ran into, from how it ended and what it printed. */
enum limit_hit { HIT_NONE, HIT_CPU, HIT_FSIZE, HIT_MEMORY };

static enum limit_hit limit_hit(const hpcab__spawn_result *r, const char *log)
{
  if (r->signal == SIGXCPU || (log && strstr(log, "CPU time limit exceeded"))) return HIT_CPU;
  if (r->signal == SIGXFSZ || (log && strstr(log, "File size limit exceeded"))) return HIT_FSIZE;
  if (log && (strstr(log, "out of memory") || strstr(log, "memory exhausted") ||
              strstr(log, "Cannot allocate memory") || strstr(log, "std::bad_alloc")))
    return HIT_MEMORY;
  return HIT_NONE;
}

/* How a device source is compiled: 1 by nvcc, 2 by hipcc (a .hip, or a .cu when cuda_as_hip is set), 0 not
   a device source. */
static int device_toolchain(const hpcab_build_options *o, hpcab_lang lang)
{
  if (lang == HPCAB_LANG_HIP || (lang == HPCAB_LANG_CUDA && o->cuda_as_hip)) return 2;
  return lang == HPCAB_LANG_CUDA ? 1 : 0;
}

/* The CUDA runtime's directory beside nvcc (bin/../lib64 or bin/../lib), or NULL. */
static char *cuda_lib_dir(const char *nvcc, const char *path_env)
{
  char *bin = hpcab__compiler_dir(nvcc, path_env);
  if (!bin && !strchr(nvcc, '/')) { /* nvcc in a toolchain directory: /usr/bin/nvcc (Debian's) */
    bin = hpcab__strdup("/usr/local/cuda/bin");
  }
  char *found = NULL;
  static const char *const rel[] = {"/../lib64", "/../lib"};
  for (size_t i = 0; bin && !found && i < 2; i++) {
    char *cand = hpcab__asprintf("%s%s", bin, rel[i]);
    char *probe = cand ? hpcab__asprintf("%s/libcudart.so", cand) : NULL;
    if (probe && access(probe, R_OK) == 0) found = realpath(cand, NULL);
    free(cand);
    free(probe);
  }
  free(bin);
  return found;
}

/* The arguments a device compiler always gets before the source (owned strings go into owned[]):
   nvcc links the shared CUDA runtime (the worker then uses the very runtime the object does), with
   its directory as the object's run path, and compiles for o->device_arch (sm_XY: machine code and
   PTX); hipcc includes hip/hip_runtime.h, takes a .cu as HIP and compiles for --offload-arch. Returns
   the new argument count. */
static int device_args(const hpcab_build_options *o, hpcab_lang lang, const char *compiler, const char *path_env,
                       char **argv, int n, char **owned)
{
  int tc = device_toolchain(o, lang);
  const char *arch = o->device_arch && o->device_arch[0] ? o->device_arch : NULL;
  if (tc == 1) {
    argv[n++] = "--cudart";
    argv[n++] = "shared";
    if (arch && strncmp(arch, "sm_", 3) == 0 &&
        (owned[0] = hpcab__asprintf("arch=compute_%s,code=[%s,compute_%s]", arch + 3, arch, arch + 3))) {
      argv[n++] = "-gencode";
      argv[n++] = owned[0];
    }
    char *lib = cuda_lib_dir(compiler, path_env);
    if (lib && (owned[1] = hpcab__asprintf("-rpath=%s", lib))) {
      argv[n++] = "-Xlinker";
      argv[n++] = owned[1];
    }
    free(lib);
  } else if (tc == 2) {
    argv[n++] = "-include";
    argv[n++] = "hip/hip_runtime.h";
    if (lang == HPCAB_LANG_CUDA) {
      argv[n++] = "-x";
      argv[n++] = "hip";
    }
    if (arch && (owned[0] = hpcab__asprintf("--offload-arch=%s", arch))) argv[n++] = owned[0];
  }
  return n;
}

/* Compiles a private copy of the source (`data`, `len` bytes) in a fresh empty directory and puts
   the object into the cache; fills b->object, b->log, b->sandboxed/b->sandbox_note. The compiler
   sees only that directory, the toolchain and the include directory (Landlock), runs in its own
   PID namespace under memory, CPU-time, file-size and wall-clock limits, and its output is scrubbed
   of the private directory's and the cache's paths. */
/* Compiles `data` (the source `source`) into `object` in the compiler's sandbox; with `pp` set, only
   preprocesses it instead (-E) and returns the translation unit in *pp, leaving the build's log and
   object alone. */
static hpcab_status compile(const hpcab_build_options *o, hpcab_build *b, const char *source, const char *data,
                            size_t len, const char *compiler, const char *flags, const char *object, char **pp)
{
  char *priv = private_dir();
  char *name = private_name(source);
  char *copy = priv && name ? hpcab__asprintf("%s/%s", priv, name) : NULL;
  char *built = priv ? hpcab__asprintf("%s/%s", priv, "candidate.so") : NULL;
  char *flags_copy = hpcab__strdup(flags);
  char *extra_copy = hpcab__strdup(o->extra_flags ? o->extra_flags : "");
  char *libs_copy = hpcab__strdup(o->libs ? o->libs : "");
  char *incflag = hpcab__asprintf("-I%s", o->include_dir);
  char *tmpdir_env = priv ? hpcab__asprintf("TMPDIR=%s", priv) : NULL;
  char *compiler_dir = NULL;
  char *owned[2] = {NULL, NULL}; /* device compiler arguments (device_args) */
  uint64_t memory = o->memory_bytes ? o->memory_bytes : DEFAULT_MEMORY;
  double timeout = o->timeout_s > 0 ? o->timeout_s : 120.0;
  hpcab_status st = HPCAB_OK;
  if (!priv) {
    st = hpcab_last_status() ? hpcab_last_status() : HPCAB_E_SYSTEM;
    goto out;
  }
  if (!name || !copy || !built || !flags_copy || !extra_copy || !libs_copy || !incflag || !tmpdir_env) {
    st = HPCAB_E_NOMEM;
    goto out;
  }
  if ((st = hpcab__build_write_new(copy, data, len)) != HPCAB_OK) goto out;
  char *argv[MAX_ARGS];
  int n = 0;
  argv[n++] = (char *)compiler;
  n = split_flags(flags_copy, argv, n, MAX_ARGS);
  if (n >= 0) n = split_flags(extra_copy, argv, n, MAX_ARGS);
  if (n < 0 || n + 16 >= MAX_ARGS) {
    st = hpcab__seterr(HPCAB_E_INVALID, "too many compiler flags");
    goto out;
  }
  if (b->lang == HPCAB_LANG_FORTRAN) argv[n++] = "-cpp";
  n = device_args(o, b->lang, compiler, getenv("PATH"), argv, n, owned);
  argv[n++] = (char *)precision_macro(o->precision);
  argv[n++] = incflag;
  if (pp) argv[n++] = "-E";
  argv[n++] = "-o";
  argv[n++] = pp ? "candidate.i" : "candidate.so";
  argv[n++] = name;
  if (!pp) n = split_flags(libs_copy, argv, n, MAX_ARGS);
  if (n < 0 || n + 1 >= MAX_ARGS) {
    st = hpcab__seterr(HPCAB_E_INVALID, "too many libraries");
    goto out;
  }
  if (!pp) argv[n++] = "-lm"; /* the worker loads the object alone: libm must be a dependency of its own */
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
    if (!pp) b->sandbox_note = hpcab__strdup("confinement turned off by the caller");
  } else {
    /* read: the toolchain (headers, the compiler's programs and libraries, what the linker and the
       loader need) and the include directory; read and write: the private directory. Never the
       state directory, the user's files, /proc or /etc beyond the loader's files. */
    compiler_dir = hpcab__compiler_dir(compiler, path_env);
    const char *ro[] = {"/usr/include", "/usr/local/include", "/usr/lib", "/usr/lib64", "/usr/lib32", "/usr/local/lib",
                        "/usr/libexec", "/usr/local/libexec", "/usr/bin", "/usr/local/bin", "/bin", "/lib", "/lib64",
                        "/lib32", "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d",
                        device_toolchain(o, b->lang) == 1 ? "/usr/local/cuda" : "/dev/null",
                        /* hipcc is a Perl program (/usr/share/perl*), ROCm may live in /opt/rocm */
                        device_toolchain(o, b->lang) == 2 ? "/usr/share" : "/dev/null",
                        device_toolchain(o, b->lang) == 2 ? "/opt/rocm" : "/dev/null", o->include_dir,
                        compiler_dir ? compiler_dir : "/dev/null", NULL};
    const char *rw[] = {priv, "/dev/null", NULL};
    if (hpcab__build_confine(ro, rw, &llfd) == HPCAB_OK) {
      if (!pp) b->sandboxed = 1, b->sandbox_note = hpcab__strdup("");
    } else {
      if (!pp) b->sandbox_note = hpcab__strdup(hpcab_last_error());
      hpcab_error_clear();
    }
  }
  hpcab__spawn_result r;
  hpcab__spawn_options so = {.landlock_fd = llfd,
                             .timeout_s = timeout,
                             .cap = LOG_CAP,
                             .as_bytes = memory,
                             .cpu_s = (uint64_t)(timeout + 0.999),
                             .fsize_bytes = OUTPUT_FILE_LIMIT,
                             .cwd = priv,
                             .isolate = 1};
  st = hpcab__spawn(argv, envp, &so, &r);
  if (llfd >= 0) close(llfd);
  free(path_kv);
  if (st) goto out;
  if (pp) { /* the translation unit, or nothing where the preprocessor failed (the compile says why) */
    char *i_path = hpcab__asprintf("%s/candidate.i", priv);
    size_t pp_len;
    if (!i_path)
      st = HPCAB_E_NOMEM;
    else if (!r.exited || r.exit_code != 0 || hpcab__read_file(i_path, pp, &pp_len) != HPCAB_OK)
      *pp = NULL, hpcab_error_clear();
    free(i_path);
    hpcab__spawn_result_free(&r);
    goto out;
  }
  b->log = r.output;
  r.output = NULL;
  /* the log names the user's file by its own name; the private directory and the cache never show */
  hpcab__replace_all(&b->log, priv, ".");
  hpcab__replace_all(&b->log, o->cache_dir, "<build cache>");
  if (r.truncated) {
    char *more = hpcab__asprintf("%s\n[compiler output cut at %d KiB]\n", b->log ? b->log : "", LOG_CAP / 1024);
    if (more) {
      free(b->log);
      b->log = more;
    }
  }
  int failed = !r.exited || r.exit_code != 0;
  enum limit_hit why = failed ? limit_hit(&r, b->log) : HIT_NONE;
  if (r.timed_out) {
    st = hpcab__seterr(HPCAB_E_BUILD, "compiling %s timed out after %.0f s (the compiler's wall-clock limit)", source,
                       timeout);
  } else if (why == HIT_MEMORY) {
    st = hpcab__seterr(HPCAB_E_BUILD,
                       "compiling %s failed: the compiler ran out of its memory limit of %llu MiB "
                       "(raise it with hpcab_build_options.memory_bytes, hpcab-judge --compile-memory MIB)",
                       source, (unsigned long long)(memory >> 20));
  } else if (why == HIT_CPU) {
    st = hpcab__seterr(HPCAB_E_BUILD, "compiling %s failed: the compiler ran past its CPU-time limit of %.0f s", source,
                       timeout);
  } else if (why == HIT_FSIZE) {
    st = hpcab__seterr(HPCAB_E_BUILD, "compiling %s failed: the compiler wrote a file larger than %llu MiB", source,
                       (unsigned long long)(OUTPUT_FILE_LIMIT >> 20));
  } else if (failed) {
    st = hpcab__seterr(HPCAB_E_BUILD, "compiling %s failed (%s %d)", source, r.exited ? "exit code" : "signal",
                       r.exited ? r.exit_code : r.signal);
  } else if ((st = copy_file(built, object)) == HPCAB_OK) {
    b->object = hpcab__strdup(object);
    if (!b->object) st = HPCAB_E_NOMEM;
  }
out:
  if (priv) hpcab__build_remove_tree(priv);
  free(priv);
  free(name);
  free(copy);
  free(built);
  free(flags_copy);
  free(extra_copy);
  free(libs_copy);
  free(incflag);
  free(tmpdir_env);
  free(compiler_dir);
  free(owned[0]);
  free(owned[1]);
  return st;
}

/* Checks the built object (imports, load-time entries, instructions) against what the same compiler
   and flags put into an empty translation unit (built once per toolchain into the cache), adding to
   b->check; HPCAB_E_REFUSED when the object changes the floating-point environment. */
static hpcab_status check_object(const hpcab_build_options *o, hpcab_build *b, const char *source, const char *compiler,
                                 const char *flags)
{
  /* a shared object handed in built is compared with what the default C toolchain makes */
  hpcab_lang lang = b->lang == HPCAB_LANG_SHARED_OBJECT ? HPCAB_LANG_C : b->lang;
  char *keytext = hpcab__asprintf("hpcab-empty-tu-v1\n%d\n%s\n%s\n%s\n%s\n%s\n", (int)lang, compiler,
                                  b->compiler ? b->compiler : "", flags, o->extra_flags ? o->extra_flags : "",
                                  precision_macro(o->precision));
  if (!keytext) return HPCAB_E_NOMEM;
  char key[65];
  hpcab_sha256_hex(keytext, strlen(keytext), key);
  free(keytext);
  const char *ext = lang == HPCAB_LANG_CXX ? "cc" : lang == HPCAB_LANG_FORTRAN ? "f90" : "c";
  char *baseline = hpcab__asprintf("%s/empty-%s.so", o->cache_dir, key);
  char *empty_name = hpcab__asprintf("empty.%s", ext);
  if (!baseline || !empty_name) {
    free(baseline);
    free(empty_name);
    return HPCAB_E_NOMEM;
  }
  if (access(baseline, R_OK) != 0) { /* a throwaway build record: the candidate's log stays its own */
    hpcab_build tmp = {.lang = lang};
    const char *empty = lang == HPCAB_LANG_FORTRAN ? "subroutine hpcab_empty\nend subroutine\n" : "";
    if (compile(o, &tmp, empty_name, empty, strlen(empty), compiler, flags, baseline, NULL) != HPCAB_OK)
      hpcab_error_clear();
    free(tmp.object);
    free(tmp.log);
    free(tmp.sandbox_note);
  }
  hpcab_status st = HPCAB_OK;
  if (!b->check && !(b->check = hpcab__srccheck_new())) st = HPCAB_E_NOMEM;
  if (!st) st = hpcab__srccheck_object_into(b->check, b->object, access(baseline, R_OK) == 0 ? baseline : NULL);
  free(baseline);
  free(empty_name);
  for (size_t i = 0; !st && i < hpcab_srccheck_count(b->check); i++) {
    hpcab_src_finding f = {.size = sizeof f};
    hpcab_srccheck_get(b->check, i, &f);
    if (f.severity == HPCAB_SRC_FORBIDDEN && f.line == 0)
      st = hpcab__seterr(HPCAB_E_REFUSED, "refused: %s: its object %s", source, f.message);
  }
  return st;
}

HPCAB_API hpcab_status hpcab_build_source(const hpcab_build_options *opts, const char *source, hpcab_build **out)
{
  if (!source || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_build_source: NULL argument");
  *out = NULL;
  hpcab_build_options o; /* the size-field rule: an older caller's options lack memory_bytes (0: default) */
  if (hpcab__struct_in(&o, sizeof o, opts, HPCAB__FIRST_BUILD_OPTIONS, "hpcab_build_source: options"))
    return HPCAB_E_INVALID;
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
                       "%s: unknown source language (expected .c, .cc/.cpp/.cxx, .f/.f90, .cu, .hip or .so)", source);
    goto fail;
  }
  if (b->lang == HPCAB_LANG_PYTHON) {
    st = hpcab__seterr(HPCAB_E_UNSUPPORTED,
                       "%s: a Python artifact is built against its kernel's manifest (hpcab-judge grade builds it)",
                       source);
    goto fail;
  }
  if (b->lang == HPCAB_LANG_SHARED_OBJECT) {
    st = accept_object(b, source, data, len);
    char inc[PATH_MAX];
    if (!st && o.cache_dir && (o.include_dir || hpcab_paths_include_dir(inc, sizeof inc) == HPCAB_OK)) {
      /* its load-time entries against an empty translation unit of the default C toolchain (a 5-byte
         DT_INIT of its own is then seen), its imports and instructions */
      if (!o.include_dir) o.include_dir = inc;
      st = check_object(&o, b, source, o.cc ? o.cc : "cc", DEFAULT_FLAGS);
    } else if (!st) {
      hpcab_error_clear();
      st = hpcab_srccheck_object(source, &b->check);
      for (size_t i = 0; !st && i < hpcab_srccheck_count(b->check); i++) {
        hpcab_src_finding f = {.size = sizeof f};
        hpcab_srccheck_get(b->check, i, &f);
        if (f.severity == HPCAB_SRC_FORBIDDEN)
          st = hpcab__seterr(HPCAB_E_REFUSED, "refused: %s: %s", source, f.message);
      }
    }
    b->log = hpcab__strdup("");
    b->key = hpcab__strdup(sha);
    b->sandbox_note = hpcab__strdup("");
    if (!st && (!b->log || !b->key || !b->sandbox_note)) st = HPCAB_E_NOMEM;
    if (st) goto fail;
    free(data);
    *out = b;
    return HPCAB_OK;
  }
  char default_include[PATH_MAX];
  if (!o.include_dir) { /* the directory the library finds beside itself (hpcab/paths.h) */
    if ((st = hpcab_paths_include_dir(default_include, sizeof default_include)) != HPCAB_OK) goto fail;
    o.include_dir = default_include;
  }
  if (!o.cache_dir) {
    st = hpcab__seterr(HPCAB_E_INVALID, "build: cache_dir is required for sources");
    goto fail;
  }
  int tc = device_toolchain(&o, b->lang);
  const char *flags = o.flags ? o.flags : tc == 1 ? DEFAULT_CUDA_FLAGS : tc == 2 ? DEFAULT_HIP_FLAGS : DEFAULT_FLAGS;
  st = hpcab_build_check_flags(flags);
  if (!st) st = hpcab_build_check_flags(o.extra_flags);
  if (st) goto fail;
  const char *compiler = b->lang == HPCAB_LANG_C         ? (o.cc ? o.cc : "cc")
                         : b->lang == HPCAB_LANG_CXX     ? (o.cxx ? o.cxx : "c++")
                         : b->lang == HPCAB_LANG_FORTRAN ? (o.fc ? o.fc : "gfortran")
                         : tc == 2                       ? (o.hipcc ? o.hipcc : "hipcc")
                                                         : (o.nvcc ? o.nvcc : "nvcc");
  /* the static check reads what will be compiled: the preprocessed translation unit where the
     compiler gives one (macros, continuations and _Pragma resolved), else the text */
  char *pp = NULL;
  if (!tc && (st = compile(&o, b, source, data, len, compiler, flags, NULL, &pp)) != HPCAB_OK) goto fail;
  st = hpcab_srccheck_scan(pp ? pp : data, pp ? strlen(pp) : len, source, &b->check);
  free(pp);
  if (st) goto fail;
  for (size_t i = 0; i < hpcab_srccheck_count(b->check) && !st; i++) {
    hpcab_src_finding f = {.size = sizeof f};
    hpcab_srccheck_get(b->check, i, &f);
    if (f.severity == HPCAB_SRC_FORBIDDEN)
      st = hpcab__seterr(HPCAB_E_REFUSED, "refused: %s:%d: %s", source, f.line, f.message);
  }
  if (st) goto fail;
  ident = compiler_identity(compiler);
  if (!ident) {
    st = hpcab_last_status() ? hpcab_last_status() : HPCAB_E_UNSUPPORTED;
    goto fail;
  }
  b->compiler = hpcab__strdup(ident);
  b->flags = hpcab__asprintf("%s%s%s %s", flags, o.extra_flags && *o.extra_flags ? " " : "",
                             o.extra_flags ? o.extra_flags : "", precision_macro(o.precision));
  keytext =
      hpcab__asprintf("hpcab-build-v2\n%d\n%s\n%s\n%s\n%s\n%s\n%s\n%s\n", (int)b->lang, compiler, ident, flags,
                      o.extra_flags ? o.extra_flags : "", o.libs ? o.libs : "", precision_macro(o.precision), sha);
  if (keytext && tc) { /* device sources: the toolchain and the target architecture too */
    char *more = hpcab__asprintf("%sdevice %d %s\n", keytext, tc, o.device_arch ? o.device_arch : "");
    free(keytext);
    keytext = more;
  }
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
    st = compile(&o, b, source, data, len, compiler, flags, object, NULL);
  }
  if (!st && b->lang != HPCAB_LANG_CUDA && b->lang != HPCAB_LANG_HIP) st = check_object(&o, b, source, compiler, flags);
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
  if (st == HPCAB_E_REFUSED && b && b->check) { /* the caller can show what the check found */
    *out = b;
    return st;
  }
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
  free(b->compiler);
  free(b->flags);
  hpcab_srccheck_free(b->check);
  free(b);
}

HPCAB_API hpcab_status hpcab_srccheck_build(const hpcab_build_options *opts, const char *source, hpcab_srccheck **out)
{
  if (!out || !source) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_srccheck_build: NULL argument");
  *out = NULL;
  hpcab_build *b = NULL;
  hpcab_status st = hpcab_build_source(opts, source, &b);
  if (b && b->check) {
    hpcab_srccheck *copy = hpcab__srccheck_new();
    if (!copy || hpcab__srccheck_merge(copy, b->check) != HPCAB_OK) {
      hpcab_srccheck_free(copy);
      hpcab_build_free(b);
      return hpcab__nomem("source check", 0);
    }
    *out = copy;
  }
  hpcab_build_free(b);
  return st;
}

const hpcab_srccheck *hpcab__build_check(const hpcab_build *b)
{
  return b ? b->check : NULL;
}

HPCAB_API const char *hpcab_build_compiler(const hpcab_build *b)
{
  return b && b->compiler ? b->compiler : NULL;
}

HPCAB_API const char *hpcab_build_flags(const hpcab_build *b)
{
  return b && b->flags ? b->flags : NULL;
}
