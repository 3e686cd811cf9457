/*
 * tools/serve_http.c — hpcab-serve's versioned JSON API on libmicrohttpd (serve.h; every endpoint is
 * documented with curl examples in tools/README.md).
 *
 *   GET  /v1/health                      no token
 *   GET  /v1/metrics                     any token
 *   POST /v1/sessions                    admin token → {"token", "session", ...}
 *   GET  /v1/task[?kernel=K]             session token
 *   POST /v1/score | /v1/submit          session token, {"kernel", "source", "language", "wait"}
 *   POST /v1/profile                     session token, the same body plus "tool"
 *   GET  /v1/submissions/{id}[?wait=S]   session token (its own submissions) or admin token
 *
 * Errors are {"error": CODE, "message": TEXT} with the HTTP status: 400 malformed, 401 no or bad token,
 * 403 not allowed by the session, 404 unknown (also another session's submission), 405, 409 a second
 * submission in single or blind mode or the score budget spent, 413 too large, 429 rate limit,
 * 500 the judge failed, 503 draining or a profile tool this host cannot serve.
 * One connection, one thread (MHD_USE_THREAD_PER_CONNECTION): a request that waits for its grade
 * blocks only its own thread.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <math.h>
#include <microhttpd.h>
#include <sodium.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "answer.h"
#include "serve.h"

/* One request, from its first call to its completion. */
typedef struct {
  double start_s;
  char *body;
  size_t len, cap;
  int too_big;
  int status;
  int logged; /* its log line is written */
  char who[48];
  char method[8];
  char path[160];
} request;

/* Who is asking: the admin, or a session (its stored record, copied). */
typedef struct {
  int admin;
  char id[40];
  hpcab_mode mode;
  char *kernels; /* one per line */
  char precision[16];
  int64_t max_scores, deadline_unix;
  char key[65]; /* the token's hash: the rate-limit key */
} principal;

static const char *const MODE_NAMES[] = {"open", "single", "blind"};

/* ---- responses ------------------------------------------------------------------------------------ */

/* Write the request's one log line: time, method, path, status, milliseconds since it began, body bytes
 * received, who asked (session id, "admin" or "-"), and what went wrong with the connection, if anything. */
static void log_request(request *r, const char *trouble)
{
  time_t now = time(NULL);
  struct tm tm;
  gmtime_r(&now, &tm);
  char when[32];
  strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", &tm);
  fprintf(stderr, "%s %s %s %d %.1fms %zuB %s%s\n", when, r->method, r->path, r->status,
          1000 * (serve_now_s() - r->start_s), r->len, r->who, trouble);
  r->logged = 1;
}

static enum MHD_Result send_text(struct MHD_Connection *c, request *r, int status, char *text)
{
  if (!text) {
    status = 500;
    text = strdup("{\"error\": \"internal\", \"message\": \"out of memory\"}");
    if (!text) return MHD_NO;
  }
  size_t n = strlen(text);
  text[n] = '\0';
  struct MHD_Response *resp = MHD_create_response_from_buffer(n, text, MHD_RESPMEM_MUST_FREE);
  if (!resp) {
    free(text);
    return MHD_NO;
  }
  MHD_add_response_header(resp, "Content-Type", "application/json");
  MHD_add_response_header(resp, "Cache-Control", "no-store");
  MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
  if (status == 401) MHD_add_response_header(resp, "WWW-Authenticate", "Bearer realm=\"hpcab-serve\"");
  if (status == 429) MHD_add_response_header(resp, "Retry-After", "1");
  if (status == 405) MHD_add_response_header(resp, "Allow", "GET, POST");
  r->status = status;
  /* Logged before the answer can leave: a client that has its answer finds the line written, so the log
   * keeps the order of a client's requests made one after another (the connection's end, on another
   * thread's time, would not). */
  log_request(r, "");
  enum MHD_Result ok = MHD_queue_response(c, (unsigned)status, resp);
  MHD_destroy_response(resp);
  return ok;
}

static enum MHD_Result send_json(struct MHD_Connection *c, request *r, int status, json_t *obj)
{
  char *text = json_dumps(obj, JSON_INDENT(1) | JSON_PRESERVE_ORDER | SERVE_JSON_REALS);
  json_decref(obj);
  return send_text(c, r, status, text);
}

static enum MHD_Result send_error(struct MHD_Connection *c, request *r, int status, const char *code, const char *fmt,
                                  ...) __attribute__((format(printf, 5, 6)));
static enum MHD_Result send_error(struct MHD_Connection *c, request *r, int status, const char *code, const char *fmt,
                                  ...)
{
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  json_t *o = json_object();
  json_object_set_new(o, "error", json_string(code));
  json_object_set_new(o, "message", json_string(msg));
  return send_json(c, r, status, o);
}

/* ---- tokens, sessions and rate limits ---------------------------------------------------------- */

/* "Bearer TOKEN" → the token's SHA-256 hex; 0 when there is no well-formed bearer token. */
static int bearer_hash(struct MHD_Connection *c, char hash[65])
{
  const char *h = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_AUTHORIZATION);
  if (!h || strncasecmp(h, "Bearer ", 7) != 0) return 0;
  const char *t = h + 7;
  while (*t == ' ') t++;
  size_t n = strlen(t);
  while (n && t[n - 1] == ' ') n--;
  if (n < 16 || n > 256) return 0;
  for (size_t i = 0; i < n; i++)
    if (!isgraph((unsigned char)t[i])) return 0;
  hpcab_sha256_hex(t, n, hash);
  return 1;
}

static void principal_free(principal *p)
{
  free(p->kernels);
  p->kernels = NULL;
}

/* Who the request's token belongs to: 1 admin or session, 0 none (401), -1 the store could not be read
   (a 503: a store failure must never send a client to look for a better token). */
static int authenticate(server *sv, struct MHD_Connection *c, principal *p)
{
  memset(p, 0, sizeof *p);
  char hash[65];
  if (!bearer_hash(c, hash)) return 0;
  memcpy(p->key, hash, sizeof hash);
  if (sodium_memcmp(hash, sv->cfg.admin_hash, 64) == 0) {
    p->admin = 1;
    snprintf(p->id, sizeof p->id, "admin");
    return 1;
  }
  pthread_mutex_lock(&sv->store_mu);
  hpcab_service_session s = {.size = sizeof s};
  hpcab_status st = hpcab_store_service_session_find(sv->store, hash, &s);
  if (!st) {
    snprintf(p->id, sizeof p->id, "%s", s.id);
    p->mode = s.mode;
    p->kernels = strdup(s.kernels);
    snprintf(p->precision, sizeof p->precision, "%s", s.precision);
    p->max_scores = s.max_scores;
    p->deadline_unix = s.deadline_unix;
  } else if (st != HPCAB_E_NOTFOUND) {
    fprintf(stderr, "hpcab-serve: %s\n", hpcab_last_error());
  }
  pthread_mutex_unlock(&sv->store_mu);
  if (st && st != HPCAB_E_NOTFOUND) return -1;
  return !st && p->kernels;
}

/* The answer to a request the store failed: 503 {"error": "store_unavailable", "cause": "store",
   "message": the store's message without the service's paths}. msg is the library's message, copied before store_mu was released. */
static enum MHD_Result send_store_error(server *sv, struct MHD_Connection *c, request *r, const char *msg)
{
  char *clean = serve_scrub(sv, NULL, msg);
  json_t *o = json_pack("{s:s, s:s, s:s+}", "error", "store_unavailable", "cause", "store", "message",
                        "the result store failed: ", clean ? clean : msg);
  free(clean);
  return send_json(c, r, 503, o);
}

/* 1 when the token may make one more request now (a token bucket per token). */
static int rate_ok(server *sv, const char *key)
{
  double now = serve_now_s();
  pthread_mutex_lock(&sv->mu);
  rate_slot *slot = NULL, *oldest = &sv->rates[0];
  for (size_t i = 0; i < SERVE_RATE_SLOTS && !slot; i++) {
    if (strcmp(sv->rates[i].key, key) == 0)
      slot = &sv->rates[i];
    else if (sv->rates[i].last_s < oldest->last_s)
      oldest = &sv->rates[i];
  }
  if (!slot) {
    slot = oldest;
    snprintf(slot->key, sizeof slot->key, "%s", key);
    slot->tokens = sv->cfg.burst;
    slot->last_s = now;
  }
  slot->tokens += (now - slot->last_s) * sv->cfg.rate;
  if (slot->tokens > sv->cfg.burst) slot->tokens = sv->cfg.burst;
  slot->last_s = now;
  int ok = slot->tokens >= 1.0;
  if (ok) slot->tokens -= 1.0;
  pthread_mutex_unlock(&sv->mu);
  return ok;
}

static int session_has_kernel(const principal *p, const char *kernel)
{
  size_t n = strlen(kernel);
  for (const char *s = p->kernels; s && *s;) {
    const char *e = strchr(s, '\n');
    size_t len = e ? (size_t)(e - s) : strlen(s);
    if (len == n && strncmp(s, kernel, n) == 0) return 1;
    s = e ? e + 1 : s + len;
  }
  return 0;
}

/* ---- kernels ------------------------------------------------------------------------------------- */

/* Resolves a kernel id ("llr/s000") to its directory under --kernels: 1 found, 0 not. */
static int kernel_path(server *sv, const char *id, char out[PATH_MAX])
{
  size_t n = strlen(id);
  if (n == 0 || n >= SERVE_MAX_KERNEL_ID || id[0] == '/' || id[n - 1] == '/' || strstr(id, "..") || strstr(id, "//"))
    return 0;
  for (size_t i = 0; i < n; i++)
    if (!isalnum((unsigned char)id[i]) && !strchr("_-./", id[i])) return 0;
  char joined[2 * PATH_MAX];
  snprintf(joined, sizeof joined, "%s/%s", sv->cfg.kernels_dir, id);
  char real[PATH_MAX];
  if (!realpath(joined, real)) return 0;
  size_t kl = strlen(sv->cfg.kernels_dir);
  if (strncmp(real, sv->cfg.kernels_dir, kl) != 0 || real[kl] != '/') return 0; /* a link out of the corpus */
  char yaml[PATH_MAX + 16];
  snprintf(yaml, sizeof yaml, "%s/kernel.yaml", real);
  if (access(yaml, R_OK) != 0) return 0;
  snprintf(out, PATH_MAX, "%s", real);
  return 1;
}

static json_t *text_list(const char *const *items, size_t n)
{
  json_t *a = json_array();
  for (size_t i = 0; i < n; i++) json_array_append_new(a, json_string(items[i]));
  return a;
}

static char *read_small_file(const char *path)
{
  FILE *f = fopen(path, "r");
  if (!f) return NULL;
  char *text = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&text, &len);
  char buf[4096];
  size_t k;
  while (m && (k = fread(buf, 1, sizeof buf, f)) > 0) fwrite(buf, 1, k, m);
  fclose(f);
  if (m) fclose(m);
  return text;
}

static const char *const INTENTS[] = {"invalid", "in", "out", "inout"};

/* The task of one kernel: what an agent needs, nothing drawn from a secret seed. */
static json_t *task_json(server *sv, const principal *p, const char *id, const hpcab_manifest *m, hpcab_dtype prec)
{
  json_t *t = json_object();
  json_object_set_new(t, "kernel", json_string(id));
  json_object_set_new(t, "title", json_string(hpcab_manifest_title(m)));
  json_object_set_new(t, "track", json_string(hpcab_manifest_track_name(m)));
  if (hpcab_manifest_dwarf_name(m)) json_object_set_new(t, "dwarf", json_string(hpcab_manifest_dwarf_name(m)));
  json_object_set_new(t, "level", json_integer(hpcab_manifest_level(m)));
  json_object_set_new(t, "symbol", json_string(hpcab_manifest_symbol(m)));
  json_object_set_new(t, "precision", json_string(hpcab_dtype_name(prec)));
  char proto[4096];
  if (hpcab_manifest_prototype(m, prec, proto, sizeof proto, NULL) == HPCAB_OK)
    json_object_set_new(t, "signature", json_string(proto));
  json_t *sizes = json_array();
  for (size_t i = 0; i < hpcab_manifest_size_count(m); i++) {
    json_t *s = json_object();
    json_object_set_new(s, "name", json_string(hpcab_manifest_size_name(m, i)));
    int64_t lo, hi;
    const int64_t *vals;
    size_t nv;
    switch (hpcab_manifest_size_kind(m, i)) {
    case HPCAB_SIZE_RANGE:
      if (hpcab_manifest_size_bounds(m, i, &lo, &hi) == HPCAB_OK)
        json_object_set_new(s, "range", json_pack("[I, I]", (json_int_t)lo, (json_int_t)hi));
      break;
    case HPCAB_SIZE_VALUES:
      if (hpcab_manifest_size_values(m, i, &vals, &nv) == HPCAB_OK) {
        json_t *a = json_array();
        for (size_t k = 0; k < nv; k++) json_array_append_new(a, json_integer(vals[k]));
        json_object_set_new(s, "values", a);
      }
      break;
    case HPCAB_SIZE_EXPR: json_object_set_new(s, "expr", json_string(hpcab_manifest_size_expr(m, i))); break;
    }
    json_array_append_new(sizes, s);
  }
  json_object_set_new(t, "sizes", sizes);
  json_t *cons = json_array();
  for (size_t i = 0; i < hpcab_manifest_constraint_count(m); i++)
    json_array_append_new(cons, json_string(hpcab_manifest_constraint(m, i)));
  json_object_set_new(t, "constraints", cons);
  json_t *params = json_array();
  for (size_t i = 0; i < hpcab_manifest_param_count(m); i++) {
    json_t *q = json_object();
    json_object_set_new(q, "name", json_string(hpcab_manifest_param_name(m, i)));
    json_object_set_new(q, "dtype", json_string(hpcab_dtype_name(hpcab_manifest_param_dtype(m, i, prec))));
    double lo, hi;
    if (hpcab_manifest_param_range(m, i, &lo, &hi)) json_object_set_new(q, "range", json_pack("[f, f]", lo, hi));
    json_array_append_new(params, q);
  }
  json_object_set_new(t, "params", params);
  json_t *arrays = json_array();
  for (size_t i = 0; i < hpcab_manifest_array_count(m); i++) {
    json_t *a = json_object();
    json_object_set_new(a, "name", json_string(hpcab_manifest_array_name(m, i)));
    json_object_set_new(a, "dtype", json_string(hpcab_dtype_name(hpcab_manifest_array_dtype(m, i, prec))));
    json_t *shape = json_array();
    for (size_t d = 0; d < hpcab_manifest_array_ndim(m, i); d++)
      json_array_append_new(shape, json_string(hpcab_manifest_array_shape(m, i, d)));
    json_object_set_new(a, "shape", shape);
    hpcab_intent in = hpcab_manifest_array_intent(m, i);
    json_object_set_new(a, "intent", json_string(INTENTS[(unsigned)in < 4 ? in : 0]));
    json_array_append_new(arrays, a);
  }
  json_object_set_new(t, "arrays", arrays);
  json_object_set_new(
      t, "cost",
      json_pack("{s:s, s:s}", "bytes", hpcab_manifest_cost_bytes_expr(m), "flops", hpcab_manifest_cost_flops_expr(m)));
  static const char *const langs[] = {"c", "cpp", "fortran"};
  json_object_set_new(t, "languages", text_list(langs, 3));
  char define[32];
  snprintf(define, sizeof define, "HPCAB_PREC_%s",
           prec == HPCAB_F32    ? "F32"
           : prec == HPCAB_F16  ? "F16"
           : prec == HPCAB_BF16 ? "BF16"
                                : "F64");
  for (char *d = define; *d; d++) *d = (char)toupper((unsigned char)*d);
  json_object_set_new(t, "compile",
                      json_pack("{s:s, s:s, s:s, s:s}", "flags", "-O3 -fPIC -shared -fopenmp", "define", define,
                                "include", "hpcab/kernel.h", "refused",
                                "unsafe floating-point optimization: -ffast-math, -Ofast, "
                                "-funsafe-math-optimizations and the like, in flags or in the source"));
  char khpath[PATH_MAX + 32];
  snprintf(khpath, sizeof khpath, "%s/hpcab/kernel.h", sv->cfg.include_dir);
  char *kh = read_small_file(khpath);
  if (kh) json_object_set_new(t, "kernel_h", json_string(kh));
  free(kh);
  json_object_set_new(t, "mode", json_string(MODE_NAMES[p->mode]));
  json_object_set_new(
      t, "score",
      json_string(
          p->mode == HPCAB_MODE_BLIND
              ? "blind mode: no scores; one submission per kernel, answered with its status only"
              : "POST /v1/score: one timed input drawn from the score seed, fastest of 5 calls per side; speedup = the "
                "reference's fastest time / the candidate's, checked for correctness on every call. POST /v1/submit: "
                "the "
                "full protocol on the submission seed (correctness on edge and random sizes, determinism, timed inputs "
                "with Mann-Whitney crediting and roofline plausibility); its speedup is the geometric mean of the "
                "credited speedups, 1 when nothing is confirmed, 0 when not correct"));
  json_t *limits = json_object();
  json_object_set_new(limits, "max_source_bytes", json_integer((json_int_t)sv->cfg.max_source));
  json_object_set_new(limits, "max_scores", json_integer(p->max_scores));
  json_object_set_new(limits, "deadline_unix", json_integer(p->deadline_unix));
  json_object_set_new(limits, "submissions_per_kernel", p->mode == HPCAB_MODE_OPEN ? json_null() : json_integer(1));
  json_object_set_new(t, "limits", limits);
  /* the reference sources by language, and the prompt hpcab-run rendered for this session
     (<state>/prompts/SESSION.md), when there is one */
  static const char *const refs[][2] = {{"c", "reference.c"}, {"cpp", "reference.cpp"}, {"fortran", "reference.f90"}};
  json_t *ref = json_object();
  char kdir[PATH_MAX];
  for (size_t i = 0; i < sizeof refs / sizeof refs[0] && kernel_path(sv, id, kdir); i++) {
    char rpath[PATH_MAX + 32];
    snprintf(rpath, sizeof rpath, "%s/%s", kdir, refs[i][1]);
    char *text = read_small_file(rpath);
    if (text) json_object_set_new(ref, refs[i][0], json_string(text));
    free(text);
  }
  json_object_set_new(t, "references", ref);
  char ppath[PATH_MAX + 96];
  snprintf(ppath, sizeof ppath, "%s/prompts/%s.md", sv->cfg.state_dir, p->id);
  char *prompt = read_small_file(ppath);
  json_object_set_new(t, "prompt", prompt ? json_string(prompt) : json_null());
  free(prompt);
  return t;
}

/* The precision a session's kernel runs at. */
static int session_precision(const principal *p, const hpcab_manifest *m, hpcab_dtype *out)
{
  if (!*p->precision) {
    *out = hpcab_manifest_precision(m, 0);
    return 1;
  }
  return hpcab_dtype_from_name(p->precision, out) == HPCAB_OK && hpcab_manifest_has_precision(m, *out);
}

/* ---- rendering a submission -------------------------------------------------------------------- */

static const char *const STATE_NAMES[] = {"queued", "running", "done", "interrupted", "failed"};

char *serve_render_submission(server *sv, const hpcab_service_submission *u, hpcab_mode mode, int admin,
                              const job *live, int position)
{
  (void)sv;
  json_t *o = json_object();
  json_object_set_new(o, "submission", json_integer(u->id));
  json_object_set_new(o, "kernel", json_string(u->kernel_id));
  json_object_set_new(o, "route", json_string(u->route == HPCAB_ROUTE_SUBMIT ? "submit" : "score"));
  json_object_set_new(o, "state", json_string(STATE_NAMES[(unsigned)u->state < 5 ? u->state : 4]));
  if (admin) json_object_set_new(o, "session", json_string(u->session));
  if (u->state == HPCAB_SUBMISSION_QUEUED || u->state == HPCAB_SUBMISSION_RUNNING) {
    if (live) {
      json_object_set_new(o, "stage", json_string(serve_stage_name(live->stage)));
      json_object_set_new(o, "queue_position", json_integer(position));
    }
    json_object_set_new(o, "poll", json_sprintf("/v1/submissions/%lld", (long long)u->id));
  } else if (u->state == HPCAB_SUBMISSION_INTERRUPTED) {
    json_object_set_new(o, "message",
                        json_string("the service stopped before this grade ended; it was not "
                                    "counted and may be sent again"));
  } else if (u->state == HPCAB_SUBMISSION_FAILED) {
    json_object_set_new(o, "status", json_string("error"));
    /* the judge's error can quote a draw's sizes: the administrator reads it */
    json_object_set_new(o, "message",
                        json_string(admin ? u->verdict_json
                                          : "the judge failed on this grade "
                                            "(the administrator can read why)"));
  } else {
    /* what a submitter is told (answer.h): the status, the speedup and a category-level reason, in
       every mode (blind: the status only); never the verdict, whose inputs, sizes and failure values
       come from the secret seeds. The administrator reads the full verdict. */
    int blind = mode == HPCAB_MODE_BLIND && !admin && u->route == HPCAB_ROUTE_SUBMIT;
    json_t *verdict = json_loads(u->verdict_json, 0, NULL);
    if (!verdict) verdict = json_pack("{s:s}", "status", u->status);
    if (blind) {
      json_object_set_new(o, "status", json_string(u->status));
    } else {
      answer_fill(o, verdict);
      /* the store's speedup is the one the service recorded */
      if (strcmp(u->status, "ok") == 0) json_object_set_new(o, "speedup", json_real(u->speedup));
    }
    if (admin) json_object_set(o, "verdict", verdict);
    json_decref(verdict);
  }
  char *text = json_dumps(o, JSON_INDENT(1) | JSON_PRESERVE_ORDER | SERVE_JSON_REALS);
  json_decref(o);
  return text;
}

/* ---- the endpoints ---------------------------------------------------------------------------- */

/* GET /v1/health: 200 {"status": "ok"|"draining", "store": "ok"}; 503 {"status": "store_unavailable",
   "store": the store's message} when a read of the store (the session table, as every request's token
   check does) fails. */
static enum MHD_Result get_health(server *sv, struct MHD_Connection *c, request *r)
{
  pthread_mutex_lock(&sv->mu);
  int draining = sv->draining;
  pthread_mutex_unlock(&sv->mu);
  char probe[65], msg[512] = "ok";
  memset(probe, '0', 64);
  probe[64] = '\0';
  hpcab_service_session s = {.size = sizeof s};
  pthread_mutex_lock(&sv->store_mu);
  hpcab_status st = hpcab_store_service_session_find(sv->store, probe, &s);
  if (st && st != HPCAB_E_NOTFOUND) snprintf(msg, sizeof msg, "%s", hpcab_last_error());
  pthread_mutex_unlock(&sv->store_mu);
  int failed = st && st != HPCAB_E_NOTFOUND;
  char *clean = failed ? serve_scrub(sv, NULL, msg) : NULL;
  json_t *o = json_pack("{s:s, s:s, s:s, s:s}", "status",
                        failed     ? "store_unavailable"
                        : draining ? "draining"
                                   : "ok",
                        "store", clean ? clean : msg, "api", SERVE_API_VERSION, "version", hpcab_version());
  free(clean);
  return send_json(c, r, failed ? 503 : 200, o);
}

static int cmp_double(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static enum MHD_Result get_metrics(server *sv, struct MHD_Connection *c, request *r)
{
  double times[SERVE_GRADE_TIMES];
  pthread_mutex_lock(&sv->mu);
  size_t n = sv->ngrade_times < SERVE_GRADE_TIMES ? sv->ngrade_times : SERVE_GRADE_TIMES;
  memcpy(times, sv->grade_times, n * sizeof *times);
  int64_t queued = 0, waiting_timing = 0, timing = 0, building = 0;
  for (job *jb = sv->active; jb; jb = jb->next_active) {
    queued += jb->stage == STAGE_QUEUED;
    building += jb->stage == STAGE_BUILDING;
    waiting_timing += jb->stage == STAGE_WAITING_TIMING;
    timing += jb->stage == STAGE_TIMING;
  }
  json_t *o = json_object();
  json_object_set_new(o, "queue_length", json_integer(queued + building + waiting_timing + timing));
  json_object_set_new(o, "queued", json_integer(queued));
  json_object_set_new(o, "building", json_integer(building));
  json_object_set_new(o, "waiting_for_timing", json_integer(waiting_timing));
  json_object_set_new(o, "timing", json_integer(timing));
  json_object_set_new(o, "grades_done", json_integer(sv->grades_done));
  json_object_set_new(o, "grades_failed", json_integer(sv->grades_failed));
  json_object_set_new(o, "profiles_done", json_integer(sv->profiles_done));
  json_object_set_new(o, "interrupted_at_start", json_integer(sv->interrupted_at_start));
  json_object_set_new(o, "requests", json_integer(sv->requests));
  json_object_set_new(o, "draining", json_boolean(sv->draining));
  json_object_set_new(o, "uptime_s", json_real(serve_now_s() - sv->start_s));
  pthread_mutex_unlock(&sv->mu);
  qsort(times, n, sizeof *times, cmp_double);
  json_t *g = json_object();
  json_object_set_new(g, "count", json_integer((json_int_t)n));
  json_object_set_new(g, "p50", n ? json_real(times[(n - 1) / 2]) : json_null());
  json_object_set_new(g, "p95", n ? json_real(times[(size_t)ceil(0.95 * (double)n) - 1]) : json_null());
  json_object_set_new(o, "grade_seconds", g);
  return send_json(c, r, 200, o);
}

static void random_hex(char *out, size_t bytes)
{
  unsigned char buf[64];
  randombytes_buf(buf, bytes);
  sodium_bin2hex(out, 2 * bytes + 1, buf, bytes);
  sodium_memzero(buf, sizeof buf);
}

static enum MHD_Result post_sessions(server *sv, struct MHD_Connection *c, request *r, json_t *body)
{
  json_t *kernels = json_object_get(body, "kernels");
  if (!json_is_array(kernels) || json_array_size(kernels) == 0 || json_array_size(kernels) > 1024)
    return send_error(c, r, 400, "bad_request", "\"kernels\" must be a non-empty array of kernel ids");
  const char *mode_name = json_string_value(json_object_get(body, "mode"));
  hpcab_mode mode = HPCAB_MODE_OPEN;
  if (json_object_get(body, "mode") && (!mode_name || hpcab_mode_from_name(mode_name, &mode) != HPCAB_OK))
    return send_error(c, r, 400, "bad_request", "\"mode\" must be \"open\", \"single\" or \"blind\"");
  const char *prec_name = json_string_value(json_object_get(body, "precision"));
  hpcab_dtype prec = 0;
  if (json_object_get(body, "precision") && (!prec_name || hpcab_dtype_from_name(prec_name, &prec) != HPCAB_OK))
    return send_error(c, r, 400, "bad_request", "\"precision\" must be a precision name (f64, f32, ...)");
  json_t *ms = json_object_get(body, "max_scores"), *dl = json_object_get(body, "deadline_s");
  if ((ms && (!json_is_integer(ms) || json_integer_value(ms) < 0)) ||
      (dl && (!json_is_number(dl) || !(json_number_value(dl) > 0) || json_number_value(dl) > 1e9)))
    return send_error(c, r, 400, "bad_request", "\"max_scores\" must be an integer >= 0, \"deadline_s\" seconds > 0");
  char *list = NULL;
  size_t list_len = 0;
  FILE *m = open_memstream(&list, &list_len);
  if (!m) return send_error(c, r, 500, "internal", "out of memory");
  size_t i;
  json_t *k;
  json_array_foreach(kernels, i, k)
  {
    const char *id = json_string_value(k);
    char dir[PATH_MAX];
    if (!id || !kernel_path(sv, id, dir)) {
      fclose(m);
      free(list);
      return send_error(c, r, 404, "unknown_kernel", "no kernel '%.128s' in this service's corpus", id ? id : "");
    }
    if (prec) {
      hpcab_manifest *mf = NULL;
      int ok = hpcab_manifest_load(dir, &mf) == HPCAB_OK && hpcab_manifest_has_precision(mf, prec);
      hpcab_manifest_free(mf);
      if (!ok) {
        fclose(m);
        free(list);
        return send_error(c, r, 400, "bad_request", "kernel '%s' has no precision %s", id, prec_name);
      }
    }
    fprintf(m, "%s%s", i ? "\n" : "", id);
  }
  fclose(m);
  char token[7 + 65], id[33], hash[65];
  memcpy(token, "hpcab_", 6);
  random_hex(token + 6, 32);
  random_hex(id, 8);
  hpcab_sha256_hex(token, strlen(token), hash);
  hpcab_service_session s = {.size = sizeof s,
                             .id = id,
                             .mode = mode,
                             .kernels = list,
                             .precision = prec ? hpcab_dtype_name(prec) : "",
                             .max_scores = ms ? json_integer_value(ms) : 0,
                             .deadline_unix = dl ? (int64_t)time(NULL) + (int64_t)ceil(json_number_value(dl)) : 0};
  char msg[512] = "";
  pthread_mutex_lock(&sv->store_mu);
  hpcab_status st = hpcab_store_service_session_add(sv->store, &s, hash);
  if (st) snprintf(msg, sizeof msg, "%s", hpcab_last_error());
  pthread_mutex_unlock(&sv->store_mu);
  if (st) {
    fprintf(stderr, "hpcab-serve: %s\n", msg);
    free(list);
    return send_store_error(sv, c, r, msg);
  }
  json_t *o = json_object();
  json_object_set_new(o, "token", json_string(token));
  json_object_set_new(o, "session", json_string(id));
  json_object_set_new(o, "mode", json_string(MODE_NAMES[mode]));
  json_object_set(o, "kernels", kernels);
  json_object_set_new(o, "precision", prec ? json_string(hpcab_dtype_name(prec)) : json_null());
  json_object_set_new(o, "max_scores", json_integer(s.max_scores));
  json_object_set_new(o, "deadline_unix", json_integer(s.deadline_unix));
  sodium_memzero(token, sizeof token);
  free(list);
  return send_json(c, r, 201, o);
}

static enum MHD_Result get_task(server *sv, struct MHD_Connection *c, request *r, const principal *p)
{
  const char *kernel = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "kernel");
  if (!kernel) { /* the session's kernels */
    json_t *list = json_array();
    for (const char *s = p->kernels; s && *s;) {
      const char *e = strchr(s, '\n');
      size_t len = e ? (size_t)(e - s) : strlen(s);
      json_array_append_new(list, json_stringn(s, len));
      s = e ? e + 1 : s + len;
    }
    return send_json(c, r, 200, json_pack("{s:o, s:s}", "kernels", list, "mode", MODE_NAMES[p->mode]));
  }
  char dir[PATH_MAX];
  if (!kernel_path(sv, kernel, dir)) return send_error(c, r, 404, "unknown_kernel", "no kernel '%.128s'", kernel);
  if (!session_has_kernel(p, kernel))
    return send_error(c, r, 403, "kernel_not_in_session", "kernel '%s' is not one of this session's", kernel);
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load(dir, &m) != HPCAB_OK)
    return send_error(c, r, 500, "internal", "the kernel's manifest is invalid");
  hpcab_dtype prec;
  json_t *t = session_precision(p, m, &prec) ? task_json(sv, p, kernel, m, prec) : NULL;
  hpcab_manifest_free(m);
  if (!t) return send_error(c, r, 500, "internal", "the session's precision is not the kernel's");
  return send_json(c, r, 200, t);
}

/* Waits (sv->mu held) until jb is done, the deadline passes or the service stops. */
static void wait_job_locked(server *sv, job *jb, double wait_s)
{
  struct timespec until;
  clock_gettime(CLOCK_REALTIME, &until);
  double end = (double)until.tv_sec + (double)until.tv_nsec * 1e-9 + wait_s;
  until.tv_sec = (time_t)end;
  until.tv_nsec = (long)((end - (double)until.tv_sec) * 1e9);
  while (jb->stage != STAGE_DONE && !sv->stopping)
    if (pthread_cond_timedwait(&sv->changed, &sv->mu, &until) == ETIMEDOUT) break;
}

/* "wait": true (the longest wait), false or 0 (answer at once), or seconds. */
static double wait_seconds(server *sv, json_t *w)
{
  if (!w || json_is_true(w)) return sv->cfg.max_wait_s;
  if (json_is_number(w)) {
    double s = json_number_value(w);
    return s < 0 ? 0 : s > sv->cfg.max_wait_s ? sv->cfg.max_wait_s : s;
  }
  return 0;
}

static const char *language_ext(const char *lang)
{
  if (!lang || strcmp(lang, "c") == 0) return ".c";
  if (strcmp(lang, "cpp") == 0 || strcmp(lang, "c++") == 0 || strcmp(lang, "cxx") == 0) return ".cpp";
  if (strcmp(lang, "fortran") == 0 || strcmp(lang, "f90") == 0) return ".f90";
  return NULL;
}

/* Writes the candidate into a fresh private directory; 0 on success. */
static int write_candidate(server *sv, job *jb, const char *source, size_t len, const char *ext)
{
  char name[33];
  random_hex(name, 8);
  snprintf(jb->dir, sizeof jb->dir, "%s/%s", sv->cfg.jobs_dir, name);
  if (mkdir(jb->dir, 0700) != 0) {
    jb->dir[0] = '\0';
    return -1;
  }
  snprintf(jb->candidate, sizeof jb->candidate, "%s/candidate%s", jb->dir, ext);
  int fd = open(jb->candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0) return -1;
  int ok = write(fd, source, len) == (ssize_t)len;
  return close(fd) == 0 && ok ? 0 : -1;
}

static int pending_for_session(server *sv, const char *session)
{
  int n = 0;
  pthread_mutex_lock(&sv->mu);
  for (job *jb = sv->active; jb; jb = jb->next_active)
    n += jb->stage != STAGE_DONE && strcmp(jb->session, session) == 0;
  pthread_mutex_unlock(&sv->mu);
  return n;
}

static enum MHD_Result post_grade(server *sv, struct MHD_Connection *c, request *r, const principal *p, json_t *body,
                                  job_kind kind)
{
  const char *kernel = json_string_value(json_object_get(body, "kernel"));
  json_t *src = json_object_get(body, "source");
  const char *lang = json_string_value(json_object_get(body, "language"));
  if (!kernel || !json_is_string(src) || (json_object_get(body, "language") && !lang))
    return send_error(c, r, 400, "bad_request", "the body needs \"kernel\" and \"source\" (strings)");
  const char *ext = language_ext(lang);
  if (!ext) return send_error(c, r, 400, "bad_request", "\"language\" must be \"c\", \"cpp\" or \"fortran\"");
  size_t len = json_string_length(src);
  if (len > sv->cfg.max_source)
    return send_error(c, r, 413, "source_too_large", "the source is %zu bytes; the limit is %zu", len,
                      sv->cfg.max_source);
  if (memchr(json_string_value(src), '\0', len))
    return send_error(c, r, 400, "bad_request", "the source holds a NUL byte");
  profile_tool tool = PROFILE_PERF;
  if (kind == JOB_PROFILE) {
    const char *t = json_string_value(json_object_get(body, "tool"));
    if (json_object_get(body, "tool") && (!t || (strcmp(t, "perf") != 0 && strcmp(t, "papi") != 0)))
      return send_error(c, r, 400, "bad_request", "\"tool\" must be \"perf\" or \"papi\"");
    tool = t && strcmp(t, "papi") == 0 ? PROFILE_PAPI : PROFILE_PERF;
  }
  char dir[PATH_MAX];
  if (!kernel_path(sv, kernel, dir)) return send_error(c, r, 404, "unknown_kernel", "no kernel '%.128s'", kernel);
  if (!session_has_kernel(p, kernel))
    return send_error(c, r, 403, "kernel_not_in_session", "kernel '%s' is not one of this session's", kernel);
  if (kind == JOB_PROFILE) {
    if (p->mode == HPCAB_MODE_BLIND)
      return send_error(c, r, 403, "blind_mode", "blind mode gives no performance feedback: no profiles");
    if (p->deadline_unix > 0 && time(NULL) >= p->deadline_unix)
      return send_error(c, r, 403, "deadline_passed", "the session's deadline has passed");
    const char *detail, *cause = serve_profile_unavailable(tool, &detail);
    if (cause) {
      json_t *o = json_pack("{s:s, s:s, s:s}", "error", "profile_unavailable", "cause", cause, "message", detail);
      return send_json(c, r, 503, o);
    }
  }
  pthread_mutex_lock(&sv->mu);
  int draining = sv->draining;
  pthread_mutex_unlock(&sv->mu);
  if (draining) return send_error(c, r, 503, "draining", "the service is shutting down");
  if (pending_for_session(sv, p->id) >= sv->cfg.max_pending)
    return send_error(c, r, 429, "too_many_pending", "this session already has %d grades in flight",
                      sv->cfg.max_pending);
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load(dir, &m) != HPCAB_OK)
    return send_error(c, r, 500, "internal", "the kernel's manifest is invalid");
  hpcab_dtype prec;
  int prec_ok = session_precision(p, m, &prec);
  hpcab_manifest_free(m);
  if (!prec_ok) return send_error(c, r, 500, "internal", "the session's precision is not the kernel's");
  job *jb = calloc(1, sizeof *jb);
  if (!jb) return send_error(c, r, 500, "internal", "out of memory");
  jb->sv = sv;
  jb->kind = kind;
  jb->mode = p->mode;
  jb->tool = tool;
  jb->precision = prec;
  snprintf(jb->session, sizeof jb->session, "%s", p->id);
  snprintf(jb->kernel, sizeof jb->kernel, "%s", kernel);
  snprintf(jb->kernel_dir, sizeof jb->kernel_dir, "%s", dir);
  if (write_candidate(sv, jb, json_string_value(src), len, ext) != 0) {
    jb->refs = 1;
    pthread_mutex_lock(&sv->mu);
    serve_job_release_locked(sv, jb);
    pthread_mutex_unlock(&sv->mu);
    return send_error(c, r, 500, "internal", "the candidate could not be written");
  }
  if (kind != JOB_PROFILE) {
    char sha[65];
    hpcab_sha256_hex(json_string_value(src), len, sha);
    hpcab_service_session s = {.size = sizeof s,
                               .id = p->id,
                               .mode = p->mode,
                               .kernels = p->kernels,
                               .precision = p->precision,
                               .max_scores = p->max_scores,
                               .deadline_unix = p->deadline_unix};
    hpcab_refusal why = HPCAB_REFUSAL_NONE;
    char msg[512];
    pthread_mutex_lock(&sv->store_mu);
    hpcab_status st =
        hpcab_store_submission_open(sv->store, &s, kind == JOB_SUBMIT ? HPCAB_ROUTE_SUBMIT : HPCAB_ROUTE_SCORE, kernel,
                                    sha, (int64_t)time(NULL), &jb->id, &why);
    snprintf(msg, sizeof msg, "%s", hpcab_last_error());
    pthread_mutex_unlock(&sv->store_mu);
    if (st) {
      jb->refs = 1;
      pthread_mutex_lock(&sv->mu);
      serve_job_release_locked(sv, jb);
      pthread_mutex_unlock(&sv->mu);
      switch (why) {
      case HPCAB_REFUSAL_ALREADY_SUBMITTED:
        return send_error(c, r, 409, "already_submitted", "%s mode allows one submission per kernel; '%s' has had it",
                          MODE_NAMES[p->mode], kernel);
      case HPCAB_REFUSAL_SCORE_LIMIT:
        return send_error(c, r, 409, "score_limit", "the session has used its %lld scores", (long long)p->max_scores);
      case HPCAB_REFUSAL_BLIND: return send_error(c, r, 403, "blind_mode", "blind mode gives no scores");
      case HPCAB_REFUSAL_DEADLINE: return send_error(c, r, 403, "deadline_passed", "the session's deadline has passed");
      default: fprintf(stderr, "hpcab-serve: %s\n", msg); return send_store_error(sv, c, r, msg);
      }
    }
  } else {
    pthread_mutex_lock(&sv->mu);
    jb->id = -(++sv->next_profile_id);
    pthread_mutex_unlock(&sv->mu);
  }
  serve_job_enqueue(sv, jb);
  double wait_s = kind == JOB_PROFILE ? 1e9 : wait_seconds(sv, json_object_get(body, "wait"));
  pthread_mutex_lock(&sv->mu);
  if (kind == JOB_PROFILE) {
    while (jb->stage != STAGE_DONE) pthread_cond_wait(&sv->changed, &sv->mu);
  } else {
    wait_job_locked(sv, jb, wait_s);
  }
  enum MHD_Result res;
  if (jb->stage == STAGE_DONE) {
    int http = jb->http_status;
    char *text = jb->response;
    jb->response = NULL;
    serve_job_release_locked(sv, jb);
    pthread_mutex_unlock(&sv->mu);
    res = send_text(c, r, http, text);
  } else {
    json_t *o = json_object();
    json_object_set_new(o, "submission", json_integer(jb->id));
    json_object_set_new(o, "kernel", json_string(jb->kernel));
    json_object_set_new(o, "route", json_string(kind == JOB_SUBMIT ? "submit" : "score"));
    json_object_set_new(o, "state", json_string(jb->stage == STAGE_QUEUED ? "queued" : "running"));
    json_object_set_new(o, "stage", json_string(serve_stage_name(jb->stage)));
    json_object_set_new(o, "queue_position", json_integer(serve_job_position_locked(sv, jb)));
    json_object_set_new(o, "poll", json_sprintf("/v1/submissions/%lld", (long long)jb->id));
    serve_job_release_locked(sv, jb);
    pthread_mutex_unlock(&sv->mu);
    res = send_json(c, r, 202, o);
  }
  return res;
}

static enum MHD_Result get_submission(server *sv, struct MHD_Connection *c, request *r, const principal *p,
                                      const char *idtext)
{
  char *end;
  errno = 0;
  long long id = strtoll(idtext, &end, 10);
  if (!*idtext || *end || errno || id <= 0) return send_error(c, r, 404, "not_found", "no such submission");
  const char *w = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "wait");
  double wait_s = 0;
  if (w) {
    wait_s = strtod(w, &end);
    if (*end || !(wait_s >= 0)) return send_error(c, r, 400, "bad_request", "wait: seconds >= 0");
    if (wait_s > sv->cfg.max_wait_s) wait_s = sv->cfg.max_wait_s;
  }
  for (int pass = 0;; pass++) {
    hpcab_service_submission u = {.size = sizeof u};
    pthread_mutex_lock(&sv->store_mu);
    hpcab_status st = hpcab_store_submission_get(sv->store, id, &u);
    char session[40], msg[512] = "";
    snprintf(session, sizeof session, "%s", st ? "" : u.session);
    if (st && st != HPCAB_E_NOTFOUND) snprintf(msg, sizeof msg, "%s", hpcab_last_error());
    int open = !st && (u.state == HPCAB_SUBMISSION_QUEUED || u.state == HPCAB_SUBMISSION_RUNNING);
    pthread_mutex_unlock(&sv->store_mu);
    if (*msg) {
      fprintf(stderr, "hpcab-serve: %s\n", msg);
      return send_store_error(sv, c, r, msg);
    }
    /* another session's submission is as unknown as a missing one */
    if (st || (!p->admin && strcmp(session, p->id) != 0))
      return send_error(c, r, 404, "not_found", "no such submission");
    pthread_mutex_lock(&sv->mu);
    job *live = open ? serve_job_find_locked(sv, id) : NULL;
    if (live && pass == 0 && wait_s > 0) {
      live->refs++;
      wait_job_locked(sv, live, wait_s);
      serve_job_release_locked(sv, live);
      pthread_mutex_unlock(&sv->mu);
      continue; /* read it again */
    }
    int position = live ? serve_job_position_locked(sv, live) : 0;
    job snapshot;
    if (live) snapshot = *live;
    pthread_mutex_unlock(&sv->mu);
    pthread_mutex_lock(&sv->store_mu);
    st = hpcab_store_submission_get(sv->store, id, &u);
    char *text = st ? NULL
                    : serve_render_submission(sv, &u, p->admin ? HPCAB_MODE_OPEN : p->mode, p->admin,
                                              live ? &snapshot : NULL, position);
    pthread_mutex_unlock(&sv->store_mu);
    return send_text(c, r, 200, text);
  }
}

/* ---- dispatch ------------------------------------------------------------------------------------- */

static enum MHD_Result dispatch(server *sv, struct MHD_Connection *c, request *r, const char *url, const char *method)
{
  int get = strcmp(method, "GET") == 0, post = strcmp(method, "POST") == 0;
  if (strncmp(url, "/v1/", 4) != 0)
    return send_error(c, r, 404, "not_found", "no such endpoint (the API is under /v1/)");
  const char *ep = url + 4;
  int known = strcmp(ep, "health") == 0 || strcmp(ep, "metrics") == 0 || strcmp(ep, "sessions") == 0 ||
              strcmp(ep, "task") == 0 || strcmp(ep, "score") == 0 || strcmp(ep, "submit") == 0 ||
              strcmp(ep, "profile") == 0 || strncmp(ep, "submissions/", 12) == 0;
  if (!known) return send_error(c, r, 404, "not_found", "no such endpoint");
  int wants_post = strcmp(ep, "sessions") == 0 || strcmp(ep, "score") == 0 || strcmp(ep, "submit") == 0 ||
                   strcmp(ep, "profile") == 0;
  if ((wants_post && !post) || (!wants_post && !get))
    return send_error(c, r, 405, "method_not_allowed", "%s /v1/%s is not an endpoint", method, ep);
  if (strcmp(ep, "health") == 0) return get_health(sv, c, r);

  principal p;
  int who = authenticate(sv, c, &p);
  if (who <= 0) {
    principal_free(&p);
    if (who < 0) return send_store_error(sv, c, r, hpcab_last_error());
    return send_error(c, r, 401, "unauthorized", "a valid bearer token is required (Authorization: Bearer TOKEN)");
  }
  snprintf(r->who, sizeof r->who, "%s", p.admin ? "admin" : p.id);
  enum MHD_Result res;
  if (!rate_ok(sv, p.key)) {
    res = send_error(c, r, 429, "rate_limited", "too many requests: at most %.0f per second", sv->cfg.rate);
  } else if (strcmp(ep, "metrics") == 0) {
    res = get_metrics(sv, c, r);
  } else if (strncmp(ep, "submissions/", 12) == 0) {
    res = get_submission(sv, c, r, &p, ep + 12);
  } else if (strcmp(ep, "sessions") == 0 && !p.admin) {
    res = send_error(c, r, 403, "admin_only", "creating sessions needs the admin token");
  } else if (strcmp(ep, "sessions") != 0 && p.admin) {
    res = send_error(c, r, 403, "session_only", "this endpoint needs a session token");
  } else if (strcmp(ep, "task") == 0) {
    res = get_task(sv, c, r, &p);
  } else {
    json_error_t jerr;
    json_t *body = r->len ? json_loadb(r->body, r->len, JSON_REJECT_DUPLICATES, &jerr) : NULL;
    if (!json_is_object(body)) {
      res = send_error(c, r, 400, "malformed_json", "the body must be one JSON object%s%s", body || !r->len ? "" : ": ",
                       body || !r->len ? "" : jerr.text);
    } else if (strcmp(ep, "sessions") == 0) {
      res = post_sessions(sv, c, r, body);
    } else {
      res = post_grade(sv, c, r, &p, body,
                       strcmp(ep, "score") == 0    ? JOB_SCORE
                       : strcmp(ep, "submit") == 0 ? JOB_SUBMIT
                                                   : JOB_PROFILE);
    }
    json_decref(body);
  }
  principal_free(&p);
  return res;
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                                  const char *version, const char *upload_data, size_t *upload_data_size,
                                  void **con_cls)
{
  (void)version;
  server *sv = cls;
  request *r = *con_cls;
  if (!r) {
    r = calloc(1, sizeof *r);
    if (!r) return MHD_NO;
    r->start_s = serve_now_s();
    snprintf(r->who, sizeof r->who, "-");
    snprintf(r->method, sizeof r->method, "%s", method);
    snprintf(r->path, sizeof r->path, "%s", url);
    for (char *q = r->path; *q; q++)
      if (!isgraph((unsigned char)*q)) *q = '?'; /* one line per request, whatever the client sent */
    *con_cls = r;
    pthread_mutex_lock(&sv->mu);
    sv->requests++;
    pthread_mutex_unlock(&sv->mu);
    const char *cl = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
    if (cl && strtoull(cl, NULL, 10) > sv->cfg.max_body) {
      r->too_big = 1;
      return send_error(c, r, 413, "body_too_large", "the body is larger than %zu bytes", sv->cfg.max_body);
    }
    return MHD_YES;
  }
  if (*upload_data_size) {
    if (serve_now_s() - r->start_s > sv->cfg.body_timeout_s) return MHD_NO; /* a slow client: drop it */
    if (!r->too_big && r->len + *upload_data_size > sv->cfg.max_body) {
      r->too_big = 1;
      free(r->body);
      r->body = NULL;
      r->len = 0;
    }
    if (!r->too_big) {
      if (r->len + *upload_data_size > r->cap) {
        size_t cap = r->cap ? r->cap : 4096;
        while (cap < r->len + *upload_data_size) cap *= 2;
        char *grown = realloc(r->body, cap);
        if (!grown) return MHD_NO;
        r->body = grown;
        r->cap = cap;
      }
      memcpy(r->body + r->len, upload_data, *upload_data_size);
      r->len += *upload_data_size;
    }
    *upload_data_size = 0;
    return MHD_YES;
  }
  if (r->status) return MHD_YES; /* answered already (413 on its Content-Length) */
  if (r->too_big) return send_error(c, r, 413, "body_too_large", "the body is larger than %zu bytes", sv->cfg.max_body);
  return dispatch(sv, c, r, url, method);
}

static void on_completed(void *cls, struct MHD_Connection *c, void **con_cls, enum MHD_RequestTerminationCode toe)
{
  (void)cls;
  (void)c;
  request *r = *con_cls;
  if (!r) return;
  /* A request answered was logged then; one that ended before an answer is logged now. */
  if (!r->logged) log_request(r, toe == MHD_REQUEST_TERMINATED_COMPLETED_OK ? "" : " (aborted)");
  free(r->body);
  free(r);
  *con_cls = NULL;
}

struct MHD_Daemon *serve_http_start(server *sv, int fd)
{
  struct MHD_Daemon *d = MHD_start_daemon(
      MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_USE_ERROR_LOG, 0, NULL, NULL,
      on_request, sv, MHD_OPTION_LISTEN_SOCKET, fd, MHD_OPTION_CONNECTION_TIMEOUT, sv->cfg.conn_timeout_s,
      MHD_OPTION_CONNECTION_LIMIT, sv->cfg.max_connections, MHD_OPTION_NOTIFY_COMPLETED, on_completed, sv,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)64 * 1024, MHD_OPTION_END);
  if (!d) fprintf(stderr, "hpcab-serve: the HTTP daemon could not start\n");
  return d;
}
