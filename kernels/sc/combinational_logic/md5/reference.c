/* md5 (RFC 1321): padding as for SHA-256 but with the bit length little-endian; 64 steps per block with the
 * sine-derived constants T[i] = floor(2^32 |sin(i + 1)|) (tabulated) and the four round functions; digest
 * = the state words little-endian. */
#include "hpcab/kernel.h"

static const uint32_t T[64] = {
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391};
static const int S[4][4] = {{7, 12, 17, 22}, {5, 9, 14, 20}, {4, 11, 16, 23}, {6, 10, 15, 21}};

static uint32_t rotl(uint32_t x, int n)
{
  return x << n | x >> (32 - n);
}

static void compress(uint32_t st[4], const uint8_t *blk)
{
  uint32_t X[16];
  for (int k = 0; k < 16; k++)
    X[k] = (uint32_t)blk[4 * k] | (uint32_t)blk[4 * k + 1] << 8 | (uint32_t)blk[4 * k + 2] << 16 |
           (uint32_t)blk[4 * k + 3] << 24;
  uint32_t a = st[0], b = st[1], c = st[2], d = st[3];
  for (int i = 0; i < 64; i++) {
    uint32_t f;
    int g;
    const int r = i / 16;
    if (r == 0) {
      f = (b & c) | (~b & d);
      g = i;
    } else if (r == 1) {
      f = (b & d) | (c & ~d);
      g = (5 * i + 1) % 16;
    } else if (r == 2) {
      f = b ^ c ^ d;
      g = (3 * i + 5) % 16;
    } else {
      f = c ^ (b | ~d);
      g = (7 * i) % 16;
    }
    const uint32_t tmp = d;
    d = c;
    c = b;
    b = b + rotl(a + f + T[i] + X[g], S[r][i % 4]);
    a = tmp;
  }
  st[0] += a;
  st[1] += b;
  st[2] += c;
  st[3] += d;
}

void md5(uint8_t *restrict digest, const uint8_t *restrict msg, int64_t N)
{
  uint32_t st[4] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
  const int64_t full = N / 64;
  for (int64_t b = 0; b < full; b++)
    compress(st, msg + 64 * b);
  uint8_t tail[128] = {0};
  const int64_t rest = N - 64 * full;
  for (int64_t i = 0; i < rest; i++)
    tail[i] = msg[64 * full + i];
  tail[rest] = 0x80;
  const int64_t tlen = rest + 1 + 8 <= 64 ? 64 : 128;
  const uint64_t bits = (uint64_t)N * 8;
  for (int i = 0; i < 8; i++)
    tail[tlen - 8 + i] = (uint8_t)(bits >> (8 * i));
  for (int64_t b = 0; b < tlen; b += 64)
    compress(st, tail + b);
  for (int i = 0; i < 4; i++)
    for (int k = 0; k < 4; k++)
      digest[4 * i + k] = (uint8_t)(st[i] >> (8 * k));
}
