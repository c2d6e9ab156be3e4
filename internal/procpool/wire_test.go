package procpool

import (
	"bytes"
	"encoding/binary"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSpec(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		s    spec
		text string
	}{
		{spec{kind: "render"}, "render"},
		{spec{kind: "lab", Limits: Limits{AddressSpace: 1 << 30, HeapBytes: 256 << 20, Procs: 2}}, "lab,as=1073741824,heap=268435456,procs=2"},
	} {
		assert.Equal(t, c.text, c.s.String())
		got, err := parseSpec(c.text)
		require.NoError(t, err)
		assert.Equal(t, c.s, got)
	}
	for _, bad := range []string{"", ",as=1", "lab,as=x", "lab,cpu=2", "lab,as"} {
		_, err := parseSpec(bad)
		assert.Error(t, err, bad)
	}
}

func TestFrames(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	require.NoError(t, writeFrame(&buf, frameRequest, []byte("digraph{a}")))
	require.NoError(t, writeFrame(&buf, frameAnswer, nil))
	typ, data, err := readFrame(&buf)
	require.NoError(t, err)
	assert.Equal(t, [2]string{"Q", "digraph{a}"}, [2]string{string(typ), string(data)})
	typ, data, err = readFrame(&buf)
	require.NoError(t, err)
	assert.Equal(t, [2]string{"A", ""}, [2]string{string(typ), string(data)})
	_, _, err = readFrame(&buf)
	assert.Equal(t, io.EOF, err)

	var h [4]byte
	binary.BigEndian.PutUint32(h[:], maxFrame+1)
	_, _, err = readFrame(bytes.NewReader(h[:]))
	assert.ErrorContains(t, err, "bad frame length")
	binary.BigEndian.PutUint32(h[:], 10)
	_, _, err = readFrame(bytes.NewReader(append(h[:], 'A', 'x')))
	assert.Equal(t, io.ErrUnexpectedEOF, err)
}

// The tail keeps a worker's standard error whole while short, else its first and last
// bytes; it passes everything on.
func TestTailWriter(t *testing.T) {
	t.Parallel()
	var all bytes.Buffer
	w := newTailWriter(&all)
	_, _ = w.Write([]byte("fatal error: out of memory\n"))
	assert.Equal(t, "fatal error: out of memory\n", w.String())
	long := strings.Repeat("goroutine 1 [running]\n", 1000)
	_, _ = w.Write([]byte(long))
	_, _ = w.Write([]byte("exit status 2\n"))
	s := w.String()
	assert.True(t, strings.HasPrefix(s, "fatal error: out of memory\n"), "the head kept")
	assert.True(t, strings.HasSuffix(s, "exit status 2\n"), "the tail kept")
	assert.InDelta(t, tailHead+tailKeep, len(s), 10, "the head and the tail")
	assert.Equal(t, len("fatal error: out of memory\n")+len(long)+len("exit status 2\n"), all.Len(), "all passed on")
	assert.Equal(t, "fatal error: out of memory", lastLine(s))
}

func TestLastLineAndCause(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ stderr, line, cause string }{
		{"", "", CauseCrash},
		{"one\ntwo\n\n", "two", CauseCrash},
		{"lab-pos 3 4\nruntime: out of memory: cannot allocate 1073741824-byte block\nfatal error: out of memory\n\ngoroutine 1:\n", "fatal error: out of memory", CauseMemory},
		{"runtime: goroutine stack exceeds 1000000000-byte limit\nfatal error: stack overflow\n", "fatal error: stack overflow", CauseStack},
		{"panic: boom\n\ngoroutine 1 [running]:\n", "panic: boom", CauseCrash},
		{"runtime: failed to create new OS thread\n", "runtime: failed to create new OS thread", CauseMemory},
	} {
		assert.Equal(t, c.line, lastLine(c.stderr), c.stderr)
		assert.Equal(t, c.cause, deathCause(c.stderr), c.stderr)
	}
}
