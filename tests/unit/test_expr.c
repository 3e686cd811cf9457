/* Unit tests: the manifest expression language (lib/manifest/expr.h), table-driven. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "expr.h"
#include "hpcab.h"

/* Symbols N = 10, M = 3, Z = 0, NEG = -7, BIG = 2**62 */
static const char *const NAMES[] = {"N", "M", "Z", "NEG", "BIG"};
static const int64_t VALUES[] = {10, 3, 0, -7, INT64_C(1) << 62};

static int resolve(void *ctx, const char *name, size_t len)
{
  (void)ctx;
  for (int i = 0; i < 5; i++)
    if (strlen(NAMES[i]) == len && !strncmp(NAMES[i], name, len)) return i;
  return -1;
}

typedef struct {
  const char *text;
  hpcab_status status; /* of evaluation (parse must succeed) */
  int64_t value;
} eval_case;

static void check_eval(const eval_case *cases, size_t n)
{
  for (size_t i = 0; i < n; i++) {
    hpcab__expr *e = NULL;
    hpcab_status st = hpcab__expr_parse(cases[i].text, resolve, NULL, &e, NULL);
    if (st != HPCAB_OK) fail_msg("parse of \"%s\" failed: %s", cases[i].text, hpcab_last_error());
    int64_t v = 0;
    st = hpcab__expr_eval(e, VALUES, &v);
    if (st != cases[i].status)
      fail_msg("\"%s\": status %d, expected %d (%s)", cases[i].text, st, cases[i].status, hpcab_last_error());
    if (st == HPCAB_OK && v != cases[i].value)
      fail_msg("\"%s\" = %lld, expected %lld", cases[i].text, (long long)v, (long long)cases[i].value);
    hpcab__expr_free(e);
  }
}

static void arithmetic_follows_precedence_and_associativity(void **state)
{
  (void)state;
  static const eval_case cases[] = {
      {"1 + 2 * 3", HPCAB_OK, 7},
      {"(1 + 2) * 3", HPCAB_OK, 9},
      {"10 - 4 - 3", HPCAB_OK, 3},
      {"64 / 4 / 2", HPCAB_OK, 8},
      {"2 ** 3 ** 2", HPCAB_OK, 512},
      {"-2 ** 2", HPCAB_OK, -4},
      {"(-2) ** 2", HPCAB_OK, 4},
      {"2 ** -1 * 0 + 1", HPCAB_E_RANGE, 0},
      {"N * M + 1", HPCAB_OK, 31},
      {"N % M", HPCAB_OK, 1},
      {"2 * N % 7", HPCAB_OK, 6},
      {"- - 5", HPCAB_OK, 5},
      {"+N", HPCAB_OK, 10},
      {"N/2", HPCAB_OK, 5},
      {"0 ** 0", HPCAB_OK, 1},
      {"  42  ", HPCAB_OK, 42},
      {"9223372036854775807", HPCAB_OK, INT64_MAX},
  };
  check_eval(cases, sizeof cases / sizeof cases[0]);
}

static void division_and_modulo_floor_like_python(void **state)
{
  (void)state;
  static const eval_case cases[] = {
      {"7 / 2", HPCAB_OK, 3},   {"-7 / 2", HPCAB_OK, -4}, {"7 / -2", HPCAB_OK, -4},
      {"-7 / -2", HPCAB_OK, 3}, {"7 % 3", HPCAB_OK, 1},   {"-7 % 3", HPCAB_OK, 2},
      {"7 % -3", HPCAB_OK, -2}, {"NEG % M", HPCAB_OK, 2}, {"NEG / M", HPCAB_OK, -3},
  };
  check_eval(cases, sizeof cases / sizeof cases[0]);
}

static void comparisons_and_logic_give_zero_or_one(void **state)
{
  (void)state;
  static const eval_case cases[] = {
      {"N == 10", HPCAB_OK, 1},
      {"N != 10", HPCAB_OK, 0},
      {"M < N", HPCAB_OK, 1},
      {"M <= 3", HPCAB_OK, 1},
      {"M > 3", HPCAB_OK, 0},
      {"M >= 4", HPCAB_OK, 0},
      {"N % 2 == 0 and M > 1", HPCAB_OK, 1},
      {"Z or M", HPCAB_OK, 1},
      {"not Z", HPCAB_OK, 1},
      {"not N", HPCAB_OK, 0},
      {"not 1 == 2", HPCAB_OK, 1},
      {"1 or 0 and 0", HPCAB_OK, 1},
      {"(1 or 0) and 0", HPCAB_OK, 0},
      {"N + 1 > N", HPCAB_OK, 1},
      {"1 < 2 == 1", HPCAB_OK, 1},
  };
  check_eval(cases, sizeof cases / sizeof cases[0]);
}

static void and_or_short_circuit_past_errors(void **state)
{
  (void)state;
  static const eval_case cases[] = {
      {"Z > 0 and N / Z > 1", HPCAB_OK, 0},
      {"Z == 0 or N / Z > 1", HPCAB_OK, 1},
      {"Z == 0 and N / Z > 1", HPCAB_E_RANGE, 0},
  };
  check_eval(cases, sizeof cases / sizeof cases[0]);
}

static void min_max_abs_take_their_arguments(void **state)
{
  (void)state;
  static const eval_case cases[] = {
      {"min(N, M)", HPCAB_OK, 3}, {"max(N, M, 12)", HPCAB_OK, 12},   {"min(4, NEG, 0)", HPCAB_OK, -7},
      {"abs(NEG)", HPCAB_OK, 7},  {"abs(N - 20) + 1", HPCAB_OK, 11}, {"max(min(N, 5), M)", HPCAB_OK, 5},
  };
  check_eval(cases, sizeof cases / sizeof cases[0]);
}

static void overflow_and_division_by_zero_are_errors(void **state)
{
  (void)state;
  static const eval_case cases[] = {
      {"BIG * 2", HPCAB_E_RANGE, 0},
      {"BIG + BIG", HPCAB_E_RANGE, 0},
      {"-BIG - BIG", HPCAB_OK, INT64_MIN},
      {"-BIG - BIG - 1", HPCAB_E_RANGE, 0},
      {"2 ** 63", HPCAB_E_RANGE, 0},
      {"2 ** 62", HPCAB_OK, INT64_C(1) << 62},
      {"(-2) ** 63", HPCAB_OK, INT64_MIN},
      {"3 ** 40", HPCAB_E_RANGE, 0},
      {"N / Z", HPCAB_E_RANGE, 0},
      {"N % Z", HPCAB_E_RANGE, 0},
      {"(-BIG - BIG) / -1", HPCAB_E_RANGE, 0},
      {"(-BIG - BIG) % -1", HPCAB_OK, 0},
      {"-(-BIG - BIG)", HPCAB_E_RANGE, 0},
      {"abs(-BIG - BIG)", HPCAB_E_RANGE, 0},
      {"N ** NEG", HPCAB_E_RANGE, 0},
      {"1 ** 9223372036854775807", HPCAB_OK, 1},
      {"BIG * BIG * 0", HPCAB_E_RANGE, 0},
  };
  check_eval(cases, sizeof cases / sizeof cases[0]);
}

typedef struct {
  const char *text;
  hpcab_status status;
  size_t offset;
  const char *message;
} parse_case;

static void malformed_expressions_are_rejected_with_a_position(void **state)
{
  (void)state;
  static const parse_case cases[] = {
      {"", HPCAB_E_PARSE, 0, "unexpected end of expression (column 1)"},
      {"N +", HPCAB_E_PARSE, 3, "unexpected end of expression (column 4)"},
      {"(N + 1", HPCAB_E_PARSE, 6, "expected ')' (column 7)"},
      {"N + 1)", HPCAB_E_PARSE, 5, "unexpected ')' (column 6)"},
      {"N $ 2", HPCAB_E_PARSE, 2, "unexpected '$' (column 3)"},
      {"Q * 2", HPCAB_E_NOTFOUND, 0, "undefined symbol 'Q' (column 1)"},
      {"min(N)", HPCAB_E_PARSE, 0, "'min' needs at least two arguments (column 1)"},
      {"abs(N, M)", HPCAB_E_PARSE, 0, "'abs' takes one argument (column 1)"},
      {"max N", HPCAB_E_PARSE, 4, "expected '(' after 'max' (column 5)"},
      {"99999999999999999999", HPCAB_E_PARSE, 0, "integer out of range (column 1)"},
      {"1.5", HPCAB_E_PARSE, 0, "malformed integer (column 1)"},
      {"N and", HPCAB_E_PARSE, 5, "unexpected end of expression (column 6)"},
      {"and N", HPCAB_E_PARSE, 0, "expected an operand before 'and' (column 1)"},
      {"N = 2", HPCAB_E_PARSE, 2, "unexpected '=' (column 3)"},
      {"N M", HPCAB_E_PARSE, 2, "unexpected 'M' (column 3)"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    hpcab__expr *e = (hpcab__expr *)1;
    size_t off = 999;
    hpcab_status st = hpcab__expr_parse(cases[i].text, resolve, NULL, &e, &off);
    if (st != cases[i].status) fail_msg("\"%s\": status %d, expected %d", cases[i].text, st, cases[i].status);
    assert_null(e);
    if (off != cases[i].offset) fail_msg("\"%s\": offset %zu, expected %zu", cases[i].text, off, cases[i].offset);
    assert_string_equal(hpcab_last_error(), cases[i].message);
  }
}

static void nesting_is_bounded_instead_of_exhausting_the_stack(void **state)
{
  (void)state;
  char deep[4001];
  memset(deep, '(', 2000);
  memset(deep + 2000, ')', 2000);
  deep[4000] = '\0';
  deep[1999] = '1'; /* "(((...1)))" with 1999 parentheses */
  hpcab__expr *e = NULL;
  assert_int_equal(hpcab__expr_parse(deep, resolve, NULL, &e, NULL), HPCAB_E_PARSE);
  char chain[2 * 1000 + 2];
  for (int i = 0; i < 1000; i++) chain[2 * i] = '1', chain[2 * i + 1] = '+';
  chain[2000] = '1';
  chain[2001] = '\0';
  assert_int_equal(hpcab__expr_parse(chain, resolve, NULL, &e, NULL), HPCAB_E_PARSE);
  assert_int_equal(hpcab__expr_parse("((((N))))", resolve, NULL, &e, NULL), HPCAB_OK);
  hpcab__expr_free(e);
}

static void dependencies_list_every_symbol_used(void **state)
{
  (void)state;
  hpcab__expr *e = NULL;
  assert_int_equal(hpcab__expr_parse("max(N, 2) * NEG", resolve, NULL, &e, NULL), HPCAB_OK);
  bool mask[5] = {false};
  hpcab__expr_deps(e, mask);
  assert_true(mask[0] && !mask[1] && !mask[2] && mask[3] && !mask[4]);
  assert_string_equal(hpcab__expr_text(e), "max(N, 2) * NEG");
  hpcab__expr_free(e);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(arithmetic_follows_precedence_and_associativity),
      cmocka_unit_test(division_and_modulo_floor_like_python),
      cmocka_unit_test(comparisons_and_logic_give_zero_or_one),
      cmocka_unit_test(and_or_short_circuit_past_errors),
      cmocka_unit_test(min_max_abs_take_their_arguments),
      cmocka_unit_test(overflow_and_division_by_zero_are_errors),
      cmocka_unit_test(malformed_expressions_are_rejected_with_a_position),
      cmocka_unit_test(nesting_is_bounded_instead_of_exhausting_the_stack),
      cmocka_unit_test(dependencies_list_every_symbol_used),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
