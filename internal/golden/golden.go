package golden

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// Update reports whether this run rewrites the golden files (-update).
func Update() bool { return *update }

// Check compares got with testdata/name, or writes it there with -update. A
// difference is reported at its first differing line, around its first differing
// byte: golden files are long.
func Check(t testing.TB, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("missing golden file (run go test -run '%s' -update and review it): %v", t.Name(), err)
	}
	if line, w, g, differ := firstDifference(want, got); differ {
		t.Errorf("%s differs at line %d (run go test -run '%s' -update and review the diff):\nwant …%s\ngot  …%s",
			path, line, t.Name(), w, g)
	}
}

// firstDifference finds the first line where want and got differ (counting from 1)
// and quotes both from a little before their first differing byte.
func firstDifference(want, got []byte) (line int, w, g string, differ bool) {
	if bytes.Equal(want, got) {
		return 0, "", "", false
	}
	wl, gl := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
	for i := 0; i < max(len(wl), len(gl)); i++ {
		a, b := "(no line)", "(no line)"
		if i < len(wl) {
			a = wl[i]
		}
		if i < len(gl) {
			b = gl[i]
		}
		if a == b {
			continue
		}
		j := 0
		for j < len(a) && j < len(b) && a[j] == b[j] {
			j++
		}
		from := max(0, j-60)
		return i + 1, clip(a[from:], 160), clip(b[from:], 160), true
	}
	panic("golden: different bytes, the same lines") // strings.Split keeps every byte
}

func clip(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}
