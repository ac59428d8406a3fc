#!/bin/bash
# Submits the contact sheets of an archive to Slurm: a job array of SHARDS tasks
# (tessera-array.sbatch), then the index job (tessera-index.sbatch) that starts only when every
# task succeeded (--dependency=afterok). Prints the two job ids on standard output: ARRAY INDEX.
#
#   Examples/cluster/submit.sh ROOT OUT [SHARDS [SBATCH OPTIONS...]]
#
#   ROOT     the archive folder, seen at the same path on every node
#   OUT      the folder for the sheets, on storage every node can write (created if missing)
#   SHARDS   the number of array tasks (default 32)
#   SBATCH OPTIONS  passed to both submissions, e.g. --partition=batch --account=photo
#            (and to the array's alone: TESSERA_ARRAY_OPTIONS, e.g. "--cpus-per-task=4 --mem=8G")
#
# The job's output files land in the folder submit.sh is run from. Environment: TESSERA (the
# program, default tessera on PATH), TESSERA_OPTIONS (sheet options, default --width 1200 -q),
# TESSERA_TITLE (the index page's title). Running it again after a failure or a cancellation is
# safe: folders already drawn with the same options are skipped.
set -euo pipefail

if [ $# -lt 2 ]; then
    echo "usage: $0 ROOT OUT [SHARDS [SBATCH OPTIONS...]]" >&2
    exit 2
fi
here="$(cd "$(dirname "$0")" && pwd)"
root="$1"
out="$2"
shards="${3:-32}"
shift $(( $# < 3 ? $# : 3 ))
case "$shards" in
    ''|*[!0-9]*|0) echo "$0: SHARDS must be a number from 1, not '$shards'" >&2; exit 2 ;;
esac
[ -d "$root" ] || { echo "$0: no folder $root" >&2; exit 2; }
mkdir -p "$out"

TESSERA_ROOT="$(cd "$root" && pwd)"
TESSERA_OUT="$(cd "$out" && pwd)"
export TESSERA_ROOT TESSERA_OUT
read -r -a array_options <<<"${TESSERA_ARRAY_OPTIONS:-}"

# --parsable prints JOBID or JOBID;CLUSTER.
array="$(sbatch --parsable --array="0-$((shards - 1))" "$@" "${array_options[@]}" "$here/tessera-array.sbatch")"
array="${array%%;*}"
# afterok: only when every task ended with status 0; a failed or cancelled task makes the
# dependency impossible, and --kill-on-invalid-dep=yes then removes the index job from the queue.
index="$(sbatch --parsable --dependency="afterok:$array" --kill-on-invalid-dep=yes "$@" "$here/tessera-index.sbatch")"
index="${index%%;*}"
echo "submit.sh: array job $array ($shards tasks) for $TESSERA_ROOT -> $TESSERA_OUT; index job $index after it" >&2
echo "$array $index"
