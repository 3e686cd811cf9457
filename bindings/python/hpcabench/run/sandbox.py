"""The agent's sandbox: its own user, mount and PID namespaces (util-linux ``unshare``).

Inside, the root file system is read-only (toolchains, the agent's own installation), ``/tmp``,
``/dev/shm`` and ``$HOME`` are fresh and empty, the run directory (the judge's state directory and its secrets, every
other episode's workspace) is covered by an empty read-only tmpfs, and only the episode's workspace is bound back
at its own path, writable. PID 1 of the namespace is the harness: when it or the runner dies, every
process of the agent dies with it (``--kill-child``). The network namespace is the host's, so the
agent reaches the loopback proxy and hpcab-serve (it is not restricted to loopback: see the README).
"""
from __future__ import annotations

import functools
import shutil
import subprocess
import tempfile

_SCRIPT = r"""set -e
WS=$1; shift; N=$1; shift
mount --bind "$WS" /mnt
mount -t tmpfs -o size=256m,mode=1777 hpcab-tmp /tmp
[ -d /dev/shm ] && mount -t tmpfs -o size=256m,mode=1777 hpcab-shm /dev/shm
i=0
while [ "$i" -lt "$N" ]; do
  mkdir -p "$1" 2>/dev/null || true
  mount -t tmpfs -o size=64m,mode=755 hpcab-hidden "$1"
  shift; i=$((i + 1))
done
mkdir -p "$WS"
mount --bind /mnt "$WS"
umount -l /mnt
for h in $(awk '$1 == "hpcab-hidden" {print $2}' /proc/self/mounts); do mount -o remount,ro hpcab-hidden "$h"; done
mount -o remount,bind,ro / 2>/dev/null || true
cd "$WS"
exec "$@"
"""


def wrap(argv: list[str], workdir: str, hide: list[str]) -> list[str]:
    """argv run inside the sandbox: workdir writable, the paths in hide covered by empty tmpfs."""
    return ["unshare", "--user", "--map-root-user", "--mount", "--pid", "--fork", "--kill-child",
            "--mount-proc", "--", "/bin/sh", "-c", _SCRIPT, "hpcab-sandbox", workdir, str(len(hide)), *hide, *argv]


@functools.lru_cache(maxsize=1)
def available() -> tuple[bool, str]:
    """(True, "") where user/mount/PID namespaces can be made here, else (False, why)."""
    if not shutil.which("unshare"):
        return False, "util-linux 'unshare' is not installed"
    d = tempfile.mkdtemp(prefix="hpcab-sandbox-probe-")
    try:
        r = subprocess.run(wrap(["/bin/true"], d, []), capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as e:
        return False, f"unshare failed: {e}"
    finally:
        shutil.rmtree(d, ignore_errors=True)
    if r.returncode != 0:
        return False, ("user namespaces are not permitted here (kernel.unprivileged_userns_clone, "
                       f"a container's seccomp profile, or AppArmor): {r.stderr.strip()[:300]}")
    return True, ""
