package main

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParseFlags: good flags pass, bad ones (no server, a server off loopback, values
// out of range, a stray argument) are refused.
func TestParseFlags(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args []string
		ok   bool
	}{
		{[]string{"-url", "http://127.0.0.1:8931"}, true},
		{[]string{"-url", "http://localhost:8931/", "-games", "0", "-edge", "10", "-best"}, true},
		{[]string{"-check", "moves.txt"}, true},
		{[]string{}, false},
		{[]string{"-url", "http://example.com:80"}, false},
		{[]string{"-url", "http://127.0.0.1:8931", "-games", "-1"}, false},
		{[]string{"-url", "http://127.0.0.1:8931", "-edge", "20000"}, false},
		{[]string{"-url", "http://127.0.0.1:8931", "-check-from", "43"}, false},
		{[]string{"-url", "http://127.0.0.1:8931", "extra"}, false},
	} {
		_, err := parseFlags(tc.args, io.Discard)
		assert.Equal(t, tc.ok, err == nil, "%v: %v", tc.args, err)
	}
}

// TestPercentiles: nearest rank, in ms.
func TestPercentiles(t *testing.T) {
	t.Parallel()
	var ds []time.Duration
	for i := 100; i >= 1; i-- {
		ds = append(ds, time.Duration(i)*time.Millisecond)
	}
	assert.Equal(t, "n 100  p50 50 ms  p95 95 ms  p99 99 ms  max 100 ms", percentiles(ds))
	assert.Equal(t, "n 0", percentiles(nil))
	assert.Equal(t, "n 1  p50 7 ms  p95 7 ms  p99 7 ms  max 7 ms", percentiles([]time.Duration{7 * time.Millisecond}))
}

// TestRecordCheck: a record written is read back alike, and the check finds a right
// move right and a wrong column and a wrong score wrong (positions near the end,
// solved by Analyze in a moment; the empty board's from the book). The scores of
// 73531175233654425242 are the perfect-player sample's: -11 3 -11 -11 -11 -11 -11.
func TestRecordCheck(t *testing.T) {
	t.Parallel()
	c := &config{checkFrom: 20, threads: 1}
	pl := newPlayer(c)
	pl.played = []move{
		{moves: "", col: 3, score: 1, book: true, took: time.Millisecond, status: 200, proven: true},
		{moves: "73531175233654425242", col: 1, score: 3, nodes: 10, took: 3 * time.Millisecond, status: 200, proven: true},
		{moves: "73531175233654425242", col: 6, score: 3, took: time.Millisecond, status: 200, proven: true},
		{moves: "73531175233654425242", col: 1, score: 4, took: time.Millisecond, status: 200, proven: true},
	}
	path := filepath.Join(t.TempDir(), "moves.txt")
	require.NoError(t, pl.writeRecord(path))
	back := newPlayer(c)
	require.NoError(t, back.readRecordFile(path))
	require.Equal(t, pl.played, back.played)

	ck := back.check(t.Context())
	require.NoError(t, ck.err)
	assert.Equal(t, 1, ck.analyzed)
	assert.Equal(t, 1, ck.byBook)
	assert.Len(t, ck.wrongCol, 1, "column 7")
	assert.Len(t, ck.wrongScore, 1, "score 5")
	var out bytes.Buffer
	assert.False(t, back.report(&out, 0, 0, ck))
	assert.Equal(t, 2, strings.Count(out.String(), "WRONG"))
}
