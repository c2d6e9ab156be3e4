package procpool

import (
	"fmt"
	"strconv"
	"strings"
)

// Env is the environment variable that makes a process of this program a worker (see
// MaybeServe). Its value names the worker's kind and its limits:
// "render" or "lab,as=1073741824,heap=268435456,procs=2".
const Env = "GAMETREE_WORKER"

// Limits are a worker process's bounds, which it sets itself as it starts.
type Limits struct {
	// AddressSpace is how much address space the worker may add to what it has when
	// it starts (RLIMIT_AS, Linux only): an allocation past it ends the worker, whose
	// standard error then says "out of memory" (CauseMemory). 0: no limit.
	AddressSpace uint64
	// HeapBytes is the Go heap's soft bound (debug.SetMemoryLimit): past it the
	// collector works harder. 0: none.
	HeapBytes uint64
	// Procs is the worker's GOMAXPROCS. 0: the runtime's default.
	Procs int
}

// spec is what Env says: a worker's kind and its limits.
type spec struct {
	kind string
	Limits
}

func (s spec) String() string {
	v := s.kind
	for _, f := range []struct {
		name string
		n    uint64
	}{{"as", s.AddressSpace}, {"heap", s.HeapBytes}, {"procs", uint64(max(s.Procs, 0))}} {
		if f.n > 0 {
			v += fmt.Sprintf(",%s=%d", f.name, f.n)
		}
	}
	return v
}

func parseSpec(v string) (spec, error) {
	fields := strings.Split(v, ",")
	s := spec{kind: fields[0]}
	if s.kind == "" {
		return s, fmt.Errorf("%s=%q names no kind of worker", Env, v)
	}
	for _, f := range fields[1:] {
		name, val, _ := strings.Cut(f, "=")
		n, err := strconv.ParseUint(val, 10, 64)
		if err != nil {
			return s, fmt.Errorf("%s=%q: %s: %w", Env, v, name, err)
		}
		switch name {
		case "as":
			s.AddressSpace = n
		case "heap":
			s.HeapBytes = n
		case "procs":
			s.Procs = int(n)
		default:
			return s, fmt.Errorf("%s=%q: unknown limit %q", Env, v, name)
		}
	}
	return s, nil
}
