/* lexer: longest match from each token start (see kernel.yaml); tok_start/tok_kind[ntok..N) = -1 / 255. */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"

static int is_alpha(uint8_t c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static int is_digit(uint8_t c)
{
  return c >= '0' && c <= '9';
}

void lexer(int32_t *restrict tok_start, uint8_t *restrict tok_kind, int64_t *restrict ntok, int64_t *restrict counts,
           const uint8_t *restrict text, int64_t N)
{
  int64_t n = 0, i = 0;
  for (int k = 0; k < 4; k++)
    counts[k] = 0;
  while (i < N) {
    const uint8_t c = text[i];
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      i++;
      continue;
    }
    int kind;
    const int64_t start = i;
    if (is_alpha(c)) {
      kind = 0;
      while (i < N && (is_alpha(text[i]) || is_digit(text[i])))
        i++;
    } else if (is_digit(c)) {
      kind = 1;
      while (i < N && is_digit(text[i]))
        i++;
      if (i + 1 < N && text[i] == '.' && is_digit(text[i + 1])) {
        i++;
        while (i < N && is_digit(text[i]))
          i++;
      }
    } else {
      kind = c >= 0x21 && c <= 0x7E ? 2 : 3;
      i++;
    }
    tok_start[n] = (int32_t)start;
    tok_kind[n] = (uint8_t)kind;
    counts[kind]++;
    n++;
  }
  ntok[0] = n;
  for (int64_t k = n; k < N; k++) {
    tok_start[k] = -1;
    tok_kind[k] = 255;
  }
}

/* Source-like text: identifiers (1..10 characters), numbers (with a fraction one time in four), operators,
   spaces and newlines, and one random byte in 200. */
int source_text(const hpcab_init_ctx *ctx)
{
  static const char ops[] = "+-*/%=<>!&|^~?:;,.()[]{}#";
  static const char idc[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789";
  uint8_t *t = ctx->arrays[ctx->target];
  const int64_t n = (int64_t)ctx->array_counts[ctx->target];
  int64_t i = 0;
  while (i < n) {
    const uint64_t r = ctx->next_u64(ctx->rng);
    const int what = (int)(r % 8);
    if (r % 200 == 0) {
      t[i++] = (uint8_t)(r >> 32);
    } else if (what < 3) { /* identifier */
      int64_t len = 1 + (int64_t)((r >> 8) % 10);
      t[i++] = (uint8_t)idc[(r >> 16) % 53];
      for (int64_t k = 1; k < len && i < n; k++)
        t[i++] = (uint8_t)idc[(ctx->next_u64(ctx->rng)) % 63];
    } else if (what == 3) { /* number */
      int64_t len = 1 + (int64_t)((r >> 8) % 6);
      for (int64_t k = 0; k < len && i < n; k++)
        t[i++] = (uint8_t)('0' + (r >> (16 + 3 * k)) % 10);
      if ((r >> 60) == 0 && i < n) {
        t[i++] = '.';
        if (i < n)
          t[i++] = (uint8_t)('0' + (r >> 40) % 10);
      }
    } else if (what < 6) {
      t[i++] = (uint8_t)ops[(r >> 8) % (sizeof ops - 1)];
    } else {
      t[i++] = (r >> 8) % 5 ? ' ' : '\n';
    }
  }
  return 0;
}
