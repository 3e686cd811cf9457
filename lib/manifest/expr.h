/*
 * lib/manifest/expr.h — the integer expression language of kernel manifests (private to libhpcabench).
 *
 * Grammar, loosest binding first:  or  and  not  comparisons (== != < <= > >=)  + -  * / %
 * unary + -  ** (right-associative, binds tighter than a unary minus on its left: -2**2 == -4)
 * and primaries: decimal integers, symbols, min(a, b, ...), max(a, b, ...), abs(a), ( ... ).
 * Values are int64; booleans are 0 and 1. `/` and `%` floor like Python (the remainder takes the
 * sign of the divisor). Overflow, division by zero and negative exponents are reported as errors.
 * Parse once (symbols resolved to indices), evaluate many times without allocating.
 */
#ifndef HPCAB_EXPR_H
#define HPCAB_EXPR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hpcab/error.h"

typedef struct hpcab__expr hpcab__expr;

/** Resolves a symbol (`name`, `len` bytes, not NUL-terminated) to an index >= 0, or returns -1. */
typedef int (*hpcab__expr_resolve_fn)(void *ctx, const char *name, size_t len);

/**
 * Parses `text` into *out. Symbols are resolved with `resolve(ctx, ...)` (NULL: no symbols allowed).
 * On failure returns HPCAB_E_PARSE (syntax, nesting deeper than 64, an integer out of int64 range)
 * or HPCAB_E_NOTFOUND (undefined symbol) with a message that names the problem but not the source
 * file, and sets *err_offset (if not NULL) to the byte offset of the problem in `text`.
 */
hpcab_status hpcab__expr_parse(const char *text, hpcab__expr_resolve_fn resolve, void *ctx, hpcab__expr **out,
                               size_t *err_offset);

/**
 * Evaluates `e` with symbol i bound to values[i]. Returns HPCAB_E_RANGE on overflow, division or
 * modulo by zero and negative exponents, with a message quoting the expression.
 */
hpcab_status hpcab__expr_eval(const hpcab__expr *e, const int64_t *values, int64_t *out);

/** Sets mask[i] = true for every symbol index `e` refers to (mask has room for every index). */
void hpcab__expr_deps(const hpcab__expr *e, bool *mask);

/** Returns the source text `e` was parsed from. */
const char *hpcab__expr_text(const hpcab__expr *e);

/** Frees `e` (NULL is fine). */
void hpcab__expr_free(hpcab__expr *e);

#endif /* HPCAB_EXPR_H */
