#!/bin/sh
# fuzz-bundle.sh OUTDIR: lays out the differential fuzzer for a machine
# without Go (the NVIDIA GPU one): OUTDIR/accls with OUTDIR/lib/libaccrt.a
# and OUTDIR/include beside it (where accls compile finds its runtime),
# OUTDIR/accls-fuzz, and OUTDIR/run.sh. The machine needs cc and the
# OpenCL library to link against (libOpenCL.so).
# Used by make fuzz-bundle.
set -eu
out=${1:?usage: fuzz-bundle.sh OUTDIR}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out/lib" "$out/include"
cp "$root/bin/accls" "$root/bin/accls-fuzz" "$out/"
cp "$root/bin/lib/libaccrt.a" "$out/lib/"
cp "$root/runtime/include/openacc.h" "$root/runtime/include/accrt.h" "$out/include/"
cat > "$out/run.sh" <<'SH'
#!/bin/sh
# run.sh [SEEDS [JOBS [TIMEOUT [SKIP]]]]: runs the differential fuzzer on the
# default OpenCL device (set ACC_DEVICE_TYPE=nvidia for the GPU), e.g.
#   ACC_DEVICE_TYPE=nvidia sh run.sh 0:500 16
# Prints each program that did not pass and a summary line; the programs
# are kept in out/ beside this script. Exits 1 when any was wrong or crashed.
here=$(cd "$(dirname "$0")" && pwd)
exec "$here/accls-fuzz" -accls "$here/accls" -seeds "${1:-0:500}" -j "${2:-16}" -timeout "${3:-300s}" -keep "$here/out" ${4:+-skip "$4"}
SH
chmod +x "$out/run.sh"
echo "fuzz bundle in $out: copy it to the GPU machine and run: ACC_DEVICE_TYPE=nvidia sh $(basename "$out")/run.sh 0:500 16"
