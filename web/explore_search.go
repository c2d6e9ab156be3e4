package web

import (
	"context"
	"time"

	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/observe"
)

// search runs the request's search, or finds it in the cache. Identical searches
// asked for at once run once, under a context of their own (package flight): a
// request that goes away stops waiting without failing the others, and a search
// still queued for a slot gives up when no request is left waiting for it. A light
// search takes a search slot; a heavy one (heavy: its request holds a heavy ticket)
// runs in its heavy slot.
func (s *Server) search(ctx context.Context, req *request, heavy bool) (*traceEntry, error) {
	n := observe.NoteOf(ctx)
	if e := s.traces.get(req.key); e != nil {
		n.Cache = "hit"
		return e, nil
	}
	start := time.Now()
	defer func() { n.Search = time.Since(start) }()
	deadline := time.Now().Add(s.cfg.QueueWait + req.p.Options.TimeLimit + time.Second)
	lab := req.p.IsExternal() // a student's code: the lab's lane, never a search slot
	if lab {
		deadline = time.Now().Add(s.cfg.RequestTimeout + labSearchTime)
	}
	e, err, shared := s.searches.Do(ctx, req.key, deadline, func(ctx context.Context) (*traceEntry, error) {
		if e := s.traces.get(req.key); e != nil {
			return e, nil
		}
		if lab {
			tctx, give, err := s.codelab.pool.TurnWithin(ctx, s.labTraceWait())
			if err != nil {
				return nil, labTurnError(err)
			}
			defer give()
			ctx = tctx
		}
		run, err := s.makers.Prepare(ctx, &req.p)
		if err != nil {
			return nil, apierr.Input(err)
		}
		if !heavy && !lab {
			if err := s.slots.Acquire(ctx); err != nil {
				return nil, err
			}
			defer s.slots.Release()
		}
		s.searching.Add(1)
		defer s.searching.Add(-1)
		t, err := run(ctx)
		if err != nil {
			if req.p.Solver {
				return nil, solverError(err)
			}
			return nil, apierr.Input(err)
		}
		if ctx.Err() != nil {
			return nil, ctx.Err() // nobody waits any more: a cut-short search is not kept
		}
		return s.traces.put(req.key, t), nil
	})
	n.Cache = cacheResult(shared)
	if err != nil {
		if ctx.Err() != nil {
			return nil, apierr.Cancelled
		}
		return nil, err
	}
	return e, nil
}

// cacheResult names a cache miss for the access line: shared when the request waited
// for another one's work.
func cacheResult(shared bool) string {
	if shared {
		return "shared"
	}
	return "miss"
}
