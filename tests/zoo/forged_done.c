/* Forges the worker's "done" message on the control channel (descriptor 3) before doing the work,
   hoping the judge stops its clock early. The judge freezes the worker on that message and checks the
   output, which is not written yet. Expected: wrong output. */
#include <stdint.h>
#include <sys/socket.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
static uint64_t calls;
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  /* the layout of lib/sandbox/worker_proto.h's hpcab__wp_done */
  struct {
    uint32_t magic, type;
    uint64_t seq;
    uint32_t fp_env, fp_csr;
    int64_t device_ns;
    int32_t device_status, device_array;
    char device_message[160];
    uint32_t read_opens, pad;
  } done = {0x31575048u, 5, ++calls, 0, 0x1f80, -1, 0, 0, "", 0, 0};
  (void)send(3, &done, sizeof done, MSG_NOSIGNAL);
  volatile uint64_t spin = 0;
  for (uint64_t k = 0; k < 200000000u; k++) spin += k; /* a tenth of a second or more */
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + 1.0;
}
