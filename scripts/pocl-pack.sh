#!/bin/sh
# pocl-pack.sh OUT.tar.xz: packs this machine's PoCL (Debian 12's
# libpocl2, its LLVM 15 and clang 15 libraries and the clang-15 driver it
# runs to link kernels) for a machine without it, so that the fuzzer's
# PoCL seeds can run on the 16 cores of the GPU machine
# (docs/design/fuzz.md). There, as root:
#   mkdir -p /opt/pocl && tar -C /opt/pocl -xJf pocl.tar.xz
#   mkdir -p /usr/lib/llvm-15/bin && cp /opt/pocl/llvm15bin/clang-15 /usr/lib/llvm-15/bin/
#   mkdir -p /opt/pocl/vendors && echo /opt/pocl/lib/x86_64-linux-gnu/libpocl.so.2 > /opt/pocl/vendors/pocl.icd
#   OCL_ICD_VENDORS=/opt/pocl/vendors LD_LIBRARY_PATH=/opt/pocl/lib/x86_64-linux-gnu sh fuzz-bundle/run.sh 0:1000 16
# PoCL finds its kernel library relative to libpocl (lib/../../share/pocl).
set -eu
out=${1:?usage: pocl-pack.sh OUT.tar.xz}
lib=/usr/lib/x86_64-linux-gnu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/lib/x86_64-linux-gnu/pocl" "$tmp/share/pocl" "$tmp/llvm15bin"
cp -L "$lib/libpocl.so.2" "$tmp/lib/x86_64-linux-gnu/"
cp -L "$lib"/pocl/*.so "$tmp/lib/x86_64-linux-gnu/pocl/"
cp -r /usr/share/pocl/include "$tmp/share/pocl/"
for v in GENERIC avx2 avx512; do
	cp /usr/share/pocl/kernel-x86_64-pc-linux-gnu-$v.bc "$tmp/share/pocl/"
done
cp /usr/lib/llvm-15/bin/clang "$tmp/llvm15bin/clang-15"
# Every library they need but the C and C++ runtimes the other machine has.
for l in $(ldd "$lib/libpocl.so.2" "$lib/pocl/libpocl-devices-pthread.so" | awk '/=>/ {print $3}' | sort -u); do
	case $(basename "$l") in
	libc.so* | libm.so* | libpthread* | libdl* | librt* | ld-linux* | libgcc_s* | libstdc++*) ;;
	*) cp -L "$l" "$tmp/lib/x86_64-linux-gnu/" ;;
	esac
done
tar -C "$tmp" -cf - . | xz -T0 -6 >"$out"
ls -l "$out"
