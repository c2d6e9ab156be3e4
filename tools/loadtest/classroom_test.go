package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/web"
)

func TestClassroomFlags(t *testing.T) {
	t.Parallel()
	c, err := parseFlags([]string{"-classroom"}, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, 2*time.Minute, c.duration)
	assert.Equal(t, classroomPhases, c.phases)
	assert.Equal(t, 30, c.students)
	for _, args := range [][]string{
		{"-classroom", "-soak"},
		{"-classroom", "-phases", "students,nap"},
		{"-classroom", "-students", "0"},
		{"-classroom", "-grades", "101"},
		{"-classroom", "-hostile", "501"},
		{"-classroom", "-settle", "-1s"},
	} {
		_, err := parseFlags(args, io.Discard)
		assert.Error(t, err, "%v", args)
	}
}

// The grading bodies of the hostile phase are exactly the size asked for, and JSON.
func TestBigGradeBody(t *testing.T) {
	t.Parallel()
	for _, n := range []int64{100, 64 << 10, 64<<10 + 1} {
		b := bigGradeBody(n)
		assert.Len(t, b, int(n))
		assert.True(t, json.Valid(b), "%d bytes", n)
	}
}

// A short classroom against a server in this process: every phase but the 600 dpi
// sheets, a few requests each, all answered and right.
func TestClassroomShortRun(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs sweeps at the size limit: a few seconds")
	}
	s, err := web.New(web.Config{Renderer: stubRenderer{}})
	require.NoError(t, err)
	defer s.Close()
	srv := httptest.NewServer(s.Handler())
	defer srv.Close()
	// a sample unless -long: one request of each kind (two hostile ones: a body just
	// under the limit and one just over it)
	size := []string{"-duration", "200ms", "-students", "2", "-grades", "1", "-sheets", "1", "-sweeps", "1", "-hostile", "2"}
	if testsize.Long() {
		size = []string{"-duration", "1s", "-students", "3", "-grades", "2", "-sheets", "2", "-sweeps", "2", "-hostile", "2"}
	}
	var out, stderr bytes.Buffer
	code := run(context.Background(), append([]string{"-url", srv.URL, "-classroom", "-phases", "students,sheets,sweeps,hostile", "-settle", "0s"}, size...), &out, &stderr)
	report := out.String()
	assert.Equal(t, 0, code, "%s\n%s", report, stderr.String())
	for _, want := range []string{"== phase students", "exercise  ", "grade  ", "worksheet-png", "worksheet-pdf",
		"sweep-at-limit", "413 web.body_too_large", "grade (bystander)", "/healthz (every 100 ms)",
		"no 5xx, no dropped answer, no wrong answer"} {
		assert.Contains(t, report, want)
	}
}
