#!/bin/bash
# build.sh SRC THREADS ENTRIES NAME: builds Steininger's c4 solver (a checkout of
# github.com/ChristopheSteininger/c4 at SRC) with THREADS search threads and a table of
# ENTRIES entries (its default 134217757, 1 GB; 8388617 is 64 MB, our table's size),
# with driver.cpp, into ./NAME. g++ with C++20.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
src=$1 threads=$2 entries=$3 name=$4
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
cp -r "$src/src/solver" "$d/solver"
sed -i "s/NUM_THREADS = 0;/NUM_THREADS = $threads;/; s/NUM_TABLE_ENTRIES = 134217757;/NUM_TABLE_ENTRIES = $entries;/" "$d/solver/settings.h"
grep -q "NUM_THREADS = $threads;" "$d/solver/settings.h"
grep -q "NUM_TABLE_ENTRIES = $entries;" "$d/solver/settings.h"
g++ -O3 -march=native -std=c++20 -pthread -flto -DNDEBUG -I"$d" -o "$here/$name" "$here/driver.cpp" $(find "$d/solver" -name '*.cpp')
