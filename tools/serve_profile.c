/*
 * tools/serve_profile.c — POST /v1/profile for hpcab-serve (serve.h): a diagnostic view of where a
 * candidate spends its time, never scored, never recorded, never compared.
 *
 * The profile runs the candidate through the judge's score route (same build, same sandboxed worker,
 * one timed input drawn from the score seed, inside the timing slot); the judge's timed_worker hook
 * hands over the candidate worker's pid, and
 *  - tool "perf": `perf record -g -p PID` (started disabled, enabled through its control FIFO before
 *    the first timed call, so nothing is missed) gives the hot functions, hot source lines (the
 *    profile build adds -g, which does not change GCC's code) and the call graph;
 *  - tool "papi": PAPI's perf_event component attached to the worker counts cycles, instructions and
 *    cache misses over the candidate's calls (the worker is stopped between calls), with the derived
 *    ratios.
 * A host that cannot serve a tool answers 503 with a machine-readable cause: nothing is ever invented.
 */
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <linux/perf_event.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef HPCAB_SERVE_PAPI
#include <papi.h>
#endif

#include "serve.h"

extern char **environ;

#define PAPI_MAX_EVENTS 8

struct profiler {
  profile_tool tool;
  long target;
  pid_t perf_pid;
  int ctl_fd, ack_fd;
  int attached; /* measuring started */
  int stopped;
  char dir[PATH_MAX + 64];
  char note[512];    /* why attaching failed */
  const char *cause; /* the documented cause of a failed attach (tools/README.md) */
#ifdef HPCAB_SERVE_PAPI
  int es;
  int nev;
  int events[PAPI_MAX_EVENTS];
  long long values[PAPI_MAX_EVENTS];
#endif
};

/* ---- running perf ------------------------------------------------------------------------------- */

/* Spawns argv (PATH lookup) with stdin from /dev/null and stdout+stderr to `out`, the signals the
   service blocks back to their defaults. Returns the pid or -1. */
static pid_t spawn_to(char *const argv[], const char *out)
{
  posix_spawn_file_actions_t fa;
  posix_spawnattr_t at;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_adddup2(&fa, 1, 2);
  posix_spawnattr_init(&at);
  sigset_t none, defaults;
  sigemptyset(&none);
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGINT);
  sigaddset(&defaults, SIGTERM);
  sigaddset(&defaults, SIGPIPE);
  sigaddset(&defaults, SIGHUP);
  posix_spawnattr_setsigmask(&at, &none);
  posix_spawnattr_setsigdefault(&at, &defaults);
  posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  pid_t pid;
  int rc = posix_spawnp(&pid, argv[0], &fa, &at, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  posix_spawnattr_destroy(&at);
  return rc == 0 ? pid : -1;
}

/* Waits for pid up to timeout_s, then kills it; returns its exit status (-1 when killed or lost). */
static int wait_for(pid_t pid, double timeout_s)
{
  double end = serve_now_s() + timeout_s;
  for (;;) {
    int status;
    pid_t r = waitpid(pid, &status, WNOHANG);
    if (r == pid) return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (r < 0 && errno != EINTR) return -1;
    if (serve_now_s() > end) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      return -1;
    }
    struct timespec pause = {0, 5 * 1000 * 1000};
    nanosleep(&pause, NULL);
  }
}

/* Runs argv to completion with its output in `out`; returns the output (malloc'd) or NULL. */
static char *run_read(char *const argv[], const char *out, double timeout_s, int *exit_code)
{
  pid_t pid = spawn_to(argv, out);
  *exit_code = pid < 0 ? -1 : wait_for(pid, timeout_s);
  if (pid < 0) return NULL;
  FILE *f = fopen(out, "r");
  if (!f) return NULL;
  char *text = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&text, &len);
  char buf[8192];
  size_t n;
  while (m && (n = fread(buf, 1, sizeof buf, f)) > 0) fwrite(buf, 1, n, m);
  fclose(f);
  if (m) fclose(m);
  return text;
}

/* ---- what this host can do (probed once) --------------------------------------------------------- */

static pthread_once_t probe_once = PTHREAD_ONCE_INIT;
static const char *perf_cause, *papi_cause;
static char perf_detail[256], papi_detail[1280];

/* kernel.perf_event_paranoid, or -99 where it cannot be read. */
static int perf_paranoid(void)
{
  int paranoid = -99;
  FILE *f = fopen("/proc/sys/kernel/perf_event_paranoid", "r");
  if (f) {
    if (fscanf(f, "%d", &paranoid) != 1) paranoid = -99;
    fclose(f);
  }
  return paranoid;
}

static void probe_perf(void)
{
  char tmpl[] = "/tmp/hpcab-serve-probe-XXXXXX";
  int fd = mkstemp(tmpl);
  if (fd >= 0) close(fd);
  char *argv[] = {"perf", "--version", NULL};
  int code = -1;
  free(run_read(argv, tmpl, 20.0, &code));
  unlink(tmpl);
  if (code != 0) {
    perf_cause = "perf_missing";
    snprintf(perf_detail, sizeof perf_detail, "no working `perf` on the service's PATH (Debian: linux-perf)");
    return;
  }
  struct perf_event_attr a;
  memset(&a, 0, sizeof a);
  a.size = sizeof a;
  a.type = PERF_TYPE_SOFTWARE;
  a.config = PERF_COUNT_SW_CPU_CLOCK;
  a.disabled = 1;
  a.exclude_kernel = 1;
  a.exclude_hv = 1;
  long pfd = syscall(SYS_perf_event_open, &a, 0, -1, -1, 0);
  if (pfd < 0) {
    int err = errno;
    int paranoid = perf_paranoid();
    perf_cause = err == ENOSYS || err == ENOENT ? "perf_events_unsupported" : "perf_event_open_denied";
    snprintf(perf_detail, sizeof perf_detail, "perf_event_open: %s (kernel.perf_event_paranoid = %d)", strerror(err),
             paranoid);
    return;
  }
  close((int)pfd);
}

#ifdef HPCAB_SERVE_PAPI
static unsigned long thread_id(void)
{
  return (unsigned long)pthread_self();
}
#endif

static void probe_papi(void)
{
#ifdef HPCAB_SERVE_PAPI
  int v = PAPI_library_init(PAPI_VER_CURRENT);
  if (v != PAPI_VER_CURRENT) {
    papi_cause = "papi_unavailable";
    snprintf(papi_detail, sizeof papi_detail, "PAPI_library_init: %s", v > 0 ? "version mismatch" : PAPI_strerror(v));
    return;
  }
  PAPI_thread_init(thread_id);
  const PAPI_component_info_t *ci = PAPI_get_component_info(0);
  if (!ci || ci->disabled) {
    papi_cause = "papi_perf_event_disabled";
    snprintf(papi_detail, sizeof papi_detail, "PAPI's perf_event component is disabled: %s",
             ci ? ci->disabled_reason : "no component");
    return;
  }
  if (PAPI_query_event(PAPI_TOT_CYC) != PAPI_OK || PAPI_query_event(PAPI_TOT_INS) != PAPI_OK) {
    papi_cause = "no_hardware_counters";
    snprintf(papi_detail, sizeof papi_detail,
             "PAPI reports no cycle or instruction counter on this host (a virtual machine without a PMU?)");
  }
#else
  papi_cause = "papi_not_built";
  snprintf(papi_detail, sizeof papi_detail, "hpcab-serve was built without PAPI (Debian: libpapi-dev)");
#endif
}

static void probe(void)
{
  probe_perf();
  probe_papi();
}

const char *serve_profile_unavailable(profile_tool tool, const char **detail)
{
  pthread_once(&probe_once, probe);
  *detail = tool == PROFILE_PERF ? perf_detail : papi_detail;
  return tool == PROFILE_PERF ? perf_cause : papi_cause;
}

/* ---- attaching ------------------------------------------------------------------------------------ */

static void path_in(char *buf, size_t cap, const char *dir, const char *name)
{
  if (snprintf(buf, cap, "%s/%s", dir, name) >= (int)cap) buf[0] = '\0';
}

static int attach_perf(profiler *p)
{
  char ctl[PATH_MAX + 96], ack[PATH_MAX + 96], data[PATH_MAX + 96], log[PATH_MAX + 96], pid[32];
  path_in(ctl, sizeof ctl, p->dir, "perf.ctl");
  path_in(ack, sizeof ack, p->dir, "perf.ack");
  path_in(data, sizeof data, p->dir, "perf.data");
  path_in(log, sizeof log, p->dir, "perf.log");
  if (mkfifo(ctl, 0600) != 0 || mkfifo(ack, 0600) != 0) {
    snprintf(p->note, sizeof p->note, "mkfifo: %s", strerror(errno));
    return -1;
  }
  /* the ack FIFO first: perf blocks opening it for writing until a reader is there */
  p->ack_fd = open(ack, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  snprintf(pid, sizeof pid, "%ld", p->target);
  char control[2 * PATH_MAX + 256];
  snprintf(control, sizeof control, "fifo:%s,%s", ctl, ack);
  char *argv[] = {"perf",      "record", "-q", "-g", "-F", "max", "-D", "-1",
                  "--control", control,  "-p", pid,  "-o", data,  NULL};
  p->perf_pid = spawn_to(argv, log);
  if (p->perf_pid < 0 || p->ack_fd < 0) {
    snprintf(p->note, sizeof p->note, "cannot start perf record");
    return -1;
  }
  double end = serve_now_s() + 20.0;
  while ((p->ctl_fd = open(ctl, O_WRONLY | O_NONBLOCK | O_CLOEXEC)) < 0) {
    int status;
    if (errno != ENXIO || serve_now_s() > end || waitpid(p->perf_pid, &status, WNOHANG) == p->perf_pid) {
      if (waitpid(p->perf_pid, &status, WNOHANG) == p->perf_pid) p->perf_pid = -1;
      snprintf(p->note, sizeof p->note, "perf record did not start");
      return -1;
    }
    struct timespec pause = {0, 2 * 1000 * 1000};
    nanosleep(&pause, NULL);
  }
  if (write(p->ctl_fd, "enable\n", 7) != 7) {
    snprintf(p->note, sizeof p->note, "perf control: %s", strerror(errno));
    return -1;
  }
  char buf[16];
  size_t got = 0;
  while (got < 4 && serve_now_s() < end) {
    struct pollfd pf = {.fd = p->ack_fd, .events = POLLIN};
    if (poll(&pf, 1, 100) > 0) {
      ssize_t n = read(p->ack_fd, buf + got, sizeof buf - 1 - got);
      if (n > 0) got += (size_t)n;
    }
    int status;
    if (waitpid(p->perf_pid, &status, WNOHANG) == p->perf_pid) {
      p->perf_pid = -1;
      break;
    }
  }
  if (got < 4 || strncmp(buf, "ack", 3) != 0) {
    p->cause = "perf_attach_failed";
    snprintf(p->note, sizeof p->note, "perf record could not attach to the candidate");
    return -1;
  }
  return 0;
}

#ifdef HPCAB_SERVE_PAPI
static const int PAPI_WANTED[PAPI_MAX_EVENTS] = {PAPI_TOT_CYC, PAPI_TOT_INS, PAPI_L1_DCM, PAPI_L2_TCM,
                                                 PAPI_L3_TCM,  PAPI_L3_TCA,  PAPI_LD_INS, PAPI_SR_INS};

/* The cause of a failed PAPI attach or start: the kernel refused (perf_event_paranoid 2 or more
 * refuses counting another process's CPU events on many hosts, a fresh Debian 12 KVM guest among
 * them), the counters are absent or taken, or something else. */
static const char *papi_attach_cause(int rc, int err)
{
  if (rc == PAPI_EPERM || (rc == PAPI_ESYS && (err == EACCES || err == EPERM))) return "papi_attach_denied";
  if (rc == PAPI_ENOEVNT || rc == PAPI_ECNFLCT || rc == PAPI_ENOCNTR) return "no_hardware_counters";
  return "papi_attach_failed";
}

static int attach_papi(profiler *p)
{
  p->es = PAPI_NULL;
  int rc = PAPI_create_eventset(&p->es);
  if (rc == PAPI_OK) rc = PAPI_assign_eventset_component(p->es, 0);
  if (rc == PAPI_OK) rc = PAPI_attach(p->es, (unsigned long)p->target);
  for (int i = 0; rc == PAPI_OK && i < PAPI_MAX_EVENTS; i++)
    if (PAPI_query_event(PAPI_WANTED[i]) == PAPI_OK && PAPI_add_event(p->es, PAPI_WANTED[i]) == PAPI_OK)
      p->events[p->nev++] = PAPI_WANTED[i];
  if (rc == PAPI_OK && p->nev == 0) rc = PAPI_ENOEVNT;
  if (rc == PAPI_OK) rc = PAPI_start(p->es);
  if (rc != PAPI_OK) {
    p->cause = papi_attach_cause(rc, errno);
    snprintf(p->note, sizeof p->note, "PAPI: %s (kernel.perf_event_paranoid = %d)", PAPI_strerror(rc), perf_paranoid());
    return -1;
  }
  return 0;
}
#endif

profiler *serve_profile_attach(profile_tool tool, long pid, const char *dir)
{
  profiler *p = calloc(1, sizeof *p);
  if (!p) return NULL;
  p->tool = tool;
  p->target = pid;
  p->perf_pid = -1;
  p->ctl_fd = p->ack_fd = -1;
  snprintf(p->dir, sizeof p->dir, "%s", dir);
  const char *detail;
  if (serve_profile_unavailable(tool, &detail)) {
    snprintf(p->note, sizeof p->note, "%.500s", detail);
    return p;
  }
#ifdef HPCAB_SERVE_PAPI
  p->attached = tool == PROFILE_PERF ? attach_perf(p) == 0 : attach_papi(p) == 0;
#else
  p->attached = tool == PROFILE_PERF && attach_perf(p) == 0;
#endif
  return p;
}

void serve_profile_stop(profiler *p)
{
  if (!p || p->stopped) return;
  p->stopped = 1;
  if (p->tool == PROFILE_PERF) {
    if (p->perf_pid > 0) {
      kill(p->perf_pid, SIGINT);
      if (wait_for(p->perf_pid, 30.0) != 0 && p->attached) snprintf(p->note, sizeof p->note, "perf record failed");
      p->perf_pid = -1;
    }
    if (p->ctl_fd >= 0) close(p->ctl_fd);
    if (p->ack_fd >= 0) close(p->ack_fd);
    p->ctl_fd = p->ack_fd = -1;
  }
#ifdef HPCAB_SERVE_PAPI
  if (p->tool == PROFILE_PAPI && p->attached) {
    int rc = PAPI_stop(p->es, p->values);
    if (rc != PAPI_OK) {
      p->attached = 0;
      p->cause = papi_attach_cause(rc, errno);
      snprintf(p->note, sizeof p->note, "PAPI_stop: %s", PAPI_strerror(rc));
    }
    PAPI_cleanup_eventset(p->es);
    PAPI_destroy_eventset(&p->es);
  }
#endif
}

void serve_profile_free(profiler *p)
{
  if (!p) return;
  serve_profile_stop(p);
  free(p);
}

/* ---- reading perf's report -------------------------------------------------------------------- */

/* A build-cache object (its name is the build key in hex) is the candidate's. */
static int is_cache_object(const char *dso)
{
  size_t n = strlen(dso), hex = 0;
  while (hex < n && strchr("0123456789abcdef", dso[hex])) hex++;
  return hex >= 16 && strcmp(dso + hex, ".so") == 0;
}

static char *trim(char *s)
{
  while (*s == ' ' || *s == '\t') s++;
  size_t n = strlen(s);
  while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\n')) s[--n] = '\0';
  return s;
}

/* perf report -t '\t' lines: "overhead%\tsamples\tcol3[\tcol4]"; comments start with '#'. */
static json_t *parse_rows(char *text, int with_dso, char *cand_dso, size_t cand_cap, long long *total, char *event,
                          size_t event_cap)
{
  json_t *rows = json_array();
  *total = 0;
  for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
    const char *ev = strstr(line, "of event '");
    if (line[0] == '#') {
      if (ev && event) {
        snprintf(event, event_cap, "%s", ev + 10);
        char *q = strchr(event, '\'');
        if (q) *q = '\0';
      }
      continue;
    }
    char *f[4] = {0};
    int nf = 0;
    for (char *s2 = NULL, *t = strtok_r(line, "\t", &s2); t && nf < 4; t = strtok_r(NULL, "\t", &s2)) f[nf++] = trim(t);
    if (nf < 3 || (with_dso && nf < 4)) continue;
    double pct = strtod(f[0], NULL);
    long long samples = strtoll(f[1], NULL, 10);
    *total += samples;
    json_t *row = json_object();
    json_object_set_new(row, "percent", json_real(round(pct * 100) / 100)); /* perf prints two decimals */
    json_object_set_new(row, "samples", json_integer(samples));
    if (with_dso) {
      const char *obj = f[2];
      if (is_cache_object(obj)) {
        if (cand_dso && !*cand_dso) snprintf(cand_dso, cand_cap, "%s", obj);
        obj = "candidate";
      } else if (strcmp(obj, "[kernel.kallsyms]") == 0) {
        obj = "kernel";
      }
      const char *sym = f[3];
      if (sym[0] == '[' && sym[2] == ']' && sym[3] == ' ') sym += 4;
      json_object_set_new(row, "function", json_string(sym));
      json_object_set_new(row, "object", json_string(obj));
    } else {
      json_object_set_new(row, "line", json_string(f[2]));
    }
    json_array_append_new(rows, row);
  }
  return rows;
}

static int by_samples(const void *a, const void *b)
{
  json_int_t x = json_integer_value(json_object_get(*(json_t *const *)a, "samples"));
  json_int_t y = json_integer_value(json_object_get(*(json_t *const *)b, "samples"));
  return x < y ? 1 : x > y ? -1 : 0;
}

/* The rows sorted by samples, at most `keep`. */
static json_t *top_rows(json_t *rows, size_t keep)
{
  size_t n = json_array_size(rows);
  json_t **v = calloc(n ? n : 1, sizeof *v);
  json_t *out = json_array();
  if (!v) return out;
  for (size_t i = 0; i < n; i++) v[i] = json_array_get(rows, i);
  qsort(v, n, sizeof *v, by_samples);
  for (size_t i = 0; i < n && i < keep; i++) json_array_append(out, v[i]);
  free(v);
  json_decref(rows);
  return out;
}

/* Replaces every build-cache object name in text by "candidate" (in place: never longer). */
static void rename_objects(char *text)
{
  for (char *p = text; (p = strstr(p, ".so")) != NULL; p += 3) {
    char *b = p;
    while (b > text && strchr("0123456789abcdef", b[-1])) b--;
    if (p - b >= 16) {
      memcpy(b, "candidate", 9);
      memmove(b + 9, p + 3, strlen(p + 3) + 1);
      p = b + 9 - 3;
    }
  }
}

static json_t *perf_profile(const server *sv, profiler *p, const char **cause, const char **detail)
{
  char data[PATH_MAX + 96], out[PATH_MAX + 96];
  path_in(data, sizeof data, p->dir, "perf.data");
  path_in(out, sizeof out, p->dir, "perf.report");
  int code;
  char *argv1[] = {"perf", "report", "-i",     data,      "--stdio", "--no-children",
                   "-g",   "none",   "--sort", "dso,sym", "-F",      "overhead,sample,dso,sym",
                   "-t",   "\t",     NULL};
  char *text = run_read(argv1, out, 120.0, &code);
  if (!text || code != 0) {
    free(text);
    *cause = "perf_report_failed";
    *detail = "perf report could not read the recording";
    return NULL;
  }
  char cand[128] = "", event[128] = "";
  long long total = 0;
  json_t *functions = top_rows(parse_rows(text, 1, cand, sizeof cand, &total, event, sizeof event), 30);
  free(text);
  json_t *prof = json_object();
  json_object_set_new(prof, "event", json_string(*event ? event : "unknown"));
  json_object_set_new(prof, "samples", json_integer(total));
  json_object_set_new(prof, "functions", functions);
  json_t *lines = json_array();
  if (*cand) {
    char *argv2[] = {"perf", "report", "-i",     data,      "--stdio", "--no-children",
                     "-g",   "none",   "--sort", "srcline", "-F",      "overhead,sample,srcline",
                     "-t",   "\t",     "--dsos", cand,      NULL};
    text = run_read(argv2, out, 120.0, &code);
    long long t2;
    if (text && code == 0) {
      char *clean = serve_scrub(sv, p->dir, text);
      json_decref(lines);
      lines = top_rows(parse_rows(clean ? clean : text, 0, NULL, 0, &t2, NULL, 0), 30);
      free(clean);
    }
    free(text);
  }
  json_object_set_new(prof, "lines", lines);
  char *argv3[] = {"perf", "report", "-i",      data, "--stdio", "--no-children", "-g", "caller", "--percent-limit",
                   "1",    "--sort", "dso,sym", NULL};
  text = total > 0 ? run_read(argv3, out, 120.0, &code) : NULL;
  if (text && code == 0) {
    rename_objects(text);
    char *clean = serve_scrub(sv, p->dir, text);
    char *src = clean ? clean : text;
    /* the tree without perf's comment header, at most 200 lines */
    char *tree = malloc(strlen(src) + 1);
    size_t len = 0;
    int nlines = 0;
    for (char *save = NULL, *line = strtok_r(src, "\n", &save); tree && line && nlines < 200;
         line = strtok_r(NULL, "\n", &save)) {
      if (line[0] == '#' || !*trim(line)) continue;
      len += (size_t)sprintf(tree + len, "%s\n", line);
      nlines++;
    }
    if (tree) {
      tree[len] = '\0';
      json_object_set_new(prof, "callgraph", json_string(tree));
    }
    free(tree);
    free(clean);
  }
  free(text);
  if (total == 0)
    json_object_set_new(prof, "note",
                        json_string("no samples: the candidate's timed calls were shorter than the "
                                    "sampling interval"));
  return prof;
}

#ifdef HPCAB_SERVE_PAPI
static json_t *papi_profile(profiler *p)
{
  json_t *counters = json_object();
  double v[PAPI_MAX_EVENTS] = {0};
  int have[PAPI_MAX_EVENTS] = {0};
  for (int i = 0; i < p->nev; i++) {
    char name[PAPI_MAX_STR_LEN];
    if (PAPI_event_code_to_name(p->events[i], name) != PAPI_OK) snprintf(name, sizeof name, "0x%x", p->events[i]);
    json_object_set_new(counters, name, json_integer(p->values[i]));
    for (int k = 0; k < PAPI_MAX_EVENTS; k++)
      if (PAPI_WANTED[k] == p->events[i]) {
        v[k] = (double)p->values[i];
        have[k] = 1;
      }
  }
  json_t *derived = json_object();
  if (have[0] && have[1] && v[0] > 0) json_object_set_new(derived, "ipc", json_real(v[1] / v[0]));
  if (have[1] && have[2] && v[1] > 0)
    json_object_set_new(derived, "l1d_misses_per_kilo_instructions", json_real(1000 * v[2] / v[1]));
  if (have[1] && have[3] && v[1] > 0)
    json_object_set_new(derived, "l2_misses_per_kilo_instructions", json_real(1000 * v[3] / v[1]));
  if (have[4] && have[5] && v[5] > 0) json_object_set_new(derived, "l3_miss_rate", json_real(v[4] / v[5]));
  const PAPI_hw_info_t *hw = PAPI_get_hardware_info();
  if (have[0] && have[4] && hw && hw->cpu_max_mhz > 0 && v[0] > 0) {
    /* an estimate: 64-byte lines from memory over the cycles at the nominal clock */
    double seconds = v[0] / (hw->cpu_max_mhz * 1e6);
    json_object_set_new(derived, "memory_bandwidth_gbps_estimate", json_real(v[4] * 64 / seconds / 1e9));
  }
  json_t *prof = json_object();
  json_object_set_new(prof, "counters", counters);
  json_object_set_new(prof, "derived", derived);
  return prof;
}
#endif

char *serve_profile_response(server *sv, job *jb, hpcab_verdict *v, const char *err, int *http)
{
  json_t *r = json_object();
  json_object_set_new(r, "kernel", json_string(jb->kernel));
  json_object_set_new(r, "tool", json_string(jb->tool == PROFILE_PERF ? "perf" : "papi"));
  *http = 200;
  if (!v) {
    *http = 500;
    json_object_set_new(r, "error", json_string("judge_error"));
    json_object_set_new(r, "message", json_string(err ? err : ""));
  } else if (!jb->prof) {
    /* the candidate never ran timed: the verdict says why */
    json_object_set_new(r, "status", json_string(hpcab_verdict_status(v)));
    json_t *verdict = json_loads(hpcab_verdict_json(v), 0, NULL);
    json_t *log = verdict ? json_object_get(verdict, "build_log") : NULL;
    if (json_is_string(log)) { /* null unless a build error (schema hpcab.verdict/1) */
      char *clean = serve_scrub(sv, jb->dir, json_string_value(log));
      json_object_set_new(r, "build_log", json_string(clean ? clean : ""));
      free(clean);
    }
    json_decref(verdict);
  } else if (!jb->prof->attached) {
    *http = 503;
    const char *detail;
    const char *cause = serve_profile_unavailable(jb->tool, &detail);
    json_object_set_new(r, "error", json_string("profile_unavailable"));
    if (!cause) cause = jb->prof->cause;
    if (!cause) cause = jb->tool == PROFILE_PERF ? "perf_attach_failed" : "papi_attach_failed";
    json_object_set_new(r, "cause", json_string(cause));
    json_object_set_new(r, "message", json_string(jb->prof->note));
  } else {
    json_object_set_new(r, "status", json_string(hpcab_verdict_status(v)));
    const char *cause = NULL, *detail = NULL;
    json_t *prof = NULL;
    if (jb->tool == PROFILE_PERF) prof = perf_profile(sv, jb->prof, &cause, &detail);
#ifdef HPCAB_SERVE_PAPI
    else
      prof = papi_profile(jb->prof);
#endif
    if (prof) {
      json_object_set_new(r, "profile", prof);
    } else {
      *http = 503;
      json_object_set_new(r, "error", json_string("profile_unavailable"));
      json_object_set_new(r, "cause", json_string(cause ? cause : "perf_report_failed"));
      json_object_set_new(r, "message", json_string(detail ? detail : ""));
    }
  }
  json_object_set_new(r, "note", json_string("diagnostic only: never scored, never recorded, never compared"));
  char *text = json_dumps(r, JSON_INDENT(1) | JSON_PRESERVE_ORDER | SERVE_JSON_REALS);
  json_decref(r);
  return text;
}
