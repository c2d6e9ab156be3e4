package testsize

import (
	"flag"
	"os"
	"testing"
)

// LongEnv is the environment variable that runs the long tests in full in every
// package, as -long does in one.
const LongEnv = "GAMETREE_TEST_LONG"

var (
	long       = flag.Bool("long", false, "run the long tests in full, not a sample (also "+LongEnv+"=1)")
	exhaustive = flag.Bool("exhaustive", false, "run the hour-long checks too (implies -long)")
)

// Long reports whether the long tests run in full: -long, -exhaustive or
// GAMETREE_TEST_LONG=1.
func Long() bool { return *long || *exhaustive || os.Getenv(LongEnv) == "1" }

// Exhaustive reports whether the hour-long checks run (-exhaustive).
func Exhaustive() bool { return *exhaustive }

// Pick is n items of all spread evenly over it (the first always among them), or
// all of them under Long. n <= 0 or n >= len(all) is all of them.
func Pick[T any](all []T, n int) []T {
	if Long() || n <= 0 || n >= len(all) {
		return all
	}
	out := make([]T, 0, n)
	for i := range n {
		out = append(out, all[i*len(all)/n])
	}
	return out
}

// Count is full under Long, else sample.
func Count(sample, full int) int {
	if Long() {
		return full
	}
	return sample
}

// SkipUnlessLong skips a test that only runs in full (-long): why says what it costs.
func SkipUnlessLong(t testing.TB, why string) {
	t.Helper()
	if !Long() {
		t.Skipf("%s: run with -long (or %s=1)", why, LongEnv)
	}
}

// SkipUnlessExhaustive skips an hour-long check unless -exhaustive.
func SkipUnlessExhaustive(t testing.TB, why string) {
	t.Helper()
	if !Exhaustive() {
		t.Skipf("%s: run with -exhaustive", why)
	}
}
