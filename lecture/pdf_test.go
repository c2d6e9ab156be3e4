package lecture

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// pdfPages reads a PDF's page count with pdfinfo; ok is false without pdfinfo.
func pdfPages(t *testing.T, pdf []byte) (int, bool) {
	t.Helper()
	if _, err := exec.LookPath("pdfinfo"); err != nil {
		return 0, false
	}
	path := filepath.Join(t.TempDir(), "l.pdf")
	require.NoError(t, os.WriteFile(path, pdf, 0o644))
	out, err := exec.Command("pdfinfo", path).CombinedOutput()
	require.NoError(t, err, string(out))
	m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)`).FindSubmatch(out)
	require.NotNil(t, m, string(out))
	n, _ := strconv.Atoi(string(m[1]))
	return n, true
}

func TestPDFHasATitleSlideAndOneSlideAStep(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		p     trace.Params
		which Steps
		lang  string
	}{
		{"textbook-key-en", textbook(), StepsKey, msg.EN},
		{"textbook-key-es", textbook(), StepsKey, msg.ES},
		{"textbook-all-es", textbook(), StepsAll, msg.ES},
		{"connect4-key-en", connect4(), StepsKey, msg.EN},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p := tc.p
			l, err := New(p, searched(t, p), tc.lang, tc.which)
			require.NoError(t, err)
			done := 0
			l.Progress = func(d, total int) { done = d; require.Equal(t, len(l.Steps), total) }
			pdf, err := l.PDF(context.Background())
			require.NoError(t, err)
			require.Equal(t, "%PDF", string(pdf[:4]))
			require.Equal(t, len(l.Steps), done)
			if dir := os.Getenv("LECTURE_OUT"); dir != "" {
				require.NoError(t, os.WriteFile(filepath.Join(dir, tc.name+".pdf"), pdf, 0o644))
			}
			if n, ok := pdfPages(t, pdf); ok {
				require.Equal(t, 1+len(l.Steps), n)
			}
		})
	}
}
