#!/usr/bin/env bash
# A single-node Slurm cluster for the tests, in a directory of its own:
#
#   tests/slurm/cluster.sh start DIR    starts a private munged, slurmctld and slurmd configured for this
#                                       machine's cores; prints the environment lines (SLURM_CONF=...) to use it
#   tests/slurm/cluster.sh stop DIR     stops them by the pid files they wrote (TERM, then KILL), never by name
#   tests/slurm/cluster.sh status DIR   exit 0 when every daemon of DIR is alive
#
# Everything lives under DIR (configuration, munge key and socket, spool, logs, pid files), on free
# ports, so two clusters can run side by side and nothing of the system's is touched (no
# /etc/slurm, no system munged). Needs root (SlurmUser=root) and Debian's slurm-wlm and munge
# (tools/install-deps.sh installs them). Open MPI must be installed before slurmd starts for
# `srun --mpi=pmix` to work. Facts behind each setting: slurm.conf's comments below.
set -euo pipefail

cmd=${1:-}
dir=${2:-}
if [ -z "$cmd" ] || [ -z "$dir" ]; then
  echo "usage: $0 start|stop|status DIR" >&2
  exit 2
fi

# free_port: a TCP port nothing listens on now
free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# stop_pidfile FILE: TERM the process FILE names, KILL it after 5 s
stop_pidfile() {
  local f=$1 pid
  [ -f "$f" ] || return 0
  pid=$(cat "$f" 2>/dev/null || true)
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 50); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$f"
}

alive() {
  local f=$1
  [ -f "$f" ] && kill -0 "$(cat "$f")" 2>/dev/null
}

case "$cmd" in
stop)
  [ -d "$dir" ] || exit 0
  # slurmd first (it may hold job steps), then the controller, then munge
  stop_pidfile "$dir/run/slurmd.pid"
  stop_pidfile "$dir/run/slurmctld.pid"
  stop_pidfile "$dir/run/munged.pid"
  exit 0
  ;;
status)
  alive "$dir/run/munged.pid" && alive "$dir/run/slurmctld.pid" && alive "$dir/run/slurmd.pid"
  exit $?
  ;;
start) ;;
*)
  echo "$0: unknown command '$cmd' (start, stop or status)" >&2
  exit 2
  ;;
esac

if [ "$(id -u)" -ne 0 ]; then
  echo "$0: a test cluster needs root (SlurmUser=root); this is uid $(id -u)" >&2
  exit 3
fi
for prog in munged slurmctld slurmd sbatch; do
  if ! command -v "$prog" >/dev/null && [ ! -x "/usr/sbin/$prog" ]; then
    echo "$0: '$prog' is not installed (Debian: slurm-wlm and munge; tools/install-deps.sh installs them)" >&2
    exit 3
  fi
done

mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
mkdir -p "$dir/run" "$dir/log" "$dir/munge" "$dir/spool/ctld" "$dir/spool/d" "$dir/etc"
chmod 0755 "$dir" "$dir/munge"

# munge: a private key and socket (munged refuses a group- or other-writable socket directory)
if [ ! -f "$dir/munge/munge.key" ]; then
  dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 status=none
fi
chmod 0400 "$dir/munge/munge.key"
/usr/sbin/munged --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.socket" \
  --pid-file="$dir/run/munged.pid" --log-file="$dir/log/munged.log" --seed-file="$dir/munge/munge.seed" \
  --force

host=$(hostname -s)
# the node line as slurmd sees this machine (CPUs, sockets, cores, memory)
node=$(/usr/sbin/slurmd -C | head -1 | sed "s/^NodeName=[^ ]*/NodeName=$host NodeAddr=127.0.0.1/")
ctld_port=$(free_port)
d_port=$(free_port)
cat >"$dir/etc/slurm.conf" <<EOF
# written by tests/slurm/cluster.sh: a single-node test cluster, everything under $dir
ClusterName=hpcabtest
# an address with the host name: an unresolvable name makes every client loop on getaddrinfo
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$d_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/munge.socket
StateSaveLocation=$dir/spool/ctld
SlurmdSpoolDir=$dir/spool/d
SlurmctldPidFile=$dir/run/slurmctld.pid
SlurmdPidFile=$dir/run/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
# no cgroups on these machines: process groups track a job's processes
ProctrackType=proctrack/pgid
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
# sacct -c reads this file: every job's state and exit code without slurmdbd
JobCompType=jobcomp/filetxt
JobCompLoc=$dir/log/jobcomp.txt
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
MailProg=/bin/true
# a job depending on a cancelled one is cancelled too, not left pending forever
DependencyParameters=kill_invalid_depend
# finished jobs stay visible to scontrol for a while
MinJobAge=600
ReturnToService=2
$node State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP OverSubscribe=NO
EOF
: >"$dir/etc/cgroup.conf" # an empty cgroup.conf avoids a notice
export SLURM_CONF="$dir/etc/slurm.conf"
/usr/sbin/slurmctld -f "$SLURM_CONF"
/usr/sbin/slurmd -f "$SLURM_CONF"

# ready when the node answers idle (or mixed/allocated: a job may already be queued)
for _ in $(seq 100); do
  state=$(sinfo -h -N -o '%T' 2>/dev/null | head -1 || true)
  case "$state" in
  idle* | mixed* | allocated*) break ;;
  esac
  sleep 0.2
done
case "${state:-}" in
idle* | mixed* | allocated*) ;;
*)
  echo "$0: the node did not come up (state '${state:-none}'); logs in $dir/log" >&2
  "$0" stop "$dir"
  exit 1
  ;;
esac
echo "SLURM_CONF=$SLURM_CONF"
