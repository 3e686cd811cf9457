/*
 * tools/hpcab-mpi-rank.c — one rank of a distributed grade (lib/DESIGN.md §17): started P times by
 * mpirun (or srun) for the distributed driver, bindings/python/hpcabench/distributed.py.
 *
 *   hpcab-mpi-rank DIR
 *
 * DIR holds, for rank r, `spec.r` (what to call and how), `in.r` (the rank's blocks of every draw's
 * input arrays, scattered by the driver). The rank reads them, opens `out.r`, `times.r` and `guards.r`
 * for writing, then confines itself before any candidate code runs: no new privileges, every
 * capability dropped, not dumpable (no other process may read its memory) and, where the kernel has
 * Landlock, no file may be opened except read-only system directories and the MPI session directory
 * (so no rank can open another rank's `in`), and a seccomp filter refuses (EPERM) what the MPI
 * transport between ranks on one node does not need once it is set up: new sockets and connections,
 * new processes (fork, vfork, clone without CLONE_THREAD; threads stay allowed), exec, ptrace and
 * reading or writing another process's memory; it then loads the object (its load-time code runs
 * confined) and times `rounds` calls, round k on draw k mod draws, each from an MPI_Barrier to an
 * MPI_Barrier by CLOCK_MONOTONIC (the judge's clock on this node). Before each call the rank's inputs
 * are restored from the draw's pristine copy and its outputs poisoned (all bytes 0xFF: NaN for floats).
 * The owned rows of every output of each draw's first call are written to `out.r`.
 *
 * spec.r, one item a line:
 *   object PATH | symbol NAME | rounds R | draws D
 *   arg array BYTES INPUT OUTPUT OWN_OFFSET OWN_BYTES   (a local array; INPUT/OUTPUT 0 or 1)
 *   arg i64 V... | arg i32 V... | arg f64 V... | arg f32 V...  (a size or a param, by value: one value,
 *                                                        or one per draw)
 *   arg comm                                             (MPI_COMM_WORLD)
 * Exit status: 0 done, 2 bad spec or files, 3 the object or symbol did not load.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <ffi.h>
#include <inttypes.h>
#include <linux/capability.h>
#include <linux/landlock.h>
#include <mpi.h>
#include <sched.h>
#include <seccomp.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define MAX_ARGS 64
#define MAX_DRAWS 64

typedef enum { ARG_ARRAY, ARG_I64, ARG_I32, ARG_F64, ARG_F32, ARG_COMM } arg_kind;

typedef struct {
  arg_kind kind;
  size_t bytes, own_off, own_bytes; /* arrays */
  bool input, output;
  unsigned char *work;  /* the buffer the call sees */
  unsigned char *draws; /* arrays with input: `draws` pristine copies */
  int64_t i64;
  int32_t i32;
  double f64;
  float f32;
  double per_draw[MAX_DRAWS]; /* scalars: the value of each draw (nvalues of them) */
  int nvalues;
} rank_arg;

typedef struct {
  char object[4096], symbol[256];
  long rounds, draws;
  rank_arg args[MAX_ARGS];
  int nargs;
} rank_spec;

static void die(int code, int rank, const char *fmt, const char *what)
{
  fprintf(stderr, "hpcab-mpi-rank %d: ", rank);
  fprintf(stderr, fmt, what);
  fprintf(stderr, "\n");
  MPI_Abort(MPI_COMM_WORLD, code);
  exit(code);
}

/* The kind of a scalar argument's type name (i64, i32, f64, f32); false for another word. */
static bool scalar_kind(const char *name, arg_kind *kind)
{
  static const struct {
    const char *name;
    arg_kind kind;
  } table[] = {{"i64", ARG_I64}, {"i32", ARG_I32}, {"f64", ARG_F64}, {"f32", ARG_F32}};
  for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
    if (!strcmp(name, table[i].name)) {
      *kind = table[i].kind;
      return true;
    }
  return false;
}

/* Sets a scalar argument to its value for draw d (its only value when it has one). Integers are
   written in decimal and stay below 2^53, so a double carries them exactly. */
static void set_scalar(rank_arg *a, long d)
{
  double x = a->per_draw[a->nvalues > 1 ? d % a->nvalues : 0];
  a->i64 = (int64_t)x;
  a->i32 = (int32_t)x;
  a->f64 = x;
  a->f32 = (float)x;
}

static bool parse_arg(rank_spec *s, const char *rest)
{
  if (s->nargs >= MAX_ARGS) return false;
  rank_arg *a = &s->args[s->nargs];
  memset(a, 0, sizeof *a);
  char kind[16];
  if (sscanf(rest, "%15s", kind) != 1) return false;
  const char *v = rest + strlen(kind);
  int in = 0, out = 0;
  if (!strcmp(kind, "array")) {
    a->kind = ARG_ARRAY;
    if (sscanf(v, "%zu %d %d %zu %zu", &a->bytes, &in, &out, &a->own_off, &a->own_bytes) != 5) return false;
    if (a->own_off + a->own_bytes > a->bytes) return false;
    a->input = in;
    a->output = out;
  } else if (scalar_kind(kind, &a->kind)) {
    char *end = NULL;
    const char *q = v;
    while (a->nvalues < MAX_DRAWS) {
      double x = strtod(q, &end);
      if (end == q) break;
      a->per_draw[a->nvalues++] = x;
      q = end;
    }
    if (a->nvalues == 0) return false;
    set_scalar(a, 0);
  } else if (!strcmp(kind, "comm")) {
    a->kind = ARG_COMM;
  } else {
    return false;
  }
  s->nargs++;
  return true;
}

static bool read_spec(const char *path, rank_spec *s)
{
  FILE *f = fopen(path, "r");
  if (!f) return false;
  char line[8192];
  bool ok = true;
  while (ok && fgets(line, sizeof line, f)) {
    line[strcspn(line, "\n")] = '\0';
    if (!strncmp(line, "object ", 7))
      ok = snprintf(s->object, sizeof s->object, "%s", line + 7) < (int)sizeof s->object;
    else if (!strncmp(line, "symbol ", 7))
      ok = snprintf(s->symbol, sizeof s->symbol, "%s", line + 7) < (int)sizeof s->symbol;
    else if (!strncmp(line, "rounds ", 7))
      ok = sscanf(line + 7, "%ld", &s->rounds) == 1 && s->rounds > 0;
    else if (!strncmp(line, "draws ", 6))
      ok = sscanf(line + 6, "%ld", &s->draws) == 1 && s->draws > 0;
    else if (!strncmp(line, "arg ", 4))
      ok = parse_arg(s, line + 4);
    else if (line[0])
      ok = false;
  }
  fclose(f);
  return ok && s->object[0] && s->symbol[0] && s->rounds > 0 && s->draws > 0;
}

/* Reads every draw's pristine inputs from `in` (draw-major, arrays in call order). */
static bool read_inputs(const char *path, rank_spec *s)
{
  FILE *f = fopen(path, "rb");
  if (!f) return false;
  bool ok = true;
  for (int i = 0; ok && i < s->nargs; i++) {
    rank_arg *a = &s->args[i];
    if (a->kind != ARG_ARRAY) continue;
    a->work = malloc(a->bytes ? a->bytes : 1);
    if (a->input) a->draws = malloc(a->bytes * (size_t)s->draws + 1);
    ok = a->work && (!a->input || a->draws);
  }
  for (long d = 0; ok && d < s->draws; d++)
    for (int i = 0; ok && i < s->nargs; i++) {
      rank_arg *a = &s->args[i];
      if (a->kind == ARG_ARRAY && a->input) ok = fread(a->draws + (size_t)d * a->bytes, 1, a->bytes, f) == a->bytes;
    }
  fclose(f);
  return ok;
}

/* Landlock: opening files is denied everywhere but the read-only system directories and the MPI
   session directory (read-write). Returns "" when in force, else why not. */
static const char *confine_files(const char *object)
{
  int abi = (int)syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
  if (abi < 1) return "Landlock is not available in this kernel";
  struct landlock_ruleset_attr attr = {
      .handled_access_fs = LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_READ_FILE |
                           LANDLOCK_ACCESS_FS_READ_DIR | LANDLOCK_ACCESS_FS_REMOVE_DIR |
                           LANDLOCK_ACCESS_FS_REMOVE_FILE | LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG |
                           LANDLOCK_ACCESS_FS_MAKE_SOCK | LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_SYM};
  int fd = (int)syscall(SYS_landlock_create_ruleset, &attr, sizeof attr, 0);
  if (fd < 0) return "landlock_create_ruleset failed";
  static const char *const readonly[] = {"/usr",  "/lib", "/lib64",    "/etc",
                                         "/proc", "/sys", "/dev/null", "/dev/urandom"};
  const __u64 ro = LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR;
  for (size_t i = 0; i < sizeof readonly / sizeof readonly[0]; i++) {
    int dir = open(readonly[i], O_PATH | O_CLOEXEC);
    if (dir < 0) continue;
    struct landlock_path_beneath_attr pb = {.allowed_access = ro, .parent_fd = dir};
    if (strcmp(readonly[i], "/dev/null") == 0 || strcmp(readonly[i], "/dev/urandom") == 0)
      pb.allowed_access = LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_WRITE_FILE;
    syscall(SYS_landlock_add_rule, fd, LANDLOCK_RULE_PATH_BENEATH, &pb, 0);
    close(dir);
  }
  /* the directory holding only the object (read and map it) */
  char objdir[4096];
  snprintf(objdir, sizeof objdir, "%s", object);
  char *slash = strrchr(objdir, '/');
  if (slash && slash != objdir) {
    *slash = '\0';
    int dir = open(objdir, O_PATH | O_CLOEXEC);
    if (dir >= 0) {
      struct landlock_path_beneath_attr pb = {.allowed_access = ro, .parent_fd = dir};
      syscall(SYS_landlock_add_rule, fd, LANDLOCK_RULE_PATH_BENEATH, &pb, 0);
      close(dir);
    }
  }
  /* the MPI session directory (the driver points Open MPI's at DIR/session) and shared memory */
  const char *rw[] = {getenv("HPCAB_MPI_SESSION"), "/dev/shm"};
  for (size_t i = 0; i < sizeof rw / sizeof rw[0]; i++) {
    if (!rw[i]) continue;
    int dir = open(rw[i], O_PATH | O_CLOEXEC);
    if (dir < 0) continue;
    struct landlock_path_beneath_attr pb = {.allowed_access = attr.handled_access_fs, .parent_fd = dir};
    syscall(SYS_landlock_add_rule, fd, LANDLOCK_RULE_PATH_BENEATH, &pb, 0);
    close(dir);
  }
  int rc = (int)syscall(SYS_landlock_restrict_self, fd, 0);
  close(fd);
  return rc == 0 ? "" : "landlock_restrict_self failed";
}

/* The call-time filter: every system call is allowed but those listed, which answer EPERM (clone3 answers
   ENOSYS, so that the C library falls back to clone, whose flags the filter can read). Returns "" when
   in force, else why not. */
static const char *confine_calls(void)
{
  scmp_filter_ctx f = seccomp_init(SCMP_ACT_ALLOW);
  if (!f) return "seccomp_init failed";
  static const int denied[] = {SCMP_SYS(socket),
                               SCMP_SYS(socketpair),
                               SCMP_SYS(connect),
                               SCMP_SYS(bind),
                               SCMP_SYS(listen),
                               SCMP_SYS(accept),
                               SCMP_SYS(accept4),
                               SCMP_SYS(fork),
                               SCMP_SYS(vfork),
                               SCMP_SYS(execve),
                               SCMP_SYS(execveat),
                               SCMP_SYS(ptrace),
                               SCMP_SYS(process_vm_readv),
                               SCMP_SYS(process_vm_writev)};
  int rc = 0;
  for (size_t i = 0; i < sizeof denied / sizeof denied[0] && rc == 0; i++)
    rc = seccomp_rule_add(f, SCMP_ACT_ERRNO(EPERM), denied[i], 0);
  if (rc == 0) /* clone: threads only */
    rc = seccomp_rule_add(f, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD, 0));
  if (rc == 0) rc = seccomp_rule_add(f, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
  if (rc == 0) rc = seccomp_load(f);
  seccomp_release(f);
  return rc == 0 ? "" : "the seccomp filter could not be loaded";
}

/* No new privileges, no capabilities, not dumpable; then Landlock and the call filter. Writes the
   guards to `guards`. */
static void confine(FILE *guards, const char *object)
{
  prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  struct __user_cap_header_struct hdr = {.version = _LINUX_CAPABILITY_VERSION_3, .pid = 0};
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  int caps = (int)syscall(SYS_capset, &hdr, data);
  const char *ll = confine_files(object);
  const char *sc = confine_calls();
  fprintf(guards, "no_new_privs 1\nnot_dumpable 1\ncapabilities_dropped %d\nlandlock %d %s\nseccomp %d %s\n", caps == 0,
          ll[0] == '\0', ll[0] ? ll : "in force", sc[0] == '\0', sc[0] ? sc : "in force");
  fflush(guards);
}

static int64_t now_ns(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

int main(int argc, char **argv)
{
  MPI_Init(&argc, &argv);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc != 2) die(2, rank, "%s", "usage: hpcab-mpi-rank DIR");
  char path[4200];
  static rank_spec spec;
  snprintf(path, sizeof path, "%s/spec.%d", argv[1], rank);
  if (!read_spec(path, &spec)) die(2, rank, "cannot read the spec %s", path);
  snprintf(path, sizeof path, "%s/in.%d", argv[1], rank);
  if (!read_inputs(path, &spec)) die(2, rank, "cannot read the inputs %s", path);
  FILE *out, *times, *guards;
  snprintf(path, sizeof path, "%s/out.%d", argv[1], rank);
  out = fopen(path, "wb");
  snprintf(path, sizeof path, "%s/times.%d", argv[1], rank);
  times = fopen(path, "w");
  snprintf(path, sizeof path, "%s/guards.%d", argv[1], rank);
  guards = fopen(path, "w");
  if (!out || !times || !guards) die(2, rank, "cannot create the outputs in %s", argv[1]);

  confine(guards, spec.object);
  void *h = dlopen(spec.object, RTLD_NOW | RTLD_LOCAL);
  if (!h) die(3, rank, "%s", dlerror());
  void (*fn)(void) = (void (*)(void))dlsym(h, spec.symbol);
  if (!fn) die(3, rank, "the object does not define %s", spec.symbol);

  ffi_type *types[MAX_ARGS];
  void *values[MAX_ARGS];
  MPI_Comm comm = MPI_COMM_WORLD;
  for (int i = 0; i < spec.nargs; i++) {
    rank_arg *a = &spec.args[i];
    switch (a->kind) {
    case ARG_ARRAY:
      types[i] = &ffi_type_pointer;
      values[i] = &a->work;
      break;
    case ARG_I64:
      types[i] = &ffi_type_sint64;
      values[i] = &a->i64;
      break;
    case ARG_I32:
      types[i] = &ffi_type_sint32;
      values[i] = &a->i32;
      break;
    case ARG_F64:
      types[i] = &ffi_type_double;
      values[i] = &a->f64;
      break;
    case ARG_F32:
      types[i] = &ffi_type_float;
      values[i] = &a->f32;
      break;
    case ARG_COMM:
      types[i] = &ffi_type_pointer;
      values[i] = &comm;
      break;
    }
  }
  ffi_cif cif;
  if (ffi_prep_cif(&cif, FFI_DEFAULT_ABI, (unsigned)spec.nargs, &ffi_type_void, types) != FFI_OK)
    die(2, rank, "%s", "ffi_prep_cif failed");

  for (long k = 0; k < spec.rounds; k++) {
    long d = k % spec.draws;
    for (int i = 0; i < spec.nargs; i++) {
      rank_arg *a = &spec.args[i];
      if (a->kind != ARG_ARRAY) {
        if (a->nvalues > 1) set_scalar(a, d);
        continue;
      }
      if (a->input)
        memcpy(a->work, a->draws + (size_t)d * a->bytes, a->bytes);
      else
        memset(a->work, 0xFF, a->bytes);
    }
    MPI_Barrier(comm);
    int64_t t0 = now_ns();
    ffi_call(&cif, FFI_FN(fn), NULL, values);
    MPI_Barrier(comm);
    int64_t t1 = now_ns();
    fprintf(times, "%ld %lld\n", d, (long long)(t1 - t0));
    if (k < spec.draws)
      for (int i = 0; i < spec.nargs; i++) {
        rank_arg *a = &spec.args[i];
        if (a->kind == ARG_ARRAY && a->output && fwrite(a->work + a->own_off, 1, a->own_bytes, out) != a->own_bytes)
          die(2, rank, "%s", "cannot write the outputs");
      }
  }
  if (fclose(out) || fclose(times) || fclose(guards)) die(2, rank, "%s", "cannot close the outputs");
  MPI_Finalize();
  return 0;
}
