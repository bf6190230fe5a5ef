#!/bin/sh
# conformance-bundle.sh OUTDIR: compiles every program of tests/conformance
# with bin/accls, runs each here on the default OpenCL device to record the
# expected output, and writes OUTDIR/run.sh, which runs the binaries on
# another machine (ACC_DEVICE_TYPE as set there, e.g. nvidia) and compares
# their output with the recorded one. The bundle needs no Go and no accls:
# copy OUTDIR to a GPU machine and run `sh OUTDIR/run.sh`.
# Used to run the suite on the NVIDIA machine (make conformance-bundle).
set -eu
out=${1:?usage: conformance-bundle.sh OUTDIR}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out/bin" "$out/expected"
: "${ACCLS:=$root/bin/accls}"
n=0 bad=""
for src in "$root"/tests/conformance/*.c; do
	name=$(basename "$src" .c)
	"$ACCLS" compile -O2 -I "$root/tests/conformance" "$src" -o "$out/bin/$name" -lm
	# the device run's environment lines (//test: env NAME=VALUE) are
	# PoCL's; the bundle runs without them
	if ! (
		sed -n 's|^//test: env ||p' "$src" > "$out/env.tmp"
		while IFS= read -r kv; do export "$kv"; done < "$out/env.tmp"
		exec "$out/bin/$name"
	) > "$out/expected/$name.txt"; then
		bad="$bad $name"
		rm -f "$out/bin/$name"
		continue
	fi
	n=$((n + 1))
done
rm -f "$out/env.tmp"
strip "$out"/bin/* 2>/dev/null || true
cat > "$out/run.sh" <<'EOF'
#!/bin/sh
# Runs each conformance binary and compares its output with the one
# recorded on the machine that built the bundle. Prints one line per
# program and a summary; exits 1 when any differs or fails.
here=$(cd "$(dirname "$0")" && pwd)
pass=0 fail=0
for exe in "$here"/bin/*; do
	name=$(basename "$exe")
	if "$exe" > "$here/$name.out" 2> "$here/$name.err" && cmp -s "$here/$name.out" "$here/expected/$name.txt"; then
		pass=$((pass + 1))
		if [ -s "$here/$name.err" ]; then
			echo "pass $name (stderr: $(head -c 300 "$here/$name.err" | tr '\n' ' '))"
		else
			echo "pass $name"
		fi
	else
		fail=$((fail + 1))
		echo "FAIL $name"
		diff "$here/expected/$name.txt" "$here/$name.out" | head -20
		head -c 2000 "$here/$name.err"
	fi
done
echo "conformance: $pass passed, $fail failed (ACC_DEVICE_TYPE=${ACC_DEVICE_TYPE:-default})"
[ "$fail" = 0 ]
EOF
chmod +x "$out/run.sh"
echo "conformance bundle: $n programs in $out"
if [ -n "$bad" ]; then
	echo "failed here, left out:$bad" >&2
	exit 1
fi
