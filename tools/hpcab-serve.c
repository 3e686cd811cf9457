/*
 * tools/hpcab-serve.c — the judge as an HTTP service for agents (tools/README.md documents the API).
 *
 *   hpcab-serve [--listen HOST:PORT] [--kernels DIR] [--state-dir DIR] [--admin-token-file FILE]
 *               [--jobs N] [--budget S] [--inputs N] [--draws N] [--timeout S]
 *               [--max-source BYTES] [--rate PER_S] [--burst N] [--max-pending N]
 *               [--connection-timeout S] [--max-wait S] [--max-connections N]
 *
 * Runs in the foreground, on 127.0.0.1:8470 unless told otherwise (port 0: any free port); prints
 * "hpcab-serve: listening on http://HOST:PORT" on stdout once it accepts requests, and one line per
 * request on stderr. The admin token comes from --admin-token-file or $HPCAB_ADMIN_TOKEN (at least 16
 * characters; the variable is removed from the environment before anything is started). SIGTERM or
 * SIGINT drains: grade requests are refused (503), every queued and running grade is finished and
 * answered, then the service exits 0; a second signal exits at once (the store then reports those
 * grades as interrupted on the next start). The store is the source of truth: at start-up every
 * submission a killed service left queued or running is marked interrupted and not counted.
 * One service per state directory (a lock file); it never changes user and never serves a file.
 *
 * Exit codes: 0 after a drain, 1 stopped by a second signal or a failure while running, 2 usage or
 * start-up error.
 */
#include <errno.h>
#include <fcntl.h>
#include <microhttpd.h>
#include <netdb.h>
#include <signal.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "serve.h"

#define PROG "hpcab-serve"

enum {
  OPT_LISTEN = 256,
  OPT_KERNELS,
  OPT_STATE_DIR,
  OPT_TOKEN_FILE,
  OPT_JOBS,
  OPT_INPUTS,
  OPT_DRAWS,
  OPT_MAX_SOURCE,
  OPT_MAX_PENDING,
  OPT_MAX_CONNECTIONS,
  OPT_CONN_TIMEOUT,
  OPT_BUDGET,
  OPT_TIMEOUT,
  OPT_BASELINE,
  OPT_COMPARATOR,
  OPT_RATE,
  OPT_BURST,
  OPT_MAX_WAIT
};

static const cli_opt OPTS[] = {
    {"listen", OPT_LISTEN, "HOST:PORT",
     "numeric address ([::1]:PORT for IPv6; port 0: any free one)\n(default 127.0.0.1:8470)"},
    {"kernels", OPT_KERNELS, "DIR", "the corpus; kernel ids are paths under it (default: the library's corpus)"},
    {"state-dir", OPT_STATE_DIR, "DIR",
     "secrets, store, build cache; one service per directory\n"
     "(default: serve/ in the judge's state directory, $HPCAB_STATE_DIR/serve\n"
     "or ~/.local/state/hpcabench/serve: its own seeds, store and cache)"},
    {"admin-token-file", OPT_TOKEN_FILE, "FILE",
     "the admin token, one word of 16+ characters (default: $HPCAB_ADMIN_TOKEN)"},
    {"jobs", OPT_JOBS, "N", "grades building and checking at once, 1 to 64 (default 2)"},
    {"budget", OPT_BUDGET, "SECONDS", "timing budget per timed input of every grade (default: the judge's, 2)"},
    {"inputs", OPT_INPUTS, "N", "timed inputs of every grade, 1 to 100 (default: the judge's, 3)"},
    {"draws", OPT_DRAWS, "N", "correctness draws of every grade, 1 to 1000 (default: the judge's, 8)"},
    {"timeout", OPT_TIMEOUT, "SECONDS", "one kernel call's time limit (default: the judge's, 10)"},
    {"baseline", OPT_BASELINE, "B",
     "the denominator of every grade, as hpcab-judge grade --baseline takes it:\n"
     "reference, default, autopar, numba or a source file (default: default)"},
    {"comparator", OPT_COMPARATOR, "B",
     "also time B beside the denominator in every grade and report it in the verdict,\n"
     "never credited; repeatable, at most 4 (default: none)"},
    {"max-source", OPT_MAX_SOURCE, "BYTES", "candidate source limit, 413 beyond (default 262144)"},
    {"rate", OPT_RATE, "R", "requests per second per token, 429 beyond (default 20)"},
    {"burst", OPT_BURST, "B", "the token bucket's depth (default 40)"},
    {"max-pending", OPT_MAX_PENDING, "N", "grades a session may have queued or running, 429 beyond (default 4)"},
    {"connection-timeout", OPT_CONN_TIMEOUT, "SECONDS",
     "idle connections and slow request bodies are cut after this (default 30)"},
    {"max-wait", OPT_MAX_WAIT, "SECONDS", "longest a request may wait for its grade (default 600)"},
    {"max-connections", OPT_MAX_CONNECTIONS, "N", "connections at once, 1 to 4096 (default 64)"},
    {NULL, 0, NULL, NULL},
};

static const cli_cmd CMD = {
    PROG,
    "",
    "The judge as an HTTP service for agents (tools/README.md documents the API). Runs in the\n"
    "foreground; prints 'hpcab-serve: listening on http://HOST:PORT' once it accepts requests, then one\n"
    "line per request on stderr. SIGTERM or SIGINT drains (every queued grade is finished), a second\n"
    "signal exits at once.",
    OPTS,
    "HPCAB_ADMIN_TOKEN  the admin token when --admin-token-file is not given (removed from the\n"
    "                   environment at start)\n"
    "HPCAB_STATE_DIR    the judge's state directory; the service's is serve/ in it when --state-dir\n"
    "                   is not given\n"
    "HPCAB_KERNELS      the corpus when --kernels is not given\n"
    "HPCAB_WORKER, HPCAB_INCLUDE_DIR, XDG_CACHE_HOME, TMPDIR: as for hpcab-judge grade",
    "0  stopped after a drain\n1  stopped by a second signal, or a failure while running\n"
    "2  usage or start-up error",
    "HPCAB_ADMIN_TOKEN=$(head -c 24 /dev/urandom | base64) hpcab-serve --listen 127.0.0.1:8470 --kernels kernels",
};

static int parse_listen(const char *v, serve_config *c)
{
  const char *colon = strrchr(v, ':');
  if (!colon || colon == v) return 0;
  size_t hl = (size_t)(colon - v);
  if (v[0] == '[' && hl >= 2 && v[hl - 1] == ']') { /* [::1]:8470 */
    v++;
    hl -= 2;
  }
  if (hl >= sizeof c->listen_host) return 0;
  memcpy(c->listen_host, v, hl);
  c->listen_host[hl] = '\0';
  int64_t port;
  if (!cli_parse_i64(colon + 1, &port) || port < 0 || port > 65535) return 0;
  c->listen_port = (int)port;
  return 1;
}

static int read_token(const char *file, char *out, size_t cap)
{
  const char *env = getenv("HPCAB_ADMIN_TOKEN");
  if (file) {
    FILE *f = fopen(file, "r");
    if (!f) {
      fprintf(stderr, PROG ": %s: %s\n", file, strerror(errno));
      return 0;
    }
    size_t n = fread(out, 1, cap - 1, f);
    fclose(f);
    out[n] = '\0';
  } else if (env) {
    snprintf(out, cap, "%s", env);
  } else {
    fprintf(stderr, PROG ": no admin token: set $HPCAB_ADMIN_TOKEN or give --admin-token-file\n");
    return 0;
  }
  char *t = cli_strip(out);
  memmove(out, t, strlen(t) + 1);
  if (strlen(out) < 16 || strchr(out, '\n') || strchr(out, ' ')) {
    fprintf(stderr, PROG ": the admin token must be one word of 16 characters or more\n");
    return 0;
  }
  return 1;
}

/* The machine profile (peak bandwidth) the roofline rule needs: measured once, now, before any grade
   runs, so that concurrent grades never measure it at once (or under each other's load). */
static int ensure_machine_profile(void)
{
  hpcab_topo *topo = NULL;
  if (hpcab_topo_new(&topo) != HPCAB_OK) return 0;
  char path[PATH_MAX];
  hpcab_machine_profile prof = {.size = sizeof prof};
  int ok = hpcab_profile_path(hpcab_topo_key(topo), 0, path, sizeof path) == HPCAB_OK;
  if (ok && hpcab_profile_load(path, hpcab_topo_key(topo), &prof) != HPCAB_OK) {
    fprintf(stderr, PROG ": measuring peak bandwidth (once per machine)\n");
    hpcab_peak_options po;
    hpcab_peak_options_init(&po, sizeof po);
    ok = hpcab_peak_measure(topo, &po, &prof) == HPCAB_OK;
    if (ok && hpcab_profile_save(&prof, path) != HPCAB_OK) hpcab_error_clear();
  }
  hpcab_topo_free(topo);
  return ok;
}

static int open_listener(serve_config *c)
{
  struct addrinfo hints = {.ai_family = AF_UNSPEC,
                           .ai_socktype = SOCK_STREAM,
                           .ai_flags = AI_PASSIVE | AI_NUMERICSERV | AI_NUMERICHOST},
                  *res = NULL;
  char port[16];
  snprintf(port, sizeof port, "%d", c->listen_port);
  int rc = getaddrinfo(c->listen_host, port, &hints, &res);
  if (rc != 0) {
    fprintf(stderr, PROG ": --listen %s: %s (give a numeric address)\n", c->listen_host, gai_strerror(rc));
    return -1;
  }
  int fd = socket(res->ai_family, res->ai_socktype | SOCK_CLOEXEC, res->ai_protocol);
  int one = 1;
  if (fd >= 0) setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  if (fd < 0 || bind(fd, res->ai_addr, res->ai_addrlen) != 0 || listen(fd, 128) != 0) {
    fprintf(stderr, PROG ": cannot listen on %s:%d: %s\n", c->listen_host, c->listen_port, strerror(errno));
    if (fd >= 0) close(fd);
    freeaddrinfo(res);
    return -1;
  }
  struct sockaddr_storage ss;
  socklen_t sl = sizeof ss;
  if (getsockname(fd, (struct sockaddr *)&ss, &sl) == 0) {
    char host[256], serv[16];
    if (getnameinfo((struct sockaddr *)&ss, sl, host, sizeof host, serv, sizeof serv,
                    NI_NUMERICHOST | NI_NUMERICSERV) == 0)
      c->listen_port = atoi(serv);
  }
  int loopback =
      (res->ai_family == AF_INET && (ntohl(((struct sockaddr_in *)res->ai_addr)->sin_addr.s_addr) >> 24) == 127) ||
      (res->ai_family == AF_INET6 &&
       memcmp(&((struct sockaddr_in6 *)res->ai_addr)->sin6_addr, &in6addr_loopback, sizeof in6addr_loopback) == 0);
  if (!loopback)
    fprintf(stderr,
            PROG ": warning: listening on %s, not a loopback address: tokens travel in clear text "
                 "(put a TLS proxy in front)\n",
            c->listen_host);
  freeaddrinfo(res);
  return fd;
}

static void add_scrub(server *sv, const char *from, const char *to)
{
  if (!from || !*from || sv->nscrub >= sizeof sv->scrub_from / sizeof *sv->scrub_from) return;
  sv->scrub_from[sv->nscrub] = strdup(from);
  sv->scrub_to[sv->nscrub] = to;
  if (sv->scrub_from[sv->nscrub]) sv->nscrub++;
}

/* Longest first, so the most specific path wins. */
static void sort_scrub(server *sv)
{
  for (size_t i = 1; i < sv->nscrub; i++)
    for (size_t k = i; k > 0 && strlen(sv->scrub_from[k]) > strlen(sv->scrub_from[k - 1]); k--) {
      const char *f = sv->scrub_from[k], *t = sv->scrub_to[k];
      sv->scrub_from[k] = sv->scrub_from[k - 1];
      sv->scrub_to[k] = sv->scrub_to[k - 1];
      sv->scrub_from[k - 1] = f;
      sv->scrub_to[k - 1] = t;
    }
}

/* Waits for SIGINT/SIGTERM (blocked in every thread) for up to `seconds`; returns the signal or 0. */
static int wait_signal(double seconds)
{
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  struct timespec ts = {(time_t)seconds, (long)((seconds - (double)(time_t)seconds) * 1e9)};
  int sig = sigtimedwait(&set, NULL, &ts);
  return sig > 0 ? sig : 0;
}

static int parse_options(int argc, char **argv, serve_config *c, const char **token_file, const char **kernels,
                         const char **state)
{
  cli_parser p;
  cli_parser_init(&p, &CMD);
  const char *v;
  int64_t n;
  double d;
  for (int k; (k = cli_next(&p, argc, argv, &v)) != CLI_END;) {
    switch (k) {
    case CLI_HELP: cli_help(&CMD, stdout); exit(0);
    case CLI_BAD: return CLI_EXIT_USAGE;
    case OPT_LISTEN:
      if (!parse_listen(v, c)) return cli_fail(&CMD, "--listen: expected HOST:PORT (e.g. 127.0.0.1:8470)");
      break;
    case OPT_KERNELS: *kernels = v; break;
    case OPT_STATE_DIR: *state = v; break;
    case OPT_TOKEN_FILE: *token_file = v; break;
    case OPT_JOBS:
      if (!cli_parse_i64(v, &n) || n < 1 || n > 64) return cli_fail(&CMD, "--jobs: 1 to 64");
      c->jobs = (unsigned)n;
      break;
    case OPT_INPUTS:
      if (!cli_parse_i64(v, &n) || n < 1 || n > 100) return cli_fail(&CMD, "--inputs: 1 to 100");
      c->timed_inputs = (int)n;
      break;
    case OPT_DRAWS:
      if (!cli_parse_i64(v, &n) || n < 1 || n > 1000) return cli_fail(&CMD, "--draws: 1 to 1000");
      c->draws = (int)n;
      break;
    case OPT_MAX_SOURCE:
      if (!cli_parse_i64(v, &n) || n < 1 || n > (64 << 20)) return cli_fail(&CMD, "--max-source: 1 to 64 MiB");
      c->max_source = (size_t)n;
      break;
    case OPT_MAX_PENDING:
      if (!cli_parse_i64(v, &n) || n < 1 || n > 10000) return cli_fail(&CMD, "--max-pending: 1 to 10000");
      c->max_pending = (int)n;
      break;
    case OPT_MAX_CONNECTIONS:
      if (!cli_parse_i64(v, &n) || n < 1 || n > 4096) return cli_fail(&CMD, "--max-connections: 1 to 4096");
      c->max_connections = (unsigned)n;
      break;
    case OPT_CONN_TIMEOUT:
      if (!cli_parse_i64(v, &n) || n < 1 || n > 3600) return cli_fail(&CMD, "--connection-timeout: 1 to 3600 s");
      c->conn_timeout_s = (unsigned)n;
      c->body_timeout_s = (double)n;
      break;
    case OPT_BUDGET:
      if (!cli_parse_double(v, &d) || !(d > 0)) return cli_fail(&CMD, "--budget: seconds > 0");
      c->budget_s = d;
      break;
    case OPT_BASELINE:
      if (strlen(v) >= sizeof c->baseline) return cli_fail(&CMD, "--baseline: too long");
      snprintf(c->baseline, sizeof c->baseline, "%s", v);
      break;
    case OPT_COMPARATOR: {
      size_t used = strlen(c->comparators), count = used ? 1 : 0;
      for (const char *q = c->comparators; *q; q++) count += *q == ',';
      if (count == 4 || strchr(v, ',') || used + strlen(v) + 2 > sizeof c->comparators)
        return cli_fail(&CMD, "--comparator: at most 4, without commas");
      snprintf(c->comparators + used, sizeof c->comparators - used, "%s%s", used ? "," : "", v);
      break;
    }
    case OPT_TIMEOUT:
      if (!cli_parse_double(v, &d) || !(d > 0)) return cli_fail(&CMD, "--timeout: seconds > 0");
      c->call_timeout_s = d;
      break;
    case OPT_RATE:
      if (!cli_parse_double(v, &d) || !(d > 0)) return cli_fail(&CMD, "--rate: requests per second > 0");
      c->rate = d;
      break;
    case OPT_BURST:
      if (!cli_parse_double(v, &d) || !(d >= 1)) return cli_fail(&CMD, "--burst: >= 1");
      c->burst = d;
      break;
    case OPT_MAX_WAIT:
      if (!cli_parse_double(v, &d) || !(d >= 0)) return cli_fail(&CMD, "--max-wait: seconds >= 0");
      c->max_wait_s = d;
      break;
    }
  }
  if (optind != argc) return cli_fail(&CMD, "takes no arguments, not '%s'", argv[optind]);
  return 0;
}

int main(int argc, char **argv)
{
  static server sv; /* large (rate slots, grade times): not on the stack */
  serve_config *c = &sv.cfg;
  snprintf(c->listen_host, sizeof c->listen_host, "127.0.0.1");
  c->listen_port = 8470;
  c->jobs = 2;
  c->max_source = 256 * 1024;
  c->rate = 20;
  c->burst = 40;
  c->max_pending = 4;
  c->conn_timeout_s = 30;
  c->body_timeout_s = 30;
  c->max_wait_s = 600;
  c->max_connections = 64;
  const char *token_file = NULL, *kernels = NULL, *state = NULL;
  int rc = parse_options(argc, argv, c, &token_file, &kernels, &state);
  if (rc) return rc;
  c->max_body = 2 * c->max_source + 64 * 1024; /* JSON escapes may double a source's bytes */

  if (geteuid() != getuid() || getegid() != getgid()) {
    fprintf(stderr, PROG ": refusing to run set-user-ID or set-group-ID\n");
    return CLI_EXIT_USAGE;
  }
  char token[512];
  if (!read_token(token_file, token, sizeof token)) return CLI_EXIT_USAGE;
  if (sodium_init() < 0) return CLI_EXIT_USAGE;
  hpcab_sha256_hex(token, strlen(token), c->admin_hash);
  sodium_memzero(token, sizeof token);
  unsetenv("HPCAB_ADMIN_TOKEN"); /* nothing the service starts (compilers, perf) sees it */

  /* by default the service's own directory, serve/ under the judge's: CLI judges and the service do
     not share secrets, a store or a cache unless --state-dir says so */
  char dir[PATH_MAX];
  if (state) {
    snprintf(dir, sizeof dir, "%s", state);
  } else {
    char judges[PATH_MAX - 8];
    if (hpcab_paths_state_dir(judges, sizeof judges) != HPCAB_OK)
      return cli_usage_error(PROG, "%s", hpcab_last_error());
    char *slash = strrchr(judges, '/');
    if (slash && slash != judges) { /* its parent (~/.local/state) may not exist yet */
      *slash = '\0';
      mkdir(judges, 0700);
      *slash = '/';
    }
    mkdir(judges, 0700);
    snprintf(dir, sizeof dir, "%s/serve", judges);
  }
  mkdir(dir, 0700);
  if (!realpath(dir, c->state_dir)) return cli_usage_error(PROG, "--state-dir %s: %s", dir, strerror(errno));
  char corpus[PATH_MAX];
  if (!kernels && hpcab_paths_kernels_dir(corpus, sizeof corpus) != HPCAB_OK)
    return cli_usage_error(PROG, "%s (or give --kernels DIR)", hpcab_last_error());
  if (!kernels) kernels = corpus;
  if (!realpath(kernels, c->kernels_dir)) return cli_usage_error(PROG, "--kernels %s: %s", kernels, strerror(errno));
  char lockpath[PATH_MAX + 16];
  snprintf(lockpath, sizeof lockpath, "%s/serve.lock", c->state_dir);
  int lockfd = open(lockpath, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (lockfd < 0 || flock(lockfd, LOCK_EX | LOCK_NB) != 0)
    return cli_usage_error(PROG, "another hpcab-serve uses the state directory %s", c->state_dir);
  snprintf(c->jobs_dir, sizeof c->jobs_dir, "%s/serve-jobs", c->state_dir);
  serve_remove_tree(c->jobs_dir); /* what a killed service left */
  if (mkdir(c->jobs_dir, 0700) != 0) return cli_usage_error(PROG, "%s: %s", c->jobs_dir, strerror(errno));
  char inc[PATH_MAX];
  if (hpcab_paths_worker(c->worker_path, sizeof c->worker_path) != HPCAB_OK ||
      hpcab_paths_include_dir(inc, sizeof inc) != HPCAB_OK || !realpath(inc, c->include_dir))
    return cli_usage_error(PROG, "%s", hpcab_last_error());

  /* the secret seeds exist before the first grade (so concurrent grades never race to create them) */
  hpcab_secrets *secrets = NULL;
  if (hpcab_secrets_open_state(c->state_dir, &secrets) != HPCAB_OK)
    return cli_usage_error(PROG, "%s", hpcab_last_error());
  hpcab_secrets_free(secrets);
  if (!ensure_machine_profile()) return cli_usage_error(PROG, "machine profile: %s", hpcab_last_error());

  char db[PATH_MAX + 16];
  snprintf(db, sizeof db, "%s/results.db", c->state_dir);
  if (hpcab_store_open(db, &sv.store) != HPCAB_OK) return cli_usage_error(PROG, "%s", hpcab_last_error());
  if (hpcab_store_submissions_interrupt(sv.store, &sv.interrupted_at_start) != HPCAB_OK)
    return cli_usage_error(PROG, "%s", hpcab_last_error());
  if (sv.interrupted_at_start)
    fprintf(stderr, PROG ": %lld submissions left unfinished by an earlier run are marked interrupted\n",
            (long long)sv.interrupted_at_start);

  add_scrub(&sv, c->state_dir, "<state>");
  if (strcmp(dir, c->state_dir) != 0 && dir[0] == '/') add_scrub(&sv, dir, "<state>");
  add_scrub(&sv, c->include_dir, "<include>");
  add_scrub(&sv, c->kernels_dir, "<kernels>");
  if (*c->worker_path) add_scrub(&sv, c->worker_path, "hpcab-worker");
  const char *home = getenv("HOME");
  if (home && strlen(home) > 1) add_scrub(&sv, home, "~");
  char cwd[PATH_MAX];
  if (getcwd(cwd, sizeof cwd) && strlen(cwd) > 1) add_scrub(&sv, cwd, ".");
  sort_scrub(&sv);

  /* signals: every thread blocks them; this one waits for them */
  sigset_t block;
  sigemptyset(&block);
  sigaddset(&block, SIGINT);
  sigaddset(&block, SIGTERM);
  sigaddset(&block, SIGHUP);
  sigaddset(&block, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &block, NULL);

  pthread_mutex_init(&sv.mu, NULL);
  pthread_mutex_init(&sv.store_mu, NULL);
  pthread_condattr_t ca;
  pthread_condattr_init(&ca);
  pthread_cond_init(&sv.changed, &ca);
  sv.start_s = serve_now_s();
  sv.next_serial = 1;

  int fd = open_listener(c);
  if (fd < 0) return CLI_EXIT_USAGE;
  if (serve_jobs_start(&sv) != 0) return cli_usage_error(PROG, "cannot start the grading threads");
  struct MHD_Daemon *d = serve_http_start(&sv, fd);
  if (!d) return CLI_EXIT_USAGE;
  printf(PROG ": listening on http://%s%s%s:%d\n", strchr(c->listen_host, ':') ? "[" : "", c->listen_host,
         strchr(c->listen_host, ':') ? "]" : "", c->listen_port);
  fflush(stdout);

  int sig;
  while ((sig = wait_signal(1.0)) == 0) {}
  fprintf(stderr, PROG ": %s: draining (finishing every queued and running grade)\n", strsignal(sig));
  pthread_mutex_lock(&sv.mu);
  sv.draining = 1;
  pthread_cond_broadcast(&sv.changed);
  pthread_mutex_unlock(&sv.mu);
  for (;;) {
    pthread_mutex_lock(&sv.mu);
    int busy = sv.pending_head != NULL || sv.running > 0;
    pthread_mutex_unlock(&sv.mu);
    if (!busy) break;
    if (wait_signal(0.2)) {
      fprintf(stderr, PROG ": second signal: exiting without draining\n");
      _exit(1);
    }
  }
  serve_jobs_drain(&sv);
  MHD_stop_daemon(d); /* closes the listening socket too */
  hpcab_store_close(sv.store);
  for (size_t i = 0; i < sv.nscrub; i++) free((char *)sv.scrub_from[i]);
  fprintf(stderr, PROG ": drained; exiting\n");
  close(lockfd);
  return 0;
}
