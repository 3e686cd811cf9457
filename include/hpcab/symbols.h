/*
 * hpcab/symbols.h — the functions a shared object exports: read from its dynamic symbol table with
 * the ELF structures of <elf.h> (nothing is loaded or run). The judge uses it to tell a candidate that
 * lacks the kernel's symbol what it does export, and to recognise the C++-mangled or Fortran form of
 * the symbol it meant.
 */
#ifndef HPCAB_SYMBOLS_H
#define HPCAB_SYMBOLS_H

#include "hpcab/common.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/** The exported functions of one object (opaque). */
typedef struct hpcab_symbols hpcab_symbols;

/**
 * Reads the functions `path` exports: the defined, global or weak, default- or protected-visibility
 * function (and IFUNC) entries of its dynamic symbol table, the toolchain's _init and _fini left out,
 * sorted by name, each once. Fails with HPCAB_E_NOTFOUND / HPCAB_E_SYSTEM when the file cannot be
 * read, HPCAB_E_INVALID when it is not a 64-bit little-endian ELF object (or has no dynamic symbol
 * table), HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_symbols_read(const char *path, hpcab_symbols **out);

/** Number of exported functions (0 for NULL). */
HPCAB_API size_t hpcab_symbols_count(const hpcab_symbols *s);

/** Name of exported function i (sorted order); NULL when i is out of range. */
HPCAB_API const char *hpcab_symbols_name(const hpcab_symbols *s, size_t i);

/** 1 when the object exports a function named exactly `name`, else 0. */
HPCAB_API int hpcab_symbols_has(const hpcab_symbols *s, const char *name);

/**
 * The exported name that is `name` as another language spells it, or NULL: a C++ (Itanium ABI)
 * mangled name whose unqualified name is `name` ("_Z5vdotrPKdS0_Pdl", "_ZN2ns5vdotrE..."), or
 * gfortran's `name_` (a Fortran procedure without bind(C)).
 */
HPCAB_API const char *hpcab_symbols_find_foreign(const hpcab_symbols *s, const char *name);

/** Frees the list (NULL is fine). */
HPCAB_API void hpcab_symbols_free(hpcab_symbols *s);

HPCAB_END_DECLS

#endif /* HPCAB_SYMBOLS_H */
