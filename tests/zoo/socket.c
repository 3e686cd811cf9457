/* Opens a network socket. Expected: forbidden socket. */
#include <stdint.h>
#include <sys/socket.h>
#include <unistd.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s >= 0) close(s);
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
