package lecture

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// needPdflatex skips a test without pdflatex, unless CI=true, where it fails.
func needPdflatex(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"pdflatex", "pdfinfo"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("%s is needed in CI (Debian: texlive-latex-recommended texlive-latex-extra texlive-pictures texlive-lang-spanish poppler-utils)", tool)
			}
			t.Skipf("no %s", tool)
		}
	}
}

// compile compiles tex with pdflatex and returns the PDF: once is enough, as the
// source refers to no page or frame number.
func compile(t *testing.T, tex []byte) []byte {
	t.Helper()
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "lecture.tex"), tex, 0o644))
	cmd := exec.Command("pdflatex", "-interaction=nonstopmode", "-halt-on-error", "lecture.tex")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "lecture.log"))
		t.Fatalf("pdflatex: %v\n%s\n%s", err, tail(out, 3000), tail(log, 3000))
	}
	pdf, err := os.ReadFile(filepath.Join(dir, "lecture.pdf"))
	require.NoError(t, err)
	return pdf
}

func tail(b []byte, n int) []byte {
	if len(b) > n {
		return b[len(b)-n:]
	}
	return b
}

func TestBeamerCompilesWithOneFrameAStep(t *testing.T) {
	needPdflatex(t)
	t.Parallel()
	for _, tc := range []struct {
		name  string
		game  func() (p trace.Params)
		which Steps
		lang  string
	}{
		{"textbook-key-en", func() trace.Params { return textbook() }, StepsKey, msg.EN},
		{"textbook-key-es", func() trace.Params { return textbook() }, StepsKey, msg.ES},
		{"connect4-key-es", func() trace.Params { return connect4() }, StepsKey, msg.ES},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p := tc.game()
			l, err := New(p, searched(t, p), tc.lang, tc.which)
			require.NoError(t, err)
			tex, err := l.TeX(context.Background())
			require.NoError(t, err)
			pdf := compile(t, tex)
			if dir := os.Getenv("LECTURE_OUT"); dir != "" {
				require.NoError(t, os.WriteFile(filepath.Join(dir, tc.name+".tex"), tex, 0o644))
				require.NoError(t, os.WriteFile(filepath.Join(dir, tc.name+".beamer.pdf"), pdf, 0o644))
			}
			n, ok := pdfPages(t, pdf)
			require.True(t, ok)
			require.Equal(t, 1+len(l.Steps), n)
		})
	}
}
