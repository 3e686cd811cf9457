/*
 * lib/grade/judge_dwarf.c — a shared-object candidate's prototype, read from its debug information.
 *
 * A source candidate is compiled with the kernel's prototype in scope (judge_proto.c); a shared object
 * was compiled elsewhere. Where it carries DWARF (built with -g), readelf's dump of .debug_info gives
 * the kernel symbol's parameters: each one's kind (pointer or scalar), its base type's encoding
 * (float, signed, unsigned, boolean) and byte size, through typedefs and qualifiers. They are compared
 * with what the manifest's prototype takes at the run precision; a difference is reported as
 * prototype_mismatch with both prototypes, instead of running a kernel that would read its arrays as
 * the wrong type. An object without debug information, or without the symbol's entry, is not checked
 * (nothing is guessed). readelf runs as a helper with the limits of the judge's other object checks
 * (time, memory, output), on the object as the user gave it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/dtype.h"
#include "hpcab/manifest.h"
#include "internal.h"
#include "judge_internal.h"
#include "judge_run.h"
#include "spawn.h"
#include "strbuf.h"

#define DWARF_MAX_DIES 500000
#define DWARF_OUTPUT_CAP (256u << 20)

/* One debugging information entry, with the attributes the check reads. */
typedef struct {
  long offset;
  int depth;
  char tag[48];  /* DW_TAG_... without the prefix */
  char name[96]; /* DW_AT_name, "" when none */
  long type;     /* DW_AT_type's offset, -1 when none */
  int byte_size; /* DW_AT_byte_size, 0 when none */
  int encoding;  /* DW_AT_encoding, 0 when none */
  int declaration;
} die;

/* A parameter's type as the check compares it, and as the report prints it. */
typedef struct {
  int pointer;
  int pointee_const; /* a pointer to const: the kernel may not write through it */
  char cls;          /* 'f' float, 'i' signed, 'u' unsigned, 'b' boolean, '?' unknown */
  int size;
  char text[160];
} param_type;

/* The value of an attribute line ("    <2e>   DW_AT_name : (strp) (offset: 0x21): s000"): the text
   after its form and after an "(offset: ...): " or "(indirect string, ...): " prefix. */
static const char *attr_value(const char *line)
{
  const char *v = strstr(line, " : ");
  if (!v) return "";
  v += 3;
  while (*v == '(') { /* "(strp) (offset: 0x21): s000", "(data1) 8", "(ref4) <0x10e>" */
    const char *close = strchr(v, ')');
    if (!close) break;
    v = close + 1;
    if (*v == ':') v++;
    while (*v == ' ') v++;
  }
  return v;
}

/* Parses readelf --debug-dump=info's text into dies[] (*n of them). */
static hpcab_status parse_dies(char *text, die **out, size_t *n)
{
  size_t cap = 1024, count = 0;
  die *d = malloc(cap * sizeof *d);
  if (!d) return hpcab__nomem("debug entries", cap * sizeof *d);
  die *cur = NULL;
  for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
    int depth;
    long off;
    char tag[48];
    if (sscanf(line, " <%d><%lx>: Abbrev Number: %*d (DW_TAG_%47[a-z_0-9])", &depth, &off, tag) == 3) {
      if (count == DWARF_MAX_DIES) break;
      if (count == cap) {
        die *more = realloc(d, 2 * cap * sizeof *d);
        if (!more) {
          free(d);
          return hpcab__nomem("debug entries", 2 * cap * sizeof *d);
        }
        d = more;
        cap *= 2;
      }
      cur = &d[count++];
      memset(cur, 0, sizeof *cur);
      cur->offset = off;
      cur->depth = depth;
      cur->type = -1;
      snprintf(cur->tag, sizeof cur->tag, "%s", tag);
      continue;
    }
    if (strstr(line, ": Abbrev Number: 0")) { /* the end of a list of children */
      cur = NULL;
      continue;
    }
    if (!cur) continue;
    const char *v = attr_value(line);
    if (strstr(line, "DW_AT_name ") || strstr(line, "DW_AT_name\t"))
      snprintf(cur->name, sizeof cur->name, "%s", v);
    else if (strstr(line, "DW_AT_type ") && v[0] == '<')
      cur->type = strtol(v + 1, NULL, 16);
    else if (strstr(line, "DW_AT_byte_size "))
      cur->byte_size = atoi(v);
    else if (strstr(line, "DW_AT_encoding "))
      cur->encoding = atoi(v);
    else if (strstr(line, "DW_AT_declaration "))
      cur->declaration = 1;
  }
  *out = d;
  *n = count;
  return HPCAB_OK;
}

static const die *find_die(const die *d, size_t n, long offset)
{
  for (size_t i = 0; i < n; i++)
    if (d[i].offset == offset) return &d[i];
  return NULL;
}

/* Resolves a DW_AT_type reference through typedefs and qualifiers, one pointer level at most. */
static void describe(const die *d, size_t n, long type, param_type *t)
{
  memset(t, 0, sizeof *t);
  t->cls = '?';
  int is_const = 0;
  for (int hops = 0; hops < 32; hops++) {
    const die *e = type >= 0 ? find_die(d, n, type) : NULL;
    if (!e) {
      snprintf(t->text, sizeof t->text, "%svoid%s", is_const ? "const " : "", t->pointer ? " *" : "");
      return;
    }
    if (strcmp(e->tag, "pointer_type") == 0 || strcmp(e->tag, "array_type") == 0) {
      /* a Fortran array dummy is an array type in DWARF, passed as a pointer to its first element */
      if (t->pointer) break; /* a pointer to a pointer: no kernel argument is one */
      t->pointer = 1;
    } else if (strcmp(e->tag, "const_type") == 0) {
      is_const = 1;
      if (t->pointer) t->pointee_const = 1;
    } else if (strcmp(e->tag, "base_type") == 0) {
      t->size = e->byte_size;
      t->cls = e->encoding == 4                       ? 'f'
               : e->encoding == 5 || e->encoding == 6 ? 'i'
               : e->encoding == 7 || e->encoding == 8 ? 'u'
               : e->encoding == 2                     ? 'b'
                                                      : '?';
      snprintf(t->text, sizeof t->text, "%s%s%s", is_const ? "const " : "", e->name, t->pointer ? " *" : "");
      return;
    } else if (strcmp(e->tag, "typedef") != 0 && strcmp(e->tag, "volatile_type") != 0 &&
               strcmp(e->tag, "restrict_type") != 0) {
      break; /* a struct, an enum, a function: described by its tag */
    }
    type = e->type;
  }
  t->cls = '?';
  snprintf(t->text, sizeof t->text, "(another type)%s", t->pointer ? " *" : "");
}

/* The name of the manifest's argument `a`. */
static const char *arg_name(const judge *j, size_t a)
{
  size_t idx;
  hpcab_arg_kind kind = hpcab_manifest_arg(j->m, a, &idx);
  return kind == HPCAB_ARG_ARRAY  ? hpcab_manifest_array_name(j->m, idx)
         : kind == HPCAB_ARG_SIZE ? hpcab_manifest_size_name(j->m, idx)
                                  : hpcab_manifest_param_name(j->m, idx);
}

/* 1 when the manifest's argument `a` is an array the kernel writes (out or inout). */
static int writes(const judge *j, size_t a)
{
  size_t idx;
  return hpcab_manifest_arg(j->m, a, &idx) == HPCAB_ARG_ARRAY &&
         hpcab_manifest_array_intent(j->m, idx) != HPCAB_INTENT_IN;
}

/* 1 when the parameters carry the manifest's argument names, all of them, in another order (the
   types alone cannot tell `dot, a, b` from `a, b, dot` when all three are double pointers). */
static int names_reordered(const judge *j, char names[][96], size_t n)
{
  if (n != hpcab_manifest_arg_count(j->m)) return 0;
  int same_order = 1;
  for (size_t a = 0; a < n; a++) {
    int present = 0;
    for (size_t k = 0; k < n; k++) present |= strcmp(names[k], arg_name(j, a)) == 0;
    if (!present) return 0;
    same_order &= strcmp(names[a], arg_name(j, a)) == 0;
  }
  return !same_order;
}

/* What the manifest's argument `a` is at the run precision, as a param_type (text unused). */
static void expected(const judge *j, size_t a, param_type *t)
{
  memset(t, 0, sizeof *t);
  size_t idx;
  hpcab_arg_kind kind = hpcab_manifest_arg(j->m, a, &idx);
  hpcab_dtype dt = kind == HPCAB_ARG_ARRAY  ? hpcab_manifest_array_dtype(j->m, idx, j->prec)
                   : kind == HPCAB_ARG_SIZE ? HPCAB_I64
                                            : hpcab_manifest_param_dtype(j->m, idx, j->prec);
  t->pointer = kind == HPCAB_ARG_ARRAY;
  t->size = (int)hpcab_dtype_size(dt);
  const char *name = hpcab_dtype_name(dt);
  t->cls = name[0] == 'f'                     ? 'f'
           : name[0] == 'i'                   ? 'i'
           : name[0] == 'u'                   ? 'u'
           : name[0] == 'b' && name[1] == 'o' ? 'b'
                                              : '?';
  if (dt == HPCAB_F16 || dt == HPCAB_BF16) t->cls = '?'; /* stored as 16-bit integers or _Float16: not compared */
}

/* readelf's dump of the object's .debug_info, or NULL where there is none (or no readelf). */
static char *debug_info(const char *object)
{
  char *argv[] = {"readelf", "--debug-dump=info", "--wide", (char *)object, NULL};
  char *envp[] = {"LC_ALL=C", "PATH=/usr/bin:/bin", NULL};
  hpcab__spawn_options so = {.landlock_fd = -1,
                             .timeout_s = 60,
                             .cap = DWARF_OUTPUT_CAP,
                             .as_bytes = 2ull << 30,
                             .cpu_s = 60,
                             .fsize_bytes = 1,
                             .isolate = 1};
  hpcab__spawn_result r;
  memset(&r, 0, sizeof r);
  if (hpcab__spawn(argv, envp, &so, &r) != HPCAB_OK) {
    hpcab_error_clear();
    return NULL;
  }
  char *text =
      r.exited && r.exit_code == 0 && !r.truncated && r.output && strstr(r.output, "DW_TAG_") ? r.output : NULL;
  if (text) r.output = NULL;
  hpcab__spawn_result_free(&r);
  return text;
}

hpcab_status hpcab__judge_object_prototype(judge *j, const char *object, char **candidate_proto)
{
  *candidate_proto = NULL;
  char *text = debug_info(object);
  if (!text) return HPCAB_OK;
  die *d = NULL;
  size_t n = 0;
  hpcab_status st = parse_dies(text, &d, &n);
  free(text);
  if (st) return st;
  const char *symbol = hpcab_manifest_symbol(j->m);
  size_t fn = n;
  for (size_t i = 0; i < n && fn == n; i++)
    if (strcmp(d[i].tag, "subprogram") == 0 && !d[i].declaration && strcmp(d[i].name, symbol) == 0) fn = i;
  if (fn == n) {
    free(d);
    return HPCAB_OK; /* no entry for the symbol: nothing to compare */
  }
  size_t nargs = hpcab_manifest_arg_count(j->m), found = 0;
  int differs = 0;
  char(*names)[96] = calloc(nargs + 1, sizeof *names);
  if (!names) {
    free(d);
    return hpcab__nomem("parameter names", (nargs + 1) * sizeof *names);
  }
  hpcab__sb sb = {0};
  hpcab__sb_printf(&sb, "void %s(", symbol);
  for (size_t i = fn + 1; i < n && d[i].depth > d[fn].depth; i++) {
    if (d[i].depth != d[fn].depth + 1 || strcmp(d[i].tag, "formal_parameter") != 0) continue;
    param_type got, want;
    describe(d, n, d[i].type, &got);
    hpcab__sb_printf(&sb, "%s%s%s%s", found ? ", " : "", got.text, got.pointer ? "" : " ", d[i].name);
    if (found < nargs) {
      expected(j, found, &want);
      if (want.cls != '?' && (got.pointer != want.pointer || got.cls != want.cls || got.size != want.size)) differs = 1;
      if (got.pointer && got.pointee_const && writes(j, found)) differs = 1; /* an output it promises not to write */
      snprintf(names[found], sizeof names[found], "%s", d[i].name);
    }
    found++;
  }
  hpcab__sb_puts(&sb, ")");
  if (found == nargs && names_reordered(j, names, nargs)) differs = 1;
  free(names);
  free(d);
  char *proto = NULL;
  st = hpcab__sb_finish(&sb, &proto);
  if (st) return st;
  if (differs || found != nargs)
    *candidate_proto = proto;
  else
    free(proto);
  return HPCAB_OK;
}
