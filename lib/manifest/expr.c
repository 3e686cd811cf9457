/* lib/manifest/expr.c — the integer expression language of kernel manifests (lib/manifest/expr.h). */
#include "expr.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Deepest expression tree accepted: keeps parsing and evaluation recursion bounded. */
#define EXPR_MAX_DEPTH 200

typedef enum {
  OP_NUM,
  OP_SYM,
  OP_NEG,
  OP_NOT,
  OP_ABS,
  OP_ADD,
  OP_SUB,
  OP_MUL,
  OP_DIV,
  OP_MOD,
  OP_POW,
  OP_EQ,
  OP_NE,
  OP_LT,
  OP_LE,
  OP_GT,
  OP_GE,
  OP_AND,
  OP_OR,
  OP_MIN,
  OP_MAX
} expr_op;

typedef struct {
  expr_op op;
  int a, b;      /* child node indices (-1 when unused) */
  int64_t value; /* OP_NUM: the number; OP_SYM: the symbol index */
  size_t offset; /* byte offset of the operator or operand in the text */
  int depth;
} expr_node;

struct hpcab__expr {
  char *text;
  expr_node *nodes;
  size_t count, cap;
  int root;
};

typedef struct {
  hpcab__expr *e;
  const char *s;
  size_t pos;
  int depth;
  hpcab__expr_resolve_fn resolve;
  void *ctx;
  hpcab_status status;
  size_t err_offset;
} parser;

static const char *OP_NAMES[] = {
    [OP_NUM] = "number", [OP_SYM] = "symbol", [OP_NEG] = "-",   [OP_NOT] = "not", [OP_ABS] = "abs", [OP_ADD] = "+",
    [OP_SUB] = "-",      [OP_MUL] = "*",      [OP_DIV] = "/",   [OP_MOD] = "%",   [OP_POW] = "**",  [OP_EQ] = "==",
    [OP_NE] = "!=",      [OP_LT] = "<",       [OP_LE] = "<=",   [OP_GT] = ">",    [OP_GE] = ">=",   [OP_AND] = "and",
    [OP_OR] = "or",      [OP_MIN] = "min",    [OP_MAX] = "max",
};

static int fail(parser *p, hpcab_status st, size_t offset, const char *fmt, const char *arg)
{
  if (p->status == HPCAB_OK) {
    p->status = hpcab__seterr(st, fmt, arg, offset + 1);
    p->err_offset = offset;
  }
  return -1;
}

static int node(parser *p, expr_op op, int a, int b, int64_t value, size_t offset)
{
  hpcab__expr *e = p->e;
  int depth = 1;
  if (a >= 0 && e->nodes[a].depth + 1 > depth) depth = e->nodes[a].depth + 1;
  if (b >= 0 && e->nodes[b].depth + 1 > depth) depth = e->nodes[b].depth + 1;
  if (depth > EXPR_MAX_DEPTH)
    return fail(p, HPCAB_E_PARSE, offset, "expression is nested too deeply%s (column %zu)", "");
  if (e->count == e->cap) {
    size_t ncap = e->cap ? e->cap * 2 : 16;
    expr_node *nn = realloc(e->nodes, ncap * sizeof *nn);
    if (!nn) {
      if (p->status == HPCAB_OK) p->status = hpcab__nomem("parsing an expression", ncap * sizeof *nn);
      return -1;
    }
    e->nodes = nn;
    e->cap = ncap;
  }
  e->nodes[e->count] = (expr_node){op, a, b, value, offset, depth};
  return (int)e->count++;
}

static void skip_space(parser *p)
{
  while (p->s[p->pos] == ' ' || p->s[p->pos] == '\t' || p->s[p->pos] == '\n' || p->s[p->pos] == '\r') p->pos++;
}

static bool is_name_start(char c)
{
  return isalpha((unsigned char)c) || c == '_';
}
static bool is_name_char(char c)
{
  return isalnum((unsigned char)c) || c == '_';
}

/* If the next token is the word `w` (not a prefix of a longer name), consumes it. */
static bool accept_word(parser *p, const char *w)
{
  skip_space(p);
  size_t n = strlen(w);
  if (strncmp(p->s + p->pos, w, n) == 0 && !is_name_char(p->s[p->pos + n])) {
    p->pos += n;
    return true;
  }
  return false;
}

/* If the next token is the operator `op` exactly (and not the start of a longer one), consumes it. */
static bool accept_op(parser *p, const char *op)
{
  skip_space(p);
  size_t n = strlen(op);
  if (strncmp(p->s + p->pos, op, n) != 0) return false;
  char next = p->s[p->pos + n];
  if (n == 1 && op[0] == '*' && next == '*') return false;
  if (n == 1 && (op[0] == '<' || op[0] == '>') && next == '=') return false;
  p->pos += n;
  return true;
}

static int parse_or(parser *p);

static int parse_args(parser *p, expr_op op, size_t at, int minargs, int maxargs)
{
  if (!accept_op(p, "(")) return fail(p, HPCAB_E_PARSE, p->pos, "expected '(' after '%s' (column %zu)", OP_NAMES[op]);
  int acc = -1, n = 0;
  do {
    int arg = parse_or(p);
    if (arg < 0) return -1;
    n++;
    if (maxargs > 0 && n > maxargs)
      return fail(p, HPCAB_E_PARSE, at, "'%s' takes one argument (column %zu)", OP_NAMES[op]);
    acc = acc < 0 ? arg : node(p, op, acc, arg, 0, at);
    if (acc < 0) return -1;
  } while (accept_op(p, ","));
  if (!accept_op(p, ")")) return fail(p, HPCAB_E_PARSE, p->pos, "expected ')' or ','%s (column %zu)", "");
  if (n < minargs) return fail(p, HPCAB_E_PARSE, at, "'%s' needs at least two arguments (column %zu)", OP_NAMES[op]);
  if (op == OP_ABS) acc = node(p, OP_ABS, acc, -1, 0, at);
  return acc;
}

static int parse_primary(parser *p)
{
  skip_space(p);
  size_t at = p->pos;
  char c = p->s[at];
  if (c == '(') {
    p->pos++;
    if (++p->depth > EXPR_MAX_DEPTH)
      return fail(p, HPCAB_E_PARSE, at, "expression is nested too deeply%s (column %zu)", "");
    int r = parse_or(p);
    p->depth--;
    if (r < 0) return -1;
    if (!accept_op(p, ")")) return fail(p, HPCAB_E_PARSE, p->pos, "expected ')'%s (column %zu)", "");
    return r;
  }
  if (isdigit((unsigned char)c)) {
    int64_t v = 0;
    while (isdigit((unsigned char)p->s[p->pos])) {
      int d = p->s[p->pos] - '0';
      if (v > (INT64_MAX - d) / 10) return fail(p, HPCAB_E_PARSE, at, "integer out of range%s (column %zu)", "");
      v = v * 10 + d;
      p->pos++;
    }
    if (is_name_char(p->s[p->pos]) || p->s[p->pos] == '.')
      return fail(p, HPCAB_E_PARSE, at, "malformed integer%s (column %zu)", "");
    return node(p, OP_NUM, -1, -1, v, at);
  }
  if (is_name_start(c)) {
    size_t len = 0;
    while (is_name_char(p->s[at + len])) len++;
    static const struct {
      const char *w;
      expr_op op;
      int min, max;
    } FUNCS[] = {{"min", OP_MIN, 2, 0}, {"max", OP_MAX, 2, 0}, {"abs", OP_ABS, 1, 1}};
    for (size_t i = 0; i < sizeof FUNCS / sizeof FUNCS[0]; i++) {
      if (strlen(FUNCS[i].w) == len && strncmp(p->s + at, FUNCS[i].w, len) == 0) {
        p->pos += len;
        if (++p->depth > EXPR_MAX_DEPTH)
          return fail(p, HPCAB_E_PARSE, at, "expression is nested too deeply%s (column %zu)", "");
        int r = parse_args(p, FUNCS[i].op, at, FUNCS[i].min, FUNCS[i].max);
        p->depth--;
        return r;
      }
    }
    static const char *RESERVED[] = {"and", "or", "not"};
    for (size_t i = 0; i < 3; i++)
      if (strlen(RESERVED[i]) == len && strncmp(p->s + at, RESERVED[i], len) == 0)
        return fail(p, HPCAB_E_PARSE, at, "expected an operand before '%s' (column %zu)", RESERVED[i]);
    int idx = p->resolve ? p->resolve(p->ctx, p->s + at, len) : -1;
    if (idx < 0) {
      char name[64];
      size_t n = len < sizeof name - 1 ? len : sizeof name - 1;
      memcpy(name, p->s + at, n);
      name[n] = '\0';
      return fail(p, HPCAB_E_NOTFOUND, at, "undefined symbol '%s' (column %zu)", name);
    }
    p->pos += len;
    return node(p, OP_SYM, -1, -1, idx, at);
  }
  if (c == '\0') return fail(p, HPCAB_E_PARSE, at, "unexpected end of expression%s (column %zu)", "");
  char tok[2] = {c, '\0'};
  return fail(p, HPCAB_E_PARSE, at, "unexpected '%s' (column %zu)", tok);
}

static int parse_unary(parser *p);

static int parse_power(parser *p)
{
  int base = parse_primary(p);
  if (base < 0) return -1;
  size_t at = (skip_space(p), p->pos);
  if (accept_op(p, "**")) {
    int ex = parse_unary(p);
    if (ex < 0) return -1;
    return node(p, OP_POW, base, ex, 0, at);
  }
  return base;
}

static int parse_unary(parser *p)
{
  skip_space(p);
  size_t at = p->pos;
  bool neg = false;
  if (accept_op(p, "-"))
    neg = true;
  else if (!accept_op(p, "+"))
    return parse_power(p);
  if (++p->depth > EXPR_MAX_DEPTH)
    return fail(p, HPCAB_E_PARSE, at, "expression is nested too deeply%s (column %zu)", "");
  int r = parse_unary(p);
  p->depth--;
  if (r < 0 || !neg) return r;
  return node(p, OP_NEG, r, -1, 0, at);
}

static int parse_mul(parser *p)
{
  int l = parse_unary(p);
  while (l >= 0) {
    skip_space(p);
    size_t at = p->pos;
    expr_op op;
    if (accept_op(p, "*"))
      op = OP_MUL;
    else if (accept_op(p, "/"))
      op = OP_DIV;
    else if (accept_op(p, "%"))
      op = OP_MOD;
    else
      break;
    int r = parse_unary(p);
    if (r < 0) return -1;
    l = node(p, op, l, r, 0, at);
  }
  return l;
}

static int parse_add(parser *p)
{
  int l = parse_mul(p);
  while (l >= 0) {
    skip_space(p);
    size_t at = p->pos;
    expr_op op;
    if (accept_op(p, "+"))
      op = OP_ADD;
    else if (accept_op(p, "-"))
      op = OP_SUB;
    else
      break;
    int r = parse_mul(p);
    if (r < 0) return -1;
    l = node(p, op, l, r, 0, at);
  }
  return l;
}

static int parse_cmp(parser *p)
{
  int l = parse_add(p);
  while (l >= 0) {
    skip_space(p);
    size_t at = p->pos;
    expr_op op;
    if (accept_op(p, "=="))
      op = OP_EQ;
    else if (accept_op(p, "!="))
      op = OP_NE;
    else if (accept_op(p, "<="))
      op = OP_LE;
    else if (accept_op(p, ">="))
      op = OP_GE;
    else if (accept_op(p, "<"))
      op = OP_LT;
    else if (accept_op(p, ">"))
      op = OP_GT;
    else
      break;
    int r = parse_add(p);
    if (r < 0) return -1;
    l = node(p, op, l, r, 0, at);
  }
  return l;
}

static int parse_not(parser *p)
{
  skip_space(p);
  size_t at = p->pos;
  if (!accept_word(p, "not")) return parse_cmp(p);
  if (++p->depth > EXPR_MAX_DEPTH)
    return fail(p, HPCAB_E_PARSE, at, "expression is nested too deeply%s (column %zu)", "");
  int r = parse_not(p);
  p->depth--;
  if (r < 0) return -1;
  return node(p, OP_NOT, r, -1, 0, at);
}

static int parse_and(parser *p)
{
  int l = parse_not(p);
  while (l >= 0) {
    skip_space(p);
    size_t at = p->pos;
    if (!accept_word(p, "and")) break;
    int r = parse_not(p);
    if (r < 0) return -1;
    l = node(p, OP_AND, l, r, 0, at);
  }
  return l;
}

static int parse_or(parser *p)
{
  int l = parse_and(p);
  while (l >= 0) {
    skip_space(p);
    size_t at = p->pos;
    if (!accept_word(p, "or")) break;
    int r = parse_and(p);
    if (r < 0) return -1;
    l = node(p, OP_OR, l, r, 0, at);
  }
  return l;
}

hpcab_status hpcab__expr_parse(const char *text, hpcab__expr_resolve_fn resolve, void *ctx, hpcab__expr **out,
                               size_t *err_offset)
{
  if (!text || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab__expr_parse: NULL argument");
  *out = NULL;
  hpcab__expr *e = calloc(1, sizeof *e);
  if (!e) return hpcab__nomem("parsing an expression", sizeof *e);
  e->text = hpcab__strdup(text);
  if (!e->text) {
    free(e);
    return HPCAB_E_NOMEM;
  }
  parser p = {e, e->text, 0, 0, resolve, ctx, HPCAB_OK, 0};
  int root = parse_or(&p);
  if (root >= 0) {
    skip_space(&p);
    if (p.s[p.pos] != '\0') {
      char tok[2] = {p.s[p.pos], '\0'};
      fail(&p, HPCAB_E_PARSE, p.pos, "unexpected '%s' (column %zu)", tok);
      root = -1;
    }
  }
  if (root < 0) {
    if (err_offset) *err_offset = p.err_offset;
    hpcab_status st = p.status != HPCAB_OK ? p.status : HPCAB_E_INTERNAL;
    hpcab__expr_free(e);
    return st;
  }
  e->root = root;
  *out = e;
  return HPCAB_OK;
}

/* Floor division and modulo (Python semantics); b != 0 and not (a == INT64_MIN and b == -1). */
static int64_t floor_div(int64_t a, int64_t b)
{
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
  return q;
}

static int64_t floor_mod(int64_t a, int64_t b)
{
  int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

static hpcab_status eval_err(const hpcab__expr *e, const expr_node *n, const char *what)
{
  return hpcab__seterr(HPCAB_E_RANGE, "%s at '%s' (column %zu) in \"%s\"", what, OP_NAMES[n->op], n->offset + 1,
                       e->text);
}

static hpcab_status eval(const hpcab__expr *e, int i, const int64_t *values, int64_t *out)
{
  const expr_node *n = &e->nodes[i];
  int64_t a = 0, b = 0, r = 0;
  hpcab_status st;
  switch (n->op) {
  case OP_NUM: *out = n->value; return HPCAB_OK;
  case OP_SYM: *out = values[n->value]; return HPCAB_OK;
  case OP_AND:
  case OP_OR:
    if ((st = eval(e, n->a, values, &a)) != HPCAB_OK) return st;
    if ((n->op == OP_AND && a == 0) || (n->op == OP_OR && a != 0)) {
      *out = n->op == OP_OR;
      return HPCAB_OK;
    }
    if ((st = eval(e, n->b, values, &b)) != HPCAB_OK) return st;
    *out = b != 0;
    return HPCAB_OK;
  default: break;
  }
  if ((st = eval(e, n->a, values, &a)) != HPCAB_OK) return st;
  if (n->b >= 0 && (st = eval(e, n->b, values, &b)) != HPCAB_OK) return st;
  switch (n->op) {
  case OP_NEG:
    if (a == INT64_MIN) return eval_err(e, n, "integer overflow");
    r = -a;
    break;
  case OP_ABS:
    if (a == INT64_MIN) return eval_err(e, n, "integer overflow");
    r = a < 0 ? -a : a;
    break;
  case OP_NOT: r = a == 0; break;
  case OP_ADD:
    if (__builtin_add_overflow(a, b, &r)) return eval_err(e, n, "integer overflow");
    break;
  case OP_SUB:
    if (__builtin_sub_overflow(a, b, &r)) return eval_err(e, n, "integer overflow");
    break;
  case OP_MUL:
    if (__builtin_mul_overflow(a, b, &r)) return eval_err(e, n, "integer overflow");
    break;
  case OP_DIV:
  case OP_MOD:
    if (b == 0) return eval_err(e, n, n->op == OP_DIV ? "division by zero" : "modulo by zero");
    if (a == INT64_MIN && b == -1) {
      if (n->op == OP_DIV) return eval_err(e, n, "integer overflow");
      r = 0;
    } else {
      r = n->op == OP_DIV ? floor_div(a, b) : floor_mod(a, b);
    }
    break;
  case OP_POW:
    if (b < 0) return eval_err(e, n, "negative exponent");
    r = 1;
    while (b > 0) { /* square-and-multiply; the base is squared only while bits remain */
      if (b & 1) {
        if (__builtin_mul_overflow(r, a, &r)) return eval_err(e, n, "integer overflow");
      }
      b >>= 1;
      if (b > 0 && __builtin_mul_overflow(a, a, &a)) return eval_err(e, n, "integer overflow");
    }
    break;
  case OP_EQ: r = a == b; break;
  case OP_NE: r = a != b; break;
  case OP_LT: r = a < b; break;
  case OP_LE: r = a <= b; break;
  case OP_GT: r = a > b; break;
  case OP_GE: r = a >= b; break;
  case OP_MIN: r = a < b ? a : b; break;
  case OP_MAX: r = a > b ? a : b; break;
  default: return hpcab__seterr(HPCAB_E_INTERNAL, "expression node with unknown operator %d", (int)n->op);
  }
  *out = r;
  return HPCAB_OK;
}

hpcab_status hpcab__expr_eval(const hpcab__expr *e, const int64_t *values, int64_t *out)
{
  if (!e || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab__expr_eval: NULL argument");
  return eval(e, e->root, values, out);
}

void hpcab__expr_deps(const hpcab__expr *e, bool *mask)
{
  for (size_t i = 0; i < e->count; i++)
    if (e->nodes[i].op == OP_SYM) mask[e->nodes[i].value] = true;
}

const char *hpcab__expr_text(const hpcab__expr *e)
{
  return e->text;
}

void hpcab__expr_free(hpcab__expr *e)
{
  if (!e) return;
  free(e->nodes);
  free(e->text);
  free(e);
}
