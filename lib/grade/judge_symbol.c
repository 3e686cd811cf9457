/*
 * lib/grade/judge_symbol.c — before a candidate is run: does its object export the kernel's symbol?
 * When not, the verdict says what a candidate must define (the exact prototype), what this one does
 * export, and the likely cause (a C++ name without extern "C", a Fortran procedure without bind(C)),
 * naming the user's file, never the build cache's object.
 */
#include <stdlib.h>
#include <string.h>

#include "hpcab/build.h"
#include "hpcab/manifest.h"
#include "hpcab/symbols.h"
#include "internal.h"
#include "judge_internal.h"
#include "judge_run.h"
#include "strbuf.h"

#define LISTED_MAX 24

static const char *base_name(const char *path)
{
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

hpcab_status hpcab__judge_check_symbol(judge *j, int *ok)
{
  *ok = 1;
  hpcab_symbols *syms = NULL;
  if (hpcab_symbols_read(hpcab_build_object(j->cand_b), &syms) != HPCAB_OK) {
    hpcab_error_clear(); /* not an ELF object we can read: the loader will say what is wrong */
    return HPCAB_OK;
  }
  const char *symbol = hpcab_manifest_symbol(j->m);
  if (hpcab_symbols_has(syms, symbol)) {
    hpcab_symbols_free(syms);
    return HPCAB_OK;
  }
  *ok = 0;
  const char *file = base_name(j->o.candidate);
  size_t need = 0;
  hpcab_manifest_prototype(j->m, j->prec, NULL, 0, &need);
  char *proto = malloc(need + 1);
  if (proto && hpcab_manifest_prototype(j->m, j->prec, proto, need + 1, NULL) != HPCAB_OK) {
    hpcab_error_clear();
    proto[0] = '\0';
  }
  hpcab__sb sb = {0};
  hpcab__sb_printf(&sb, "%s does not export the kernel's symbol '%s'. A candidate of %s must define, at %s:\n  %s\n",
                   file, symbol, hpcab_manifest_id(j->m), hpcab_dtype_name(j->prec), proto ? proto : "");
  size_t n = hpcab_symbols_count(syms);
  if (n == 0) {
    hpcab__sb_printf(&sb, "%s exports no function.", file);
  } else {
    hpcab__sb_printf(&sb, "%s exports %s", file, n == 1 ? "one function:" : "these functions:");
    for (size_t i = 0; i < n && i < LISTED_MAX; i++)
      hpcab__sb_printf(&sb, "%s %s", i ? "," : "", hpcab_symbols_name(syms, i));
    if (n > LISTED_MAX) hpcab__sb_printf(&sb, ", ... (%zu in all)", n);
    hpcab__sb_puts(&sb, ".");
  }
  const char *foreign = hpcab_symbols_find_foreign(syms, symbol);
  hpcab_lang lang = hpcab_build_lang(j->cand_b);
  size_t flen = foreign ? strlen(foreign) : 0;
  if (foreign && foreign[flen - 1] == '_' && strncmp(foreign, "_Z", 2) != 0)
    hpcab__sb_printf(&sb,
                     "\nIt has '%s', a Fortran procedure's name: give it bind(C, name=\"%s\") and the C "
                     "argument types (iso_c_binding, value for sizes and params).",
                     foreign, symbol);
  else if ((foreign || lang == HPCAB_LANG_CXX) && proto) {
    hpcab__replace_all(&proto, "restrict", "__restrict"); /* C++ has no restrict keyword */
    hpcab__sb_printf(&sb, "\n%s%s%sC++ mangles function names: declare it extern \"C\", e.g.\n  extern \"C\" %s",
                     foreign ? "It has '" : "", foreign ? foreign : "", foreign ? "', the C++ name of it. " : "",
                     proto ? proto : "");
  }
  free(proto);
  hpcab_symbols_free(syms);
  char *reason = NULL;
  hpcab_status st = hpcab__sb_finish(&sb, &reason);
  if (st) return st;
  hpcab__vset(&j->v->status, "load_error");
  free(j->v->reason);
  j->v->reason = reason;
  j->v->correct = 0;
  j->v->speedup = 0.0;
  return HPCAB_OK;
}
