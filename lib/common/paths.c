/* lib/common/paths.c — the state directory, the worker binary and the include directory (hpcab/paths.h). */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hpcab/paths.h"
#include "internal.h"

#ifndef HPCAB_WORKER_INSTALL_PATH
#define HPCAB_WORKER_INSTALL_PATH "/usr/local/libexec/hpcab-worker"
#endif
#ifndef HPCAB_INSTALL_INCLUDEDIR
#define HPCAB_INSTALL_INCLUDEDIR "/usr/local/include"
#endif
#ifndef HPCAB_INSTALL_KERNELSDIR
#define HPCAB_INSTALL_KERNELSDIR "/usr/local/share/hpcabench/kernels"
#endif
#define UNINSTALLED_FILE "hpcabench-uninstalled.txt"

HPCAB_API hpcab_status hpcab_paths_state_dir(char *buf, size_t cap)
{
  if (!buf || cap == 0) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_paths_state_dir: no buffer");
  const char *env = getenv("HPCAB_STATE_DIR");
  int n;
  if (env && *env)
    n = snprintf(buf, cap, "%s", env);
  else if ((env = getenv("XDG_STATE_HOME")) && *env)
    n = snprintf(buf, cap, "%s/hpcabench", env);
  else if ((env = getenv("HOME")) && *env)
    n = snprintf(buf, cap, "%s/.local/state/hpcabench", env);
  else
    return hpcab__seterr(HPCAB_E_INVALID, "no state directory: set HPCAB_STATE_DIR or HOME");
  if (n < 0 || (size_t)n >= cap) return hpcab__seterr(HPCAB_E_INVALID, "state directory path too long");
  return HPCAB_OK;
}

/* The directory of the object holding this code: libhpcabench.so, or the program it is linked into. */
static int library_dir(char *dir, size_t cap)
{
  Dl_info info;
  if (!dladdr((void *)&hpcab_paths_worker, &info) || !info.dli_fname) return 0;
  char real[PATH_MAX];
  if (!realpath(info.dli_fname, real)) return 0;
  char *slash = strrchr(real, '/');
  if (!slash) return 0;
  *slash = '\0';
  return snprintf(dir, cap, "%s", real) < (int)cap;
}

/* Copies `path` into buf when it fits; returns HPCAB_OK or HPCAB_E_INVALID. */
static hpcab_status put(char *buf, size_t cap, const char *path, const char *what)
{
  if ((size_t)snprintf(buf, cap, "%s", path) >= cap)
    return hpcab__seterr(HPCAB_E_INVALID, "%s: path too long for the buffer (%zu bytes)", what, cap);
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_paths_worker(char *buf, size_t cap)
{
  if (!buf || cap == 0) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_paths_worker: no buffer");
  const char *env = secure_getenv("HPCAB_WORKER");
  if (env && *env) return put(buf, cap, env, "hpcab_paths_worker");
  char dir[PATH_MAX], path[PATH_MAX + 64];
  if (library_dir(dir, sizeof dir)) {
    static const char *const rel[] = {"", "/../libexec", "/../../libexec", "/../lib"};
    for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
      snprintf(path, sizeof path, "%s%s/hpcab-worker", dir, rel[i]);
      if (access(path, X_OK) == 0) {
        char real[PATH_MAX];
        return put(buf, cap, realpath(path, real) ? real : path, "hpcab_paths_worker");
      }
    }
  }
  if (access(HPCAB_WORKER_INSTALL_PATH, X_OK) == 0)
    return put(buf, cap, HPCAB_WORKER_INSTALL_PATH, "hpcab_paths_worker");
  return hpcab__seterr(HPCAB_E_NOTFOUND,
                       "no hpcab-worker beside the library (%s), in its libexec, or at %s: set "
                       "HPCAB_WORKER",
                       library_dir(dir, sizeof dir) ? dir : "?", HPCAB_WORKER_INSTALL_PATH);
}

/* Whether dir holds hpcab/kernel.h. */
static int has_kernel_h(const char *dir)
{
  char probe[2 * PATH_MAX];
  snprintf(probe, sizeof probe, "%s/hpcab/kernel.h", dir);
  return access(probe, R_OK) == 0;
}

/* Whether path is a directory. */
static int is_dir(const char *path)
{
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The value of `key` (include or kernels) in the build tree's marker file in `dir`, if any, when
   `ok` accepts it. */
static int uninstalled_value(const char *dir, const char *key, int (*ok)(const char *), char *out, size_t cap)
{
  char path[PATH_MAX + 64];
  snprintf(path, sizeof path, "%s/" UNINSTALLED_FILE, dir);
  char *text = NULL;
  if (hpcab__read_file(path, &text, NULL) != HPCAB_OK) {
    hpcab_error_clear();
    return 0;
  }
  int found = 0;
  char pattern[32];
  snprintf(pattern, sizeof pattern, "\n%s=", key);
  const char *p = strstr(text, pattern);
  if (p) {
    p += strlen(pattern);
    size_t n = strcspn(p, "\r\n");
    if (n < cap) {
      memcpy(out, p, n);
      out[n] = '\0';
      found = ok(out);
    }
  }
  free(text);
  return found;
}

HPCAB_API hpcab_status hpcab_paths_include_dir(char *buf, size_t cap)
{
  if (!buf || cap == 0) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_paths_include_dir: no buffer");
  const char *env = getenv("HPCAB_INCLUDE_DIR");
  if (env && *env) return put(buf, cap, env, "hpcab_paths_include_dir");
  char dir[PATH_MAX], path[PATH_MAX + 64];
  if (library_dir(dir, sizeof dir)) {
    static const char *const rel[] = {"/../include", "/../../include"};
    for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
      snprintf(path, sizeof path, "%s%s", dir, rel[i]);
      char real[PATH_MAX];
      if (has_kernel_h(path)) return put(buf, cap, realpath(path, real) ? real : path, "hpcab_paths_include_dir");
    }
    static const char *const here[] = {"", "/../lib"}; /* the library's build directory, or a tool's beside it */
    for (size_t i = 0; i < sizeof here / sizeof here[0]; i++) {
      snprintf(path, sizeof path, "%s%s", dir, here[i]);
      if (uninstalled_value(path, "include", has_kernel_h, buf, cap)) return HPCAB_OK;
    }
  }
  if (has_kernel_h(HPCAB_INSTALL_INCLUDEDIR)) return put(buf, cap, HPCAB_INSTALL_INCLUDEDIR, "hpcab_paths_include_dir");
  return hpcab__seterr(HPCAB_E_NOTFOUND,
                       "hpcab/kernel.h not found beside the library or under %s: set "
                       "HPCAB_INCLUDE_DIR",
                       HPCAB_INSTALL_INCLUDEDIR);
}

/* The corpus that ships with the library: the build tree's, beside the library, or installed. */
static hpcab_status shipped_kernels_dir(char *buf, size_t cap)
{
  char dir[PATH_MAX], path[PATH_MAX + 64];
  if (library_dir(dir, sizeof dir)) {
    static const char *const here[] = {"", "/../lib"};
    for (size_t i = 0; i < sizeof here / sizeof here[0]; i++) {
      snprintf(path, sizeof path, "%s%s", dir, here[i]);
      if (uninstalled_value(path, "kernels", is_dir, buf, cap)) return HPCAB_OK;
    }
    static const char *const rel[] = {"/../share/hpcabench/kernels", "/../../share/hpcabench/kernels"};
    for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
      snprintf(path, sizeof path, "%s%s", dir, rel[i]);
      char real[PATH_MAX];
      if (is_dir(path)) return put(buf, cap, realpath(path, real) ? real : path, "hpcab_paths_kernels_dir");
    }
  }
  if (is_dir(HPCAB_INSTALL_KERNELSDIR)) return put(buf, cap, HPCAB_INSTALL_KERNELSDIR, "hpcab_paths_kernels_dir");
  return hpcab__seterr(HPCAB_E_NOTFOUND, "no kernel corpus beside the library or at %s: set HPCAB_KERNELS",
                       HPCAB_INSTALL_KERNELSDIR);
}

HPCAB_API hpcab_status hpcab_paths_kernels_dir(char *buf, size_t cap)
{
  if (!buf || cap == 0) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_paths_kernels_dir: no buffer");
  const char *env = getenv("HPCAB_KERNELS");
  if (env && *env) return put(buf, cap, env, "hpcab_paths_kernels_dir");
  return shipped_kernels_dir(buf, cap);
}

/* Whether `kernel` can be a kernel id: a relative path without an empty, "." or ".." component. */
static int id_like(const char *kernel)
{
  if (!*kernel || kernel[0] == '/') return 0;
  for (const char *p = kernel; *p;) {
    size_t n = strcspn(p, "/");
    if (n == 0 || (n == 1 && p[0] == '.') || (n == 2 && p[0] == '.' && p[1] == '.')) return 0;
    p += n;
    if (*p == '/') p++;
  }
  return 1;
}

HPCAB_API hpcab_status hpcab_paths_kernel(const char *kernel, const char *kernels_dir, char *buf, size_t cap)
{
  if (!kernel || !buf || cap == 0) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_paths_kernel: NULL argument");
  struct stat st;
  if (stat(kernel, &st) == 0) return put(buf, cap, kernel, "hpcab_paths_kernel");
  if (!id_like(kernel)) return hpcab__seterr(HPCAB_E_NOTFOUND, "%s: no such kernel directory or manifest", kernel);
  /* the corpora an id is looked up in, in order: kernels_dir, $HPCAB_KERNELS, the shipped corpus (a corpus
     of one's own adds to the shipped one) */
  char roots[3][PATH_MAX], looked[3 * PATH_MAX + 16] = "";
  int n = 0;
  if (kernels_dir && *kernels_dir && strlen(kernels_dir) < PATH_MAX) snprintf(roots[n++], PATH_MAX, "%s", kernels_dir);
  const char *env = getenv("HPCAB_KERNELS");
  if (env && *env && strlen(env) < PATH_MAX) snprintf(roots[n++], PATH_MAX, "%s", env);
  if (shipped_kernels_dir(roots[n], PATH_MAX) == HPCAB_OK)
    n++;
  else
    hpcab_error_clear();
  if (n == 0)
    return hpcab__seterr(HPCAB_E_NOTFOUND,
                         "%s: no such kernel directory or manifest, and no kernel corpus to "
                         "look the id up in (set HPCAB_KERNELS or pass --kernels DIR)",
                         kernel);
  for (int k = 0; k < n; k++) {
    char *path = hpcab__asprintf("%s/%s", roots[k], kernel);
    if (!path) return hpcab__nomem("a kernel path", 0);
    hpcab_status found = stat(path, &st) == 0 ? put(buf, cap, path, "hpcab_paths_kernel") : HPCAB_E_NOTFOUND;
    free(path);
    if (found != HPCAB_E_NOTFOUND) return found;
    size_t used = strlen(looked);
    snprintf(looked + used, sizeof looked - used, "%s%s", k ? ", " : "", roots[k]);
  }
  return hpcab__seterr(HPCAB_E_NOTFOUND,
                       "%s: no such kernel directory or manifest here, nor a kernel '%s' in the "
                       "corpus %s (HPCAB_KERNELS or --kernels add another)",
                       kernel, kernel, looked);
}
