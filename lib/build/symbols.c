/*
 * lib/build/symbols.c — the functions a shared object exports, from its dynamic symbol table
 * (hpcab/symbols.h).
 */
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "elf_file.h"
#include "hpcab/symbols.h"
#include "internal.h"

struct hpcab_symbols {
  char **names;
  size_t count;
};

static int name_order(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static hpcab_status add_name(hpcab_symbols *s, size_t *cap, const char *name)
{
  if (s->count == *cap) {
    size_t ncap = *cap ? 2 * *cap : 16;
    char **n = realloc(s->names, ncap * sizeof *n);
    if (!n) return hpcab__nomem("symbols", ncap * sizeof *n);
    s->names = n;
    *cap = ncap;
  }
  if (!(s->names[s->count] = hpcab__strdup(name))) return HPCAB_E_NOMEM;
  s->count++;
  return HPCAB_OK;
}

static hpcab_status scan(hpcab_symbols *s, const hpcab__elf_file *f, const char *path)
{
  Elf64_Ehdr eh;
  if (!hpcab__elf_read(f, 0, &eh, sizeof eh) || memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
      eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_ident[EI_DATA] != ELFDATA2LSB)
    return hpcab__seterr(HPCAB_E_INVALID, "%s is not a 64-bit little-endian ELF object", path);
  Elf64_Shdr sh, dynsym, dynstr;
  int found = 0;
  for (size_t i = 0; i < eh.e_shnum && i < 65536 && !found; i++)
    if (hpcab__elf_section(f, &eh, i, &sh) && sh.sh_type == SHT_DYNSYM) dynsym = sh, found = 1;
  if (!found || dynsym.sh_entsize != sizeof(Elf64_Sym) || !hpcab__elf_section(f, &eh, dynsym.sh_link, &dynstr))
    return hpcab__seterr(HPCAB_E_INVALID, "%s has no dynamic symbol table (not a shared object?)", path);
  size_t cap = 0;
  Elf64_Sym sym;
  for (uint64_t k = 1; k < dynsym.sh_size / sizeof sym && k < (1u << 24); k++) {
    if (!hpcab__elf_read(f, dynsym.sh_offset + k * sizeof sym, &sym, sizeof sym)) break;
    int type = ELF64_ST_TYPE(sym.st_info), bind = ELF64_ST_BIND(sym.st_info), vis = ELF64_ST_VISIBILITY(sym.st_other);
    if (sym.st_shndx == SHN_UNDEF || (type != STT_FUNC && type != STT_GNU_IFUNC) ||
        (bind != STB_GLOBAL && bind != STB_WEAK && bind != STB_GNU_UNIQUE) ||
        (vis != STV_DEFAULT && vis != STV_PROTECTED))
      continue;
    const char *name = hpcab__elf_string(f, &dynstr, sym.st_name);
    if (!name || !*name || strcmp(name, "_init") == 0 || strcmp(name, "_fini") == 0) continue;
    hpcab_status st = add_name(s, &cap, name);
    if (st) return st;
  }
  if (s->count) qsort(s->names, s->count, sizeof *s->names, name_order);
  size_t w = 0; /* each once (a name may have several versions) */
  for (size_t r = 0; r < s->count; r++) {
    if (w && strcmp(s->names[w - 1], s->names[r]) == 0)
      free(s->names[r]);
    else
      s->names[w++] = s->names[r];
  }
  s->count = w;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_symbols_read(const char *path, hpcab_symbols **out)
{
  if (!path || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_symbols_read: NULL argument");
  *out = NULL;
  char *data;
  size_t len;
  hpcab_status st = hpcab__read_file(path, &data, &len);
  if (st) return st;
  hpcab_symbols *s = calloc(1, sizeof *s);
  if (!s) {
    free(data);
    return hpcab__nomem("symbols", sizeof *s);
  }
  hpcab__elf_file f = {(const unsigned char *)data, len};
  st = scan(s, &f, path);
  free(data);
  if (st) {
    hpcab_symbols_free(s);
    return st;
  }
  *out = s;
  return HPCAB_OK;
}

HPCAB_API size_t hpcab_symbols_count(const hpcab_symbols *s)
{
  return s ? s->count : 0;
}

HPCAB_API const char *hpcab_symbols_name(const hpcab_symbols *s, size_t i)
{
  return s && i < s->count ? s->names[i] : NULL;
}

HPCAB_API int hpcab_symbols_has(const hpcab_symbols *s, const char *name)
{
  if (!s || !name) return 0;
  return bsearch(&name, s->names, s->count, sizeof *s->names, name_order) != NULL;
}

HPCAB_API const char *hpcab_symbols_find_foreign(const hpcab_symbols *s, const char *name)
{
  if (!s || !name || !*name) return NULL;
  char mangled[256], fortran[256];
  size_t n = strlen(name);
  if (snprintf(mangled, sizeof mangled, "%zu%s", n, name) >= (int)sizeof mangled ||
      snprintf(fortran, sizeof fortran, "%s_", name) >= (int)sizeof fortran)
    return NULL;
  for (size_t i = 0; i < s->count; i++) {
    const char *c = s->names[i];
    if (strcmp(c, fortran) == 0) return c;
    if (strncmp(c, "_Z", 2) != 0) continue;
    /* <length><name> follows _Z (a free function) or a nested-name prefix (_ZN2ns...); a match must
       not be the tail of a longer length (1vdotr inside 11vdotr) */
    for (const char *p = strstr(c + 2, mangled); p; p = strstr(p + 1, mangled))
      if (p[-1] < '0' || p[-1] > '9') return c;
  }
  return NULL;
}

HPCAB_API void hpcab_symbols_free(hpcab_symbols *s)
{
  if (!s) return;
  for (size_t i = 0; i < s->count; i++) free(s->names[i]);
  free(s->names);
  free(s);
}
