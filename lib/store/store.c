/* lib/store/store.c — the SQLite result store (hpcab/store.h). */
#include <errno.h>
#include <sodium.h>
#include <sqlite3.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <zstd.h>

#include "hpcab/store.h"
#include "hpcab/hash.h"
#include "hpcab/session.h"
#include "internal.h"
#include "first_layouts.h"

#define STORE_SCHEMA_VERSION "1"
#define STORE_BUSY_TIMEOUT_MS 60000

struct hpcab_store {
  sqlite3 *db;
  char *path;
  /* strings returned by hpcab_store_get_grade, valid until the next call */
  char *g_key, *g_kernel, *g_cand, *g_status, *g_json, *g_report;
  /* strings returned by the service getters, valid until the next call */
  char *s_id, *s_kernels, *s_precision;
  char *u_session, *u_kernel, *u_cand, *u_status, *u_json;
};

static const char SCHEMA[] =
    "CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS candidates(sha256 TEXT PRIMARY KEY, name TEXT, size INTEGER NOT NULL,"
    "  zdata BLOB NOT NULL, created INTEGER NOT NULL);"
    "CREATE TABLE IF NOT EXISTS kernels(manifest_hash TEXT PRIMARY KEY, kernel_id TEXT NOT NULL,"
    "  manifest TEXT NOT NULL, created INTEGER NOT NULL);"
    "CREATE TABLE IF NOT EXISTS grades(id INTEGER PRIMARY KEY, cache_key TEXT NOT NULL UNIQUE,"
    "  kernel_id TEXT NOT NULL, candidate_sha256 TEXT NOT NULL, status TEXT NOT NULL, speedup REAL,"
    "  json TEXT NOT NULL, report TEXT NOT NULL, created INTEGER NOT NULL);"
    "CREATE TABLE IF NOT EXISTS samples(grade_id INTEGER NOT NULL REFERENCES grades(id) ON DELETE CASCADE,"
    "  input INTEGER NOT NULL, side INTEGER NOT NULL, n INTEGER NOT NULL, ns BLOB NOT NULL);"
    "CREATE INDEX IF NOT EXISTS samples_grade ON samples(grade_id);"
    "CREATE TABLE IF NOT EXISTS profiles(machine_key TEXT PRIMARY KEY, text TEXT NOT NULL,"
    "  updated INTEGER NOT NULL);"
    "CREATE TABLE IF NOT EXISTS sessions(session TEXT PRIMARY KEY, mode INTEGER NOT NULL,"
    "  created INTEGER NOT NULL);"
    "CREATE TABLE IF NOT EXISTS session_uses(session TEXT NOT NULL, kernel_id TEXT NOT NULL,"
    "  route INTEGER NOT NULL, count INTEGER NOT NULL, PRIMARY KEY(session, kernel_id, route));"
    "INSERT OR IGNORE INTO meta(key, value) VALUES('schema_version', '" STORE_SCHEMA_VERSION "');";

/* Migration 1 (additive: a judge built before it opens the store unchanged): the judge service's
   sessions (bearer tokens kept only as SHA-256 hashes) and submissions. */
#define SERVICE_SCHEMA_VERSION "1"
static const char SERVICE_SCHEMA[] =
    "CREATE TABLE IF NOT EXISTS service_sessions(id TEXT PRIMARY KEY, token_sha256 TEXT NOT NULL UNIQUE,"
    "  mode INTEGER NOT NULL, kernels TEXT NOT NULL, precision TEXT NOT NULL, max_scores INTEGER NOT NULL,"
    "  deadline INTEGER NOT NULL, created INTEGER NOT NULL);"
    "CREATE TABLE IF NOT EXISTS service_submissions(id INTEGER PRIMARY KEY, session TEXT NOT NULL,"
    "  kernel_id TEXT NOT NULL, route INTEGER NOT NULL, candidate_sha256 TEXT NOT NULL, state INTEGER NOT NULL,"
    "  status TEXT NOT NULL DEFAULT '', speedup REAL NOT NULL DEFAULT 0, verdict TEXT NOT NULL DEFAULT '',"
    "  created_ns INTEGER NOT NULL, timing_begin_ns INTEGER NOT NULL DEFAULT 0,"
    "  timing_end_ns INTEGER NOT NULL DEFAULT 0, finished_ns INTEGER NOT NULL DEFAULT 0);"
    "CREATE INDEX IF NOT EXISTS service_submissions_state ON service_submissions(state);"
    "INSERT OR IGNORE INTO meta(key, value) VALUES('service_schema_version', '" SERVICE_SCHEMA_VERSION "');";

static hpcab_status db_error(hpcab_store *s, const char *what)
{
  return hpcab__seterr(HPCAB_E_STORE, "store %s: %s: %s", s->path, what, sqlite3_errmsg(s->db));
}

static hpcab_status exec_sql(hpcab_store *s, const char *sql, const char *what)
{
  char *msg = NULL;
  if (sqlite3_exec(s->db, sql, NULL, NULL, &msg) != SQLITE_OK) {
    hpcab__seterr(HPCAB_E_STORE, "store %s: %s: %s", s->path, what, msg ? msg : sqlite3_errmsg(s->db));
    sqlite3_free(msg);
    return HPCAB_E_STORE;
  }
  return HPCAB_OK;
}

static hpcab_status prepare(hpcab_store *s, const char *sql, sqlite3_stmt **stmt)
{
  if (sqlite3_prepare_v2(s->db, sql, -1, stmt, NULL) != SQLITE_OK) return db_error(s, "prepare");
  return HPCAB_OK;
}

/* Switches the database to WAL. The switch needs the database to itself, and SQLite does not wait for
   that through the busy handler, so a store being created by several judges at once retries here
   (until the busy timeout) instead of failing with "database is locked". */
static hpcab_status set_wal_mode(hpcab_store *s)
{
  for (int waited_ms = 0;; waited_ms += 20) {
    sqlite3_stmt *q;
    int rc = sqlite3_prepare_v2(s->db, "PRAGMA journal_mode=WAL", -1, &q, NULL);
    if (rc == SQLITE_OK) {
      rc = sqlite3_step(q);
      int wal =
          rc == SQLITE_ROW && sqlite3_column_text(q, 0) && strcmp((const char *)sqlite3_column_text(q, 0), "wal") == 0;
      sqlite3_finalize(q);
      if (wal) return HPCAB_OK;
    }
    /* busy: an error, or the old mode returned unchanged while another connection holds the file */
    int limit = rc == SQLITE_ROW ? 5000 : STORE_BUSY_TIMEOUT_MS;
    if ((rc != SQLITE_BUSY && rc != SQLITE_LOCKED && rc != SQLITE_ROW) || waited_ms >= limit)
      return rc == SQLITE_ROW ? hpcab__seterr(HPCAB_E_STORE, "store %s: cannot switch to WAL mode", s->path)
                              : db_error(s, "set WAL mode");
    struct timespec pause = {0, 20 * 1000 * 1000};
    nanosleep(&pause, NULL);
  }
}

/* Takes the group and other bits off `path` when it is a file of ours (a store made by an older
   version at 0644, or one SQLite has just created under the umask): the store holds every candidate's
   source and every grade, readable by its owner only, like its directory. SQLite gives its -wal and
   -shm files the database's mode. This works on the path and never opens the file: POSIX locks
   belong to the process, and closing any descriptor of the file would drop every lock that another
   connection of this process (a service's, while its grades open the store again) holds on it — and
   the next process to close its connection would then delete the WAL from under that connection. */
static void private_file(const char *path)
{
  struct stat st;
  if (lstat(path, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == geteuid() && (st.st_mode & 077))
    (void)chmod(path, st.st_mode & 0700);
}

/* private_file for the database and its -wal and -shm files. */
static void private_files(const char *path)
{
  private_file(path);
  for (int k = 0; k < 2; k++) {
    char *side = hpcab__asprintf("%s%s", path, k ? "-shm" : "-wal");
    if (side) private_file(side);
    free(side);
  }
}

HPCAB_API hpcab_status hpcab_store_open(const char *path, hpcab_store **out)
{
  if (!path || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_open: NULL argument");
  *out = NULL;
  hpcab_status st = hpcab__mkdir_parents(path, 0700);
  if (st) return st;
  hpcab_store *s = calloc(1, sizeof *s);
  if (!s) return hpcab__nomem("store", sizeof *s);
  s->path = hpcab__strdup(path);
  if (!s->path) {
    free(s);
    return HPCAB_E_NOMEM;
  }
  private_files(path); /* before SQLite opens them: an older store's -wal and -shm are opened 0644 */
  int rc = sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, NULL);
  private_file(path); /* a store SQLite has just created, before its -wal and -shm take its mode */
  if (rc != SQLITE_OK) {
    st = s->db ? db_error(s, "open") : hpcab__nomem("sqlite", 0);
    hpcab_store_close(s);
    return st;
  }
  sqlite3_busy_timeout(s->db, STORE_BUSY_TIMEOUT_MS);
  st = set_wal_mode(s);
  if (!st) st = exec_sql(s, "PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;", "set pragmas");
  if (!st) st = exec_sql(s, "BEGIN IMMEDIATE;", "begin");
  if (!st) {
    st = exec_sql(s, SCHEMA, "create schema");
    if (!st) st = exec_sql(s, SERVICE_SCHEMA, "create the service tables");
    st = exec_sql(s, st ? "ROLLBACK;" : "COMMIT;", "commit schema") ? HPCAB_E_STORE : st;
  }
  if (!st) {
    sqlite3_stmt *q;
    st = prepare(s, "SELECT value FROM meta WHERE key = 'schema_version'", &q);
    if (!st) {
      if (sqlite3_step(q) != SQLITE_ROW || strcmp((const char *)sqlite3_column_text(q, 0), STORE_SCHEMA_VERSION) != 0)
        st = hpcab__seterr(HPCAB_E_STORE, "store %s: unknown schema version (expected %s)", path, STORE_SCHEMA_VERSION);
      sqlite3_finalize(q);
    }
  }
  if (st) {
    hpcab_store_close(s);
    return st;
  }
  *out = s;
  return HPCAB_OK;
}

static void free_grade_strings(hpcab_store *s)
{
  free(s->g_key);
  free(s->g_kernel);
  free(s->g_cand);
  free(s->g_status);
  free(s->g_json);
  free(s->g_report);
  s->g_key = s->g_kernel = s->g_cand = s->g_status = s->g_json = s->g_report = NULL;
}

static void free_service_strings(hpcab_store *s)
{
  char **all[] = {&s->s_id,     &s->s_kernels, &s->s_precision, &s->u_session,
                  &s->u_kernel, &s->u_cand,    &s->u_status,    &s->u_json};
  for (size_t i = 0; i < sizeof all / sizeof *all; i++) {
    free(*all[i]);
    *all[i] = NULL;
  }
}

HPCAB_API void hpcab_store_close(hpcab_store *store)
{
  if (!store) return;
  sqlite3_close_v2(store->db);
  free_grade_strings(store);
  free_service_strings(store);
  free(store->path);
  free(store);
}

HPCAB_API hpcab_status hpcab_store_put_candidate(hpcab_store *store, const char *name, const void *bytes, size_t len,
                                                 char sha256_hex[65])
{
  if (!store || (!bytes && len)) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_put_candidate: NULL argument");
  char hex[65];
  hpcab_sha256_hex(bytes, len, hex);
  if (sha256_hex) memcpy(sha256_hex, hex, sizeof hex);
  size_t cap = ZSTD_compressBound(len);
  void *z = malloc(cap ? cap : 1);
  if (!z) return hpcab__nomem("candidate compression", cap);
  size_t zn = ZSTD_compress(z, cap, bytes, len, 3);
  if (ZSTD_isError(zn)) {
    free(z);
    return hpcab__seterr(HPCAB_E_INTERNAL, "zstd: %s", ZSTD_getErrorName(zn));
  }
  sqlite3_stmt *q;
  hpcab_status st =
      prepare(store, "INSERT OR IGNORE INTO candidates(sha256, name, size, zdata, created) VALUES(?, ?, ?, ?, ?)", &q);
  if (!st) {
    sqlite3_bind_text(q, 1, hex, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(q, 2, name ? name : "", -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(q, 3, (sqlite3_int64)len);
    sqlite3_bind_blob(q, 4, z, (int)zn, SQLITE_TRANSIENT);
    sqlite3_bind_int64(q, 5, (sqlite3_int64)time(NULL));
    if (sqlite3_step(q) != SQLITE_DONE) st = db_error(store, "store candidate");
    sqlite3_finalize(q);
  }
  free(z);
  return st;
}

HPCAB_API hpcab_status hpcab_store_get_candidate(hpcab_store *store, const char *sha256_hex, void **bytes, size_t *len)
{
  if (!store || !sha256_hex || !bytes || !len)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_get_candidate: NULL argument");
  *bytes = NULL;
  *len = 0;
  sqlite3_stmt *q;
  hpcab_status st = prepare(store, "SELECT size, zdata FROM candidates WHERE sha256 = ?", &q);
  if (st) return st;
  sqlite3_bind_text(q, 1, sha256_hex, -1, SQLITE_TRANSIENT);
  int rc = sqlite3_step(q);
  if (rc == SQLITE_DONE) {
    st = hpcab__seterr(HPCAB_E_NOTFOUND, "store: no candidate with sha256 %s", sha256_hex);
  } else if (rc != SQLITE_ROW) {
    st = db_error(store, "read candidate");
  } else {
    size_t n = (size_t)sqlite3_column_int64(q, 0);
    void *buf = malloc(n ? n : 1);
    if (!buf) {
      st = hpcab__nomem("candidate", n);
    } else {
      size_t got = ZSTD_decompress(buf, n, sqlite3_column_blob(q, 1), (size_t)sqlite3_column_bytes(q, 1));
      if (ZSTD_isError(got) || got != n) {
        free(buf);
        st = hpcab__seterr(HPCAB_E_STORE, "store: candidate %s is corrupt", sha256_hex);
      } else {
        *bytes = buf;
        *len = n;
      }
    }
  }
  sqlite3_finalize(q);
  return st;
}

HPCAB_API hpcab_status hpcab_store_put_grade(hpcab_store *store, const hpcab_stored_grade *g,
                                             const hpcab_sample_set *sets, size_t nsets)
{
  hpcab_stored_grade gin;
  if (g && hpcab__struct_in(&gin, sizeof gin, g, HPCAB__FIRST_STORED_GRADE, "hpcab_store_put_grade"))
    return HPCAB_E_INVALID;
  if (g) g = &gin;
  if (!store || !g || !g->cache_key || !g->kernel_id || !g->candidate_sha256 || !g->status || (!sets && nsets))
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_put_grade: missing field");
  hpcab_status st = exec_sql(store, "BEGIN IMMEDIATE;", "begin grade");
  if (st) return st;
  sqlite3_stmt *q = NULL;
  st = prepare(store,
               "INSERT OR IGNORE INTO grades(cache_key, kernel_id, candidate_sha256, status, speedup, json, report,"
               " created) VALUES(?, ?, ?, ?, ?, ?, ?, ?)",
               &q);
  int inserted = 0;
  if (!st) {
    sqlite3_bind_text(q, 1, g->cache_key, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(q, 2, g->kernel_id, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(q, 3, g->candidate_sha256, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(q, 4, g->status, -1, SQLITE_TRANSIENT);
    sqlite3_bind_double(q, 5, g->speedup);
    sqlite3_bind_text(q, 6, g->json ? g->json : "{}", -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(q, 7, g->report ? g->report : "", -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(q, 8, (sqlite3_int64)time(NULL));
    if (sqlite3_step(q) != SQLITE_DONE)
      st = db_error(store, "store grade");
    else
      inserted = sqlite3_changes(store->db) == 1;
    sqlite3_finalize(q);
  }
  if (!st && inserted && nsets) {
    sqlite3_int64 gid = sqlite3_last_insert_rowid(store->db);
    st = prepare(store, "INSERT INTO samples(grade_id, input, side, n, ns) VALUES(?, ?, ?, ?, ?)", &q);
    for (size_t i = 0; !st && i < nsets; i++) {
      sqlite3_bind_int64(q, 1, gid);
      sqlite3_bind_int(q, 2, sets[i].input);
      sqlite3_bind_int(q, 3, sets[i].side);
      sqlite3_bind_int64(q, 4, (sqlite3_int64)sets[i].n);
      sqlite3_bind_blob64(q, 5, sets[i].n ? (const void *)sets[i].ns : (const void *)"",
                          (sqlite3_uint64)(sets[i].n * sizeof(double)), SQLITE_STATIC);
      if (sqlite3_step(q) != SQLITE_DONE) st = db_error(store, "store samples");
      sqlite3_reset(q);
    }
    if (q) sqlite3_finalize(q);
  }
  if (!st) st = hpcab__store_mark_latest(store, g->cache_key);
  if (st) {
    char saved[512];
    snprintf(saved, sizeof saved, "%s", hpcab_last_error());
    exec_sql(store, "ROLLBACK;", "rollback grade");
    return hpcab__seterr(st, "%s", saved);
  }
  return exec_sql(store, "COMMIT;", "commit grade");
}

hpcab_status hpcab__store_mark_latest(struct hpcab_store *store, const char *cache_key)
{
  sqlite3_stmt *q;
  hpcab_status st = prepare(store, "INSERT OR REPLACE INTO meta(key, value) VALUES('latest_grade', ?)", &q);
  if (st) return st;
  sqlite3_bind_text(q, 1, cache_key, -1, SQLITE_TRANSIENT);
  if (sqlite3_step(q) != SQLITE_DONE) st = db_error(store, "mark the latest grade");
  sqlite3_finalize(q);
  return st;
}

static char *column_dup(sqlite3_stmt *q, int col)
{
  const unsigned char *t = sqlite3_column_text(q, col);
  return hpcab__strdup(t ? (const char *)t : "");
}

/* Reads the first row of `sql` (id, cache_key, kernel_id, candidate_sha256, status, speedup, json,
   report, created), its one parameter bound to `arg` (NULL: none), into *out. */
static hpcab_status read_grade(hpcab_store *store, const char *sql, const char *arg, const char *what,
                               hpcab_stored_grade *out)
{
  if (hpcab__struct_check(out, HPCAB__FIRST_STORED_GRADE, SIZE_MAX, "hpcab_store_get_grade")) return HPCAB_E_INVALID;
  hpcab_stored_grade *dst = out, full = {.size = sizeof full};
  out = &full;
  sqlite3_stmt *q;
  hpcab_status st = prepare(store, sql, &q);
  if (st) return st;
  if (arg) sqlite3_bind_text(q, 1, arg, -1, SQLITE_TRANSIENT);
  int rc = sqlite3_step(q);
  if (rc == SQLITE_DONE) {
    st = hpcab__seterr(HPCAB_E_NOTFOUND, "store: no grade %s", what);
  } else if (rc != SQLITE_ROW) {
    st = db_error(store, "read grade");
  } else {
    free_grade_strings(store);
    store->g_key = column_dup(q, 1);
    store->g_kernel = column_dup(q, 2);
    store->g_cand = column_dup(q, 3);
    store->g_status = column_dup(q, 4);
    store->g_json = column_dup(q, 6);
    store->g_report = column_dup(q, 7);
    if (!store->g_key || !store->g_kernel || !store->g_cand || !store->g_status || !store->g_json || !store->g_report) {
      st = HPCAB_E_NOMEM;
    } else {
      out->id = sqlite3_column_int64(q, 0);
      out->cache_key = store->g_key;
      out->kernel_id = store->g_kernel;
      out->candidate_sha256 = store->g_cand;
      out->status = store->g_status;
      out->speedup = sqlite3_column_double(q, 5);
      out->json = store->g_json;
      out->report = store->g_report;
      out->created_unix = sqlite3_column_int64(q, 8);
    }
  }
  sqlite3_finalize(q);
  if (!st) st = hpcab__struct_out(dst, out, sizeof *out, HPCAB__FIRST_STORED_GRADE, "hpcab_store_get_grade");
  return st;
}

#define GRADE_COLUMNS                                                                                                  \
  "SELECT id, cache_key, kernel_id, candidate_sha256, status, speedup, json, report, created FROM grades"

HPCAB_API hpcab_status hpcab_store_get_grade(hpcab_store *store, const char *cache_key, hpcab_stored_grade *out)
{
  if (!store || !cache_key) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_get_grade: NULL argument");
  char what[128];
  snprintf(what, sizeof what, "with key %.64s", cache_key);
  return read_grade(store, GRADE_COLUMNS " WHERE cache_key = ?", cache_key, what, out);
}

HPCAB_API hpcab_status hpcab_store_find_grade(hpcab_store *store, const char *id, hpcab_stored_grade *out)
{
  if (!store || !id) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_find_grade: NULL argument");
  if (hpcab__struct_check(out, HPCAB__FIRST_STORED_GRADE, SIZE_MAX, "hpcab_store_find_grade")) return HPCAB_E_INVALID;
  if (strcmp(id, "latest") == 0) { /* the grade served last, stored or from the cache; else the last stored */
    hpcab_status st =
        read_grade(store, GRADE_COLUMNS " WHERE cache_key = (SELECT value FROM meta WHERE key = 'latest_grade')", NULL,
                   "served yet", out);
    if (st != HPCAB_E_NOTFOUND) return st;
    hpcab_error_clear();
    return read_grade(store, GRADE_COLUMNS " ORDER BY id DESC LIMIT 1", NULL, "stored yet", out);
  }
  size_t n = strlen(id);
  if (n < 6 || n > 64 || strspn(id, "0123456789abcdef") != n)
    return hpcab__seterr(HPCAB_E_INVALID,
                         "store: '%.80s' is not a grade key (6 to 64 lowercase hex digits) or 'latest'", id);
  char pattern[80], what[128];
  snprintf(pattern, sizeof pattern, "%s*", id);
  snprintf(what, sizeof what, "with a key starting %s", id);
  sqlite3_stmt *q;
  hpcab_status st = prepare(store, "SELECT COUNT(*) FROM grades WHERE cache_key GLOB ?", &q);
  if (st) return st;
  sqlite3_bind_text(q, 1, pattern, -1, SQLITE_TRANSIENT);
  int64_t count = sqlite3_step(q) == SQLITE_ROW ? sqlite3_column_int64(q, 0) : -1;
  sqlite3_finalize(q);
  if (count < 0) return db_error(store, "find grade");
  if (count > 1)
    return hpcab__seterr(HPCAB_E_INVALID, "store: %lld grades have keys starting %s: give more digits",
                         (long long)count, id);
  return read_grade(store, GRADE_COLUMNS " WHERE cache_key GLOB ?", pattern, what, out);
}

HPCAB_API hpcab_status hpcab_store_get_samples(hpcab_store *store, int64_t grade_id, hpcab_sample_set **sets,
                                               size_t *nsets)
{
  if (!store || !sets || !nsets) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_get_samples: NULL argument");
  *sets = NULL;
  *nsets = 0;
  sqlite3_stmt *q;
  hpcab_status st =
      prepare(store, "SELECT input, side, n, ns FROM samples WHERE grade_id = ? ORDER BY input, side", &q);
  if (st) return st;
  sqlite3_bind_int64(q, 1, grade_id);
  hpcab_sample_set *v = NULL;
  size_t n = 0, cap = 0;
  int rc;
  while (!st && (rc = sqlite3_step(q)) == SQLITE_ROW) {
    size_t count = (size_t)sqlite3_column_int64(q, 2), bytes = (size_t)sqlite3_column_bytes(q, 3);
    if (bytes != count * sizeof(double)) {
      st = hpcab__seterr(HPCAB_E_STORE, "store: grade %lld: a sample set of %zu values holds %zu bytes",
                         (long long)grade_id, count, bytes);
      break;
    }
    if (n == cap) {
      cap = cap ? 2 * cap : 8;
      hpcab_sample_set *nv = realloc(v, cap * sizeof *nv);
      if (!nv) {
        st = hpcab__nomem("sample sets", cap * sizeof *nv);
        break;
      }
      v = nv;
    }
    double *ns = malloc(bytes ? bytes : 1);
    if (!ns) {
      st = hpcab__nomem("samples", bytes);
      break;
    }
    if (bytes) memcpy(ns, sqlite3_column_blob(q, 3), bytes);
    v[n++] = (hpcab_sample_set){sqlite3_column_int(q, 0), sqlite3_column_int(q, 1), count, ns};
  }
  if (!st && rc != SQLITE_DONE) st = db_error(store, "read samples");
  sqlite3_finalize(q);
  if (st) {
    hpcab_store_samples_free(v, n);
    return st;
  }
  *sets = v;
  *nsets = n;
  return HPCAB_OK;
}

HPCAB_API void hpcab_store_samples_free(hpcab_sample_set *sets, size_t nsets)
{
  for (size_t i = 0; sets && i < nsets; i++) free((void *)sets[i].ns);
  free(sets);
}

HPCAB_API hpcab_status hpcab_store_count_samples(hpcab_store *store, int64_t grade_id, int64_t *count)
{
  if (!store || !count) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_count_samples: NULL argument");
  sqlite3_stmt *q;
  hpcab_status st = prepare(store, "SELECT COALESCE(SUM(n), 0) FROM samples WHERE grade_id = ?", &q);
  if (st) return st;
  sqlite3_bind_int64(q, 1, grade_id);
  if (sqlite3_step(q) == SQLITE_ROW)
    *count = sqlite3_column_int64(q, 0);
  else
    st = db_error(store, "count samples");
  sqlite3_finalize(q);
  return st;
}

HPCAB_API hpcab_status hpcab_store_put_kernel(hpcab_store *store, const char *kernel_id, const char *manifest_hash_hex,
                                              const char *manifest_text)
{
  if (!store || !kernel_id || !manifest_hash_hex || !manifest_text)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_put_kernel: NULL argument");
  sqlite3_stmt *q;
  hpcab_status st = prepare(
      store, "INSERT OR IGNORE INTO kernels(manifest_hash, kernel_id, manifest, created) VALUES(?, ?, ?, ?)", &q);
  if (st) return st;
  sqlite3_bind_text(q, 1, manifest_hash_hex, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(q, 2, kernel_id, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(q, 3, manifest_text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64(q, 4, (sqlite3_int64)time(NULL));
  if (sqlite3_step(q) != SQLITE_DONE) st = db_error(store, "store kernel");
  sqlite3_finalize(q);
  return st;
}

HPCAB_API hpcab_status hpcab_store_put_profile(hpcab_store *store, const char *machine_key, const char *text)
{
  if (!store || !machine_key || !text) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_put_profile: NULL argument");
  sqlite3_stmt *q;
  hpcab_status st = prepare(store, "INSERT OR REPLACE INTO profiles(machine_key, text, updated) VALUES(?, ?, ?)", &q);
  if (st) return st;
  sqlite3_bind_text(q, 1, machine_key, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(q, 2, text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64(q, 3, (sqlite3_int64)time(NULL));
  if (sqlite3_step(q) != SQLITE_DONE) st = db_error(store, "store profile");
  sqlite3_finalize(q);
  return st;
}

/* Inside an open transaction: checks and records one use; returns HPCAB_E_REFUSED with a reason. */
static hpcab_status session_use_locked(hpcab_store *s, const char *session, hpcab_mode mode, hpcab_route route,
                                       const char *kernel_id)
{
  sqlite3_stmt *q;
  hpcab_status st = prepare(s, "SELECT mode FROM sessions WHERE session = ?", &q);
  if (st) return st;
  sqlite3_bind_text(q, 1, session, -1, SQLITE_TRANSIENT);
  int rc = sqlite3_step(q);
  int known = rc == SQLITE_ROW;
  int stored_mode = known ? sqlite3_column_int(q, 0) : (int)mode;
  if (rc != SQLITE_ROW && rc != SQLITE_DONE) st = db_error(s, "read session");
  sqlite3_finalize(q);
  if (st) return st;
  if (stored_mode != (int)mode || stored_mode < 0 || stored_mode > 2)
    return hpcab__seterr(HPCAB_E_REFUSED, "session '%s' was opened in %s mode; it cannot be used in %s mode", session,
                         hpcab__mode_names[stored_mode >= 0 && stored_mode <= 2 ? stored_mode : 0],
                         hpcab__mode_names[mode]);
  if (route == HPCAB_ROUTE_SCORE && mode == HPCAB_MODE_BLIND)
    return hpcab__seterr(HPCAB_E_REFUSED, "session '%s' is in blind mode: no scores are given", session);
  if (!known) {
    st = prepare(s, "INSERT INTO sessions(session, mode, created) VALUES(?, ?, ?)", &q);
    if (st) return st;
    sqlite3_bind_text(q, 1, session, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int(q, 2, (int)mode);
    sqlite3_bind_int64(q, 3, (sqlite3_int64)time(NULL));
    if (sqlite3_step(q) != SQLITE_DONE) st = db_error(s, "create session");
    sqlite3_finalize(q);
    if (st) return st;
  }
  st = prepare(s, "SELECT count FROM session_uses WHERE session = ? AND kernel_id = ? AND route = ?", &q);
  if (st) return st;
  sqlite3_bind_text(q, 1, session, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(q, 2, kernel_id, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int(q, 3, (int)route);
  int64_t used = sqlite3_step(q) == SQLITE_ROW ? sqlite3_column_int64(q, 0) : 0;
  sqlite3_finalize(q);
  if (route == HPCAB_ROUTE_SUBMIT && mode != HPCAB_MODE_OPEN && used >= 1)
    return hpcab__seterr(HPCAB_E_REFUSED,
                         "session '%s' (%s mode) has already submitted for %s: one submission is allowed", session,
                         hpcab__mode_names[mode], kernel_id);
  st = prepare(s,
               "INSERT INTO session_uses(session, kernel_id, route, count) VALUES(?, ?, ?, 1)"
               " ON CONFLICT(session, kernel_id, route) DO UPDATE SET count = count + 1",
               &q);
  if (st) return st;
  sqlite3_bind_text(q, 1, session, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(q, 2, kernel_id, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int(q, 3, (int)route);
  if (sqlite3_step(q) != SQLITE_DONE) st = db_error(s, "record session use");
  sqlite3_finalize(q);
  return st;
}

HPCAB_API hpcab_status hpcab_store_session_use(hpcab_store *store, const char *session, hpcab_mode mode,
                                               hpcab_route route, const char *kernel_id)
{
  if (!store || !session || !kernel_id || (int)mode < 0 || mode > HPCAB_MODE_BLIND)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_session_use: invalid argument");
  hpcab_status st = exec_sql(store, "BEGIN IMMEDIATE;", "begin session use");
  if (st) return st;
  st = session_use_locked(store, session, mode, route, kernel_id);
  if (st) {
    char saved[1024];
    snprintf(saved, sizeof saved, "%s", hpcab_last_error());
    exec_sql(store, "ROLLBACK;", "rollback session use");
    return hpcab__seterr(st, "%s", saved);
  }
  return exec_sql(store, "COMMIT;", "commit session use");
}

/* ---- the judge service's records ---------------------------------------------------------------- */

HPCAB_API hpcab_status hpcab_store_service_session_add(hpcab_store *store, const hpcab_service_session *session,
                                                       const char *token_sha256_hex)
{
  hpcab_service_session sin;
  if (session &&
      hpcab__struct_in(&sin, sizeof sin, session, HPCAB__FIRST_SERVICE_SESSION, "hpcab_store_service_session_add"))
    return HPCAB_E_INVALID;
  if (session) session = &sin;
  if (!store || !session || !session->id || !*session->id || !session->kernels || !token_sha256_hex ||
      strlen(token_sha256_hex) != 64 || (int)session->mode < 0 || session->mode > HPCAB_MODE_BLIND ||
      session->max_scores < 0 || session->deadline_unix < 0)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_service_session_add: missing or invalid field");
  sqlite3_stmt *q;
  hpcab_status st =
      prepare(store,
              "INSERT INTO service_sessions(id, token_sha256, mode, kernels, precision, max_scores, deadline, created)"
              " VALUES(?, ?, ?, ?, ?, ?, ?, ?)",
              &q);
  if (st) return st;
  sqlite3_bind_text(q, 1, session->id, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(q, 2, token_sha256_hex, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int(q, 3, (int)session->mode);
  sqlite3_bind_text(q, 4, session->kernels, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(q, 5, session->precision ? session->precision : "", -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64(q, 6, session->max_scores);
  sqlite3_bind_int64(q, 7, session->deadline_unix);
  sqlite3_bind_int64(q, 8, session->created_unix ? session->created_unix : (int64_t)time(NULL));
  if (sqlite3_step(q) != SQLITE_DONE) st = db_error(store, "store service session");
  sqlite3_finalize(q);
  return st;
}

HPCAB_API hpcab_status hpcab_store_service_session_find(hpcab_store *store, const char *token_sha256_hex,
                                                        hpcab_service_session *out)
{
  if (!store || !token_sha256_hex)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_service_session_find: NULL argument");
  if (hpcab__struct_check(out, HPCAB__FIRST_SERVICE_SESSION, SIZE_MAX, "hpcab_store_service_session_find"))
    return HPCAB_E_INVALID;
  hpcab_service_session *dst = out, full = {.size = sizeof full};
  out = &full;
  sqlite3_stmt *q;
  hpcab_status st = prepare(store,
                            "SELECT id, mode, kernels, precision, max_scores, deadline, created FROM service_sessions"
                            " WHERE token_sha256 = ?",
                            &q);
  if (st) return st;
  sqlite3_bind_text(q, 1, token_sha256_hex, -1, SQLITE_TRANSIENT);
  int rc = sqlite3_step(q);
  if (rc == SQLITE_DONE) {
    st = hpcab__seterr(HPCAB_E_NOTFOUND, "store: no service session has that token");
  } else if (rc != SQLITE_ROW) {
    st = db_error(store, "read service session");
  } else {
    free(store->s_id);
    free(store->s_kernels);
    free(store->s_precision);
    store->s_id = column_dup(q, 0);
    store->s_kernels = column_dup(q, 2);
    store->s_precision = column_dup(q, 3);
    if (!store->s_id || !store->s_kernels || !store->s_precision) {
      st = hpcab__nomem("service session", 0);
    } else {
      out->id = store->s_id;
      out->mode = (hpcab_mode)sqlite3_column_int(q, 1);
      out->kernels = store->s_kernels;
      out->precision = store->s_precision;
      out->max_scores = sqlite3_column_int64(q, 4);
      out->deadline_unix = sqlite3_column_int64(q, 5);
      out->created_unix = sqlite3_column_int64(q, 6);
    }
  }
  sqlite3_finalize(q);
  if (!st)
    st = hpcab__struct_out(dst, out, sizeof *out, HPCAB__FIRST_SERVICE_SESSION, "hpcab_store_service_session_find");
  return st;
}

static int64_t now_unix_ns(void)
{
  struct timespec t;
  clock_gettime(CLOCK_REALTIME, &t);
  return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

/* Runs one statement binding (text, text, int) or nothing; for the small service updates. */
static hpcab_status exec_bound(hpcab_store *s, const char *sql, const char *what, int nint, const int64_t *ints,
                               int ntext, const char *const *texts)
{
  sqlite3_stmt *q;
  hpcab_status st = prepare(s, sql, &q);
  if (st) return st;
  int k = 1;
  for (int i = 0; i < ntext; i++) sqlite3_bind_text(q, k++, texts[i], -1, SQLITE_TRANSIENT);
  for (int i = 0; i < nint; i++) sqlite3_bind_int64(q, k++, ints[i]);
  if (sqlite3_step(q) != SQLITE_DONE) st = db_error(s, what);
  sqlite3_finalize(q);
  return st;
}

/* Inside a transaction: gives one use of (session, kernel, route) back. */
static hpcab_status release_use(hpcab_store *s, const char *session, const char *kernel_id, int route)
{
  const char *texts[2] = {session, kernel_id};
  int64_t r = route;
  return exec_bound(
      s, "UPDATE session_uses SET count = count - 1 WHERE session = ? AND kernel_id = ? AND route = ? AND count > 0",
      "give a session use back", 1, &r, 2, texts);
}

static hpcab_status submission_open_locked(hpcab_store *s, const hpcab_service_session *se, hpcab_route route,
                                           const char *kernel_id, const char *sha, int64_t now_unix, int64_t *id,
                                           hpcab_refusal *why)
{
  if (se->deadline_unix > 0 && now_unix >= se->deadline_unix) {
    *why = HPCAB_REFUSAL_DEADLINE;
    return hpcab__seterr(HPCAB_E_REFUSED, "session %s: the deadline has passed", se->id);
  }
  if (route == HPCAB_ROUTE_SCORE && se->mode == HPCAB_MODE_BLIND) {
    *why = HPCAB_REFUSAL_BLIND;
    return hpcab__seterr(HPCAB_E_REFUSED, "session %s is in blind mode: no scores are given", se->id);
  }
  if (route == HPCAB_ROUTE_SCORE && se->max_scores > 0) {
    sqlite3_stmt *q;
    hpcab_status st =
        prepare(s, "SELECT COALESCE(SUM(count), 0) FROM session_uses WHERE session = ? AND route = 0", &q);
    if (st) return st;
    sqlite3_bind_text(q, 1, se->id, -1, SQLITE_TRANSIENT);
    int64_t used = sqlite3_step(q) == SQLITE_ROW ? sqlite3_column_int64(q, 0) : 0;
    sqlite3_finalize(q);
    if (used >= se->max_scores) {
      *why = HPCAB_REFUSAL_SCORE_LIMIT;
      return hpcab__seterr(HPCAB_E_REFUSED, "session %s has used its %lld scores", se->id, (long long)se->max_scores);
    }
  }
  hpcab_status st = session_use_locked(s, se->id, se->mode, route, kernel_id);
  if (st == HPCAB_E_REFUSED) *why = HPCAB_REFUSAL_ALREADY_SUBMITTED;
  if (st) return st;
  const char *texts[3] = {se->id, kernel_id, sha};
  int64_t ints[2] = {route, now_unix_ns()};
  st = exec_bound(s,
                  "INSERT INTO service_submissions(session, kernel_id, candidate_sha256, route, created_ns, state)"
                  " VALUES(?, ?, ?, ?, ?, 0)",
                  "store submission", 2, ints, 3, texts);
  if (!st) *id = sqlite3_last_insert_rowid(s->db);
  return st;
}

HPCAB_API hpcab_status hpcab_store_submission_open(hpcab_store *store, const hpcab_service_session *session,
                                                   hpcab_route route, const char *kernel_id,
                                                   const char *candidate_sha256, int64_t now_unix, int64_t *id,
                                                   hpcab_refusal *why)
{
  hpcab_refusal dummy;
  if (!why) why = &dummy;
  *why = HPCAB_REFUSAL_NONE;
  hpcab_service_session sin;
  if (session &&
      hpcab__struct_in(&sin, sizeof sin, session, HPCAB__FIRST_SERVICE_SESSION, "hpcab_store_submission_open"))
    return HPCAB_E_INVALID;
  if (session) session = &sin;
  if (!store || !session || !session->id || !kernel_id || !candidate_sha256 || !id ||
      (route != HPCAB_ROUTE_SCORE && route != HPCAB_ROUTE_SUBMIT) || (int)session->mode < 0 ||
      session->mode > HPCAB_MODE_BLIND)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_submission_open: invalid argument");
  hpcab_status st = exec_sql(store, "BEGIN IMMEDIATE;", "begin submission");
  if (st) return st;
  st = submission_open_locked(store, session, route, kernel_id, candidate_sha256, now_unix, id, why);
  if (st) {
    char saved[1024];
    snprintf(saved, sizeof saved, "%s", hpcab_last_error());
    exec_sql(store, "ROLLBACK;", "rollback submission");
    return hpcab__seterr(st, "%s", saved);
  }
  return exec_sql(store, "COMMIT;", "commit submission");
}

/* Runs an UPDATE of one submission; HPCAB_E_NOTFOUND when no row changed. */
static hpcab_status update_submission(hpcab_store *s, const char *sql, int nint, const int64_t *ints, int ntext,
                                      const char *const *texts)
{
  hpcab_status st = exec_bound(s, sql, "update submission", nint, ints, ntext, texts);
  if (!st && sqlite3_changes(s->db) == 0) st = hpcab__seterr(HPCAB_E_NOTFOUND, "store: no such submission");
  return st;
}

HPCAB_API hpcab_status hpcab_store_submission_running(hpcab_store *store, int64_t id)
{
  if (!store) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_submission_running: NULL store");
  return update_submission(store, "UPDATE service_submissions SET state = 1 WHERE id = ?", 1, &id, 0, NULL);
}

HPCAB_API hpcab_status hpcab_store_submission_timing(hpcab_store *store, int64_t id, int64_t begin_ns, int64_t end_ns)
{
  if (!store) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_submission_timing: NULL store");
  int64_t ints[3] = {begin_ns, end_ns, id};
  return update_submission(store, "UPDATE service_submissions SET timing_begin_ns = ?, timing_end_ns = ? WHERE id = ?",
                           3, ints, 0, NULL);
}

HPCAB_API hpcab_status hpcab_store_submission_finish(hpcab_store *store, int64_t id, hpcab_submission_state state,
                                                     const char *status, double speedup, const char *verdict_json)
{
  if (!store || !status || !verdict_json || (state != HPCAB_SUBMISSION_DONE && state != HPCAB_SUBMISSION_FAILED))
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_submission_finish: invalid argument");
  hpcab_status st = exec_sql(store, "BEGIN IMMEDIATE;", "begin finish");
  if (st) return st;
  sqlite3_stmt *q = NULL;
  st = prepare(store,
               "UPDATE service_submissions SET state = ?, status = ?, speedup = ?, verdict = ?, finished_ns = ?"
               " WHERE id = ? AND state IN (0, 1)",
               &q);
  if (!st) {
    sqlite3_bind_int(q, 1, (int)state);
    sqlite3_bind_text(q, 2, status, -1, SQLITE_TRANSIENT);
    sqlite3_bind_double(q, 3, speedup);
    sqlite3_bind_text(q, 4, verdict_json, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(q, 5, now_unix_ns());
    sqlite3_bind_int64(q, 6, id);
    if (sqlite3_step(q) != SQLITE_DONE)
      st = db_error(store, "finish submission");
    else if (sqlite3_changes(store->db) == 0)
      st = hpcab__seterr(HPCAB_E_NOTFOUND, "store: no open submission %lld", (long long)id);
    sqlite3_finalize(q);
  }
  if (!st && state == HPCAB_SUBMISSION_FAILED) {
    st = prepare(store, "SELECT session, kernel_id, route FROM service_submissions WHERE id = ?", &q);
    if (!st) {
      sqlite3_bind_int64(q, 1, id);
      if (sqlite3_step(q) == SQLITE_ROW) {
        char *se = column_dup(q, 0), *k = column_dup(q, 1);
        int route = sqlite3_column_int(q, 2);
        st = se && k ? release_use(store, se, k, route) : HPCAB_E_NOMEM;
        free(se);
        free(k);
      }
      sqlite3_finalize(q);
    }
  }
  if (st) {
    char saved[512];
    snprintf(saved, sizeof saved, "%s", hpcab_last_error());
    exec_sql(store, "ROLLBACK;", "rollback finish");
    return hpcab__seterr(st, "%s", saved);
  }
  return exec_sql(store, "COMMIT;", "commit finish");
}

HPCAB_API hpcab_status hpcab_store_submission_get(hpcab_store *store, int64_t id, hpcab_service_submission *out)
{
  if (!store) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_submission_get: NULL store");
  if (hpcab__struct_check(out, HPCAB__FIRST_SERVICE_SUBMISSION, SIZE_MAX, "hpcab_store_submission_get"))
    return HPCAB_E_INVALID;
  hpcab_service_submission *dst = out, full = {.size = sizeof full};
  out = &full;
  sqlite3_stmt *q;
  hpcab_status st =
      prepare(store,
              "SELECT id, session, kernel_id, route, candidate_sha256, state, status, speedup, verdict, created_ns,"
              " timing_begin_ns, timing_end_ns, finished_ns FROM service_submissions WHERE id = ?",
              &q);
  if (st) return st;
  sqlite3_bind_int64(q, 1, id);
  int rc = sqlite3_step(q);
  if (rc == SQLITE_DONE) {
    st = hpcab__seterr(HPCAB_E_NOTFOUND, "store: no submission %lld", (long long)id);
  } else if (rc != SQLITE_ROW) {
    st = db_error(store, "read submission");
  } else {
    char **text[5] = {&store->u_session, &store->u_kernel, &store->u_cand, &store->u_status, &store->u_json};
    const int col[5] = {1, 2, 4, 6, 8};
    for (int i = 0; i < 5; i++) {
      free(*text[i]);
      *text[i] = column_dup(q, col[i]);
      if (!*text[i]) st = HPCAB_E_NOMEM;
    }
    if (st) {
      hpcab__nomem("submission", 0);
    } else {
      out->id = sqlite3_column_int64(q, 0);
      out->session = store->u_session;
      out->kernel_id = store->u_kernel;
      out->route = (hpcab_route)sqlite3_column_int(q, 3);
      out->candidate_sha256 = store->u_cand;
      out->state = (hpcab_submission_state)sqlite3_column_int(q, 5);
      out->status = store->u_status;
      out->speedup = sqlite3_column_double(q, 7);
      out->verdict_json = store->u_json;
      out->created_ns = sqlite3_column_int64(q, 9);
      out->timing_begin_ns = sqlite3_column_int64(q, 10);
      out->timing_end_ns = sqlite3_column_int64(q, 11);
      out->finished_ns = sqlite3_column_int64(q, 12);
    }
  }
  sqlite3_finalize(q);
  if (!st) st = hpcab__struct_out(dst, out, sizeof *out, HPCAB__FIRST_SERVICE_SUBMISSION, "hpcab_store_submission_get");
  return st;
}

HPCAB_API hpcab_status hpcab_store_submissions_interrupt(hpcab_store *store, int64_t *count)
{
  if (count) *count = 0;
  if (!store) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_store_submissions_interrupt: NULL store");
  hpcab_status st = exec_sql(store, "BEGIN IMMEDIATE;", "begin interrupt");
  if (st) return st;
  sqlite3_stmt *q = NULL;
  int64_t n = 0;
  st = prepare(store, "SELECT session, kernel_id, route FROM service_submissions WHERE state IN (0, 1)", &q);
  while (!st) {
    int rc = sqlite3_step(q);
    if (rc == SQLITE_DONE) break;
    if (rc != SQLITE_ROW) {
      st = db_error(store, "read open submissions");
      break;
    }
    char *se = column_dup(q, 0), *k = column_dup(q, 1);
    st = se && k ? release_use(store, se, k, sqlite3_column_int(q, 2)) : HPCAB_E_NOMEM;
    free(se);
    free(k);
    n++;
  }
  if (q) sqlite3_finalize(q);
  if (!st) {
    int64_t now = now_unix_ns();
    st = exec_bound(store, "UPDATE service_submissions SET state = 3, finished_ns = ? WHERE state IN (0, 1)",
                    "mark submissions interrupted", 1, &now, 0, NULL);
  }
  if (st) {
    char saved[512];
    snprintf(saved, sizeof saved, "%s", hpcab_last_error());
    exec_sql(store, "ROLLBACK;", "rollback interrupt");
    return hpcab__seterr(st, "%s", saved);
  }
  if (count) *count = n;
  return exec_sql(store, "COMMIT;", "commit interrupt");
}
