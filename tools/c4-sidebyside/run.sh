#!/bin/bash
# run.sh OURS OUT: our solver (the gametree binary OURS) and Steininger's (st1, st2 at
# 1 GB, st1m, st2m at 64 MB, built by build.sh beside this script) side by side,
# interleaved line by line: each line solved by a fresh process of each program in
# turn, the time measured inside it, the table cleared outside it. Writes OUT, a line
# per solve: FIGURE PROGRAM MOVES SCORE MICROSECONDS NODES. THREADS (default "2 1"),
# FIGS (default "o8 o6 o4 o2 ew es": the openings after 8, 6, 4, 2 moves, the empty
# board weakly and strongly), N4 and N2 (the lines of openings-4 and -2, default 10
# and 3) choose what is run. table.sh OUT makes the table.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
OURS=$1 OUT=$2
T="$here/../../testdata/connect4"
: >"$OUT"
run() { # figure threads weak lines...
  local fig=$1 th=$2 weak=$3
  shift 3
  for l in "$@"; do
    local ol=$l
    [ "$l" = - ] && ol=""
    local o
    o=$(echo "$ol" | "$OURS" solve --game connect4 --threads "$th" $([ "$weak" = 1 ] && echo --weak) --summary=false 2>/dev/null | head -1)
    echo "$fig ours $(echo "$o" | awk '{print (NF==4?$1:"-"), $(NF-2), $NF, $(NF-1)}')" >>"$OUT"
    for v in "" m; do
      echo "$fig st$v $(echo "$l" | "$here/st$th$v" $([ "$weak" = 1 ] && echo weak) | head -1)" >>"$OUT"
    done
  done
}
lines() { head -"$2" "$T/openings-$1" | cut -d' ' -f1; }
for th in ${THREADS:-2 1}; do
  for f in ${FIGS:-o8 o6 o4 o2 ew es}; do
    case $f in
      o8) run "open8-${th}t" "$th" 0 $(lines 8 50) ;;
      o6) run "open6-${th}t" "$th" 0 $(lines 6 30) ;;
      o4) run "open4-${th}t" "$th" 0 $(lines 4 "${N4:-10}") ;;
      o2) run "open2-${th}t" "$th" 0 $(lines 2 "${N2:-3}") ;;
      ew) run "empty-weak-${th}t" "$th" 1 "-" ;;
      es) run "empty-strong-${th}t" "$th" 0 "-" ;;
    esac
  done
done
