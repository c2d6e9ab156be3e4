#!/bin/bash
# table.sh OUT: the mean time and nodes a position of each figure and program of a run.sh output, and our time over Steininger's (1 GB, 64 MB)
awk '{k=$1; p=$2; t[k" "p]+=$5; n[k" "p]+=$6; c[k" "p]++; if (!(k in seen)) {seen[k]=1; order[++m]=k}}
END { printf "| figure | lines | ours | Steininger 1 GB | Steininger 64 MB | ours / his (1 GB, 64 MB) |\n|---|---|---|---|---|---|\n";
 for (i=1;i<=m;i++) { k=order[i]; o=k" ours"; a=k" st"; b=k" stm";
  printf "| %s | %d | %.3f s, %.2f M | %.3f s, %.2f M | %.3f s, %.2f M | %.2fx, %.2fx |\n", k, c[o], t[o]/c[o]/1e6, n[o]/c[o]/1e6, t[a]/c[a]/1e6, n[a]/c[a]/1e6, t[b]/c[b]/1e6, n[b]/c[b]/1e6, t[o]/t[a], t[o]/t[b] } }' $1
