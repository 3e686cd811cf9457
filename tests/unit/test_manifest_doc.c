/* Unit tests: kernels/MANIFEST.md documents exactly what the manifest loader accepts
   (hpcab_manifest_vocabulary), and its worked example is the kernel the examples ship. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hpcab.h"
#include "internal.h"

#define DOC HPCAB_SOURCE_ROOT "/kernels/MANIFEST.md"

static char *doc;

static int setup(void **state)
{
  (void)state;
  size_t len;
  if (hpcab__read_file(DOC, &doc, &len) != HPCAB_OK) fail_msg("%s", hpcab_last_error());
  return 0;
}

static int teardown(void **state)
{
  (void)state;
  free(doc);
  return 0;
}

/* The words of the table after "<!-- vocabulary: WHERE -->": the backticked first cell of each row
   (`column` > 1: only rows whose cell `column` starts with "yes"). Returns the count, -1 when there is
   no such marker. words[i] point into a static buffer. */
static int table_words(const char *where, int column, char words[][64], int cap)
{
  char marker[128];
  snprintf(marker, sizeof marker, "<!-- vocabulary: %s%s-->", where, *where ? " " : "");
  const char *p = strstr(doc, marker);
  if (!p) return -1;
  p = strchr(p, '\n') + 1;
  int n = 0, row = 0;
  while (*p == '|') {
    const char *eol = strchr(p, '\n');
    if (!eol) eol = p + strlen(p);
    if (row++ >= 2) { /* past the header and the separator */
      const char *cell = p + 1;
      for (int c = 1; c < column && cell < eol; c++) cell = memchr(cell, '|', (size_t)(eol - cell)) + 1;
      while (*cell == ' ') cell++;
      const char *tick = memchr(p, '`', (size_t)(eol - p));
      const char *end = tick ? memchr(tick + 1, '`', (size_t)(eol - tick - 1)) : NULL;
      if ((column <= 1 || !strncmp(cell, "yes", 3)) && tick && end && n < cap && end - tick - 1 < 64) {
        memcpy(words[n], tick + 1, (size_t)(end - tick - 1));
        words[n][end - tick - 1] = '\0';
        n++;
      }
    }
    p = *eol ? eol + 1 : eol;
  }
  return n;
}

static int in_words(const char *w, char words[][64], int n)
{
  for (int i = 0; i < n; i++)
    if (!strcmp(w, words[i])) return 1;
  return 0;
}

static int in_list(const char *w, const char *const *list)
{
  for (size_t i = 0; list[i]; i++)
    if (!strcmp(w, list[i])) return 1;
  return 0;
}

/* Every key and value the loader accepts has a row in its table, and every row names one it accepts. */
static void every_accepted_word_is_documented_and_nothing_else(void **state)
{
  (void)state;
  int problems = 0, sections = 0;
  for (size_t s = 0; hpcab_manifest_vocabulary_section(s); s++, sections++) {
    const char *where = hpcab_manifest_vocabulary_section(s);
    const char *const *accepted = hpcab_manifest_vocabulary(where);
    assert_non_null(accepted);
    static char words[64][64];
    int required = !strcmp(where, "required");
    int n = table_words(required ? "" : where, required ? 2 : 1, words, 64);
    if (n < 0) {
      print_error("MANIFEST.md has no table for '%s' (<!-- vocabulary: %s -->)\n", where, where);
      problems++;
      continue;
    }
    for (size_t i = 0; accepted[i]; i++)
      if (!in_words(accepted[i], words, n)) {
        print_error("'%s' is accepted at '%s' but not documented in MANIFEST.md\n", accepted[i], where);
        problems++;
      }
    for (int i = 0; i < n; i++)
      if (!in_list(words[i], accepted)) {
        print_error("MANIFEST.md documents '%s' at '%s', which the loader refuses\n", words[i], where);
        problems++;
      }
  }
  assert_true(sections >= 17);
  assert_int_equal(problems, 0);
}

/* Every vocabulary table in the document is one the loader has (no stale sections). */
static void every_documented_section_exists_in_the_loader(void **state)
{
  (void)state;
  for (const char *p = strstr(doc, "<!-- vocabulary:"); p; p = strstr(p + 1, "<!-- vocabulary:")) {
    char where[64] = "";
    sscanf(p, "<!-- vocabulary: %63[^ -]", where);
    if (!strncmp(p, "<!-- vocabulary: -->", 20)) where[0] = '\0';
    if (!hpcab_manifest_vocabulary(where)) fail_msg("MANIFEST.md has a table for unknown section '%s'", where);
  }
  assert_null(hpcab_manifest_vocabulary("no such section"));
  assert_null(hpcab_manifest_vocabulary(NULL));
}

/* The worked example is byte for byte the shipped example kernel, and it loads. */
static void worked_example_is_the_shipped_kernel_and_loads(void **state)
{
  (void)state;
  const char *p = strstr(doc, "<!-- example: ");
  assert_non_null(p);
  char rel[256];
  assert_int_equal(sscanf(p, "<!-- example: %255s", rel), 1);
  const char *start = strstr(p, "```yaml\n");
  assert_non_null(start);
  start += 8;
  const char *end = strstr(start, "```\n");
  assert_non_null(end);
  char path[512];
  snprintf(path, sizeof path, "%s/%s", HPCAB_SOURCE_ROOT, rel);
  char *file;
  size_t len;
  assert_int_equal(hpcab__read_file(path, &file, &len), HPCAB_OK);
  assert_int_equal(len, (size_t)(end - start));
  assert_memory_equal(file, start, len);
  free(file);
  char *slash = strrchr(path, '/');
  *slash = '\0';
  hpcab_manifest *m = NULL;
  if (hpcab_manifest_load_string(start, (size_t)(end - start), "MANIFEST.md", path, &m) != HPCAB_OK)
    fail_msg("%s", hpcab_last_error());
  assert_int_equal(hpcab_manifest_track(m), HPCAB_TRACK_USER);
  assert_string_equal(hpcab_manifest_track_name(m), "mylab");
  assert_int_equal(hpcab_manifest_dwarf(m), HPCAB_DWARF_USER);
  hpcab_manifest_free(m);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(every_accepted_word_is_documented_and_nothing_else),
      cmocka_unit_test(every_documented_section_exists_in_the_loader),
      cmocka_unit_test(worked_example_is_the_shipped_kernel_and_loads),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
