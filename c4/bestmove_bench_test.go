package c4

import (
	"fmt"
	"runtime"
	"slices"
	"testing"
	"time"
)

// liveSample is how many of the player's live positions of each size
// BenchmarkBestMoveLive solves (spread evenly over them, sorted by move string), with
// the 236353352 (as 235323356, its transposition on the player's lines).
const liveSample = 24

// liveBenchPositions is the sample of PlayerPositions(EmbeddedBook(), stones).
func liveBenchPositions(stones int) []string {
	all := PlayerPositions(EmbeddedBook(), stones)
	out := make([]string, 0, liveSample+1)
	for i := range liveSample {
		out = append(out, all[i*len(all)/liveSample])
	}
	if stones == 9 && !slices.Contains(out, "235323356") {
		out = append(out, "235323356")
	}
	return out
}

// BenchmarkBestMoveLive solves the perfect player's own positions at the book's edge
// (9 and 10 stones, PlayerPositions) as the server does, one core, the web's table
// (2^20 entries) cleared before each position: by Analyze (every column's exact
// score, then BestColumn) and by BestMove, strong (the page's player) and weak;
// BestMove must give Analyze's column and score (checked when both run). ms/pos is the mean wall-clock time,
// nodes/pos the mean nodes, max-nodes and max-ms the worst position's.
//
//	go test ./c4 -run '^$' -bench BestMoveLive -benchtime 1x -timeout 30m
func BenchmarkBestMoveLive(b *testing.B) {
	for _, stones := range []int{9, 10} {
		lines := liveBenchPositions(stones)
		for _, weak := range []bool{false, true} {
			mode := "strong"
			if weak {
				mode = "weak"
			}
			for _, method := range []string{"analyze", "bestmove"} {
				b.Run(fmt.Sprintf("stones%d/%s/%s", stones, mode, method), func(b *testing.B) {
					benchBestMove(b, lines, weak, method == "analyze")
				})
			}
		}
	}
}

// analyzed is the column and score Analyze and BestColumn gave, by position and
// strength, for BestMove's run to check.
var analyzed = map[string][2]int{}

// benchBestMove solves every line once an iteration with BestMove (or Analyze and
// BestColumn), checks BestMove against Analyze's answer when that ran, and reports.
func benchBestMove(b *testing.B, lines []string, weak, analyze bool) {
	s, err := New(oneCore, 1<<20)
	if err != nil {
		b.Fatal(err)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var took, worst time.Duration
	var nodes, maxNodes int64
	n := 0
	for b.Loop() {
		for _, moves := range lines {
			p, err := Parse(moves)
			if err != nil {
				b.Fatal(err)
			}
			s.Reset()
			start := time.Now()
			var col, score int
			if analyze {
				var scores [Width]int
				var ok [Width]bool
				scores, ok, err = s.Analyze(p, weak)
				col = BestColumn(p, scores, ok)
				score = scores[col]
			} else {
				col, score, err = s.BestMove(p, weak)
			}
			d := time.Since(start)
			if err != nil {
				b.Fatalf("%s: %v", moves, err)
			}
			key := fmt.Sprint(moves, weak)
			if analyze {
				analyzed[key] = [2]int{col, score}
			} else if want, found := analyzed[key]; found && want != [2]int{col, score} {
				b.Fatalf("%s weak=%v: BestMove %v, Analyze %v", moves, weak, [2]int{col, score}, want)
			}
			took += d
			worst = max(worst, d)
			nodes += s.Nodes()
			maxNodes = max(maxNodes, s.Nodes())
			n++
			if testing.Verbose() {
				b.Logf("%s col %d score %d nodes %d %.1f ms", moves, col+1, score, s.Nodes(), float64(d.Microseconds())/1e3)
			}
		}
	}
	b.ReportMetric(float64(took.Microseconds())/1e3/float64(n), "ms/pos")
	b.ReportMetric(float64(nodes)/float64(n), "nodes/pos")
	b.ReportMetric(float64(maxNodes), "max-nodes")
	b.ReportMetric(float64(worst.Microseconds())/1e3, "max-ms")
}
