// Package web is the gin server of the teaching page and its JSON API; the README's
// "Web API" lists the routes and their parameters.
//
// The page (web/static: plain ES modules under a strict CSP, embedded, served under a
// versioned path) asks /api/trace for a recorded search and /api/render once for its
// finished tree (SVG, the project's own layout), then restyles that SVG in place at
// every step from the trace's steps: stepping costs no request. The page's DOM holds
// only what the step has reached (view.js, view-step.js): the finished search's
// classes, outlines and texts are stripped when the drawing is read, each written
// again from the step's state, and what is not reached is out of the page; when the
// step's node is inside a folded summary the page asks /api/render again with focus
// (explore-focus.js), the one time nodes move. Every route reads the
// command line's parameters with its checks ([trace.Params.Set]). A request searches
// only what it is given: the server's [trace.Makers] (a student's code, run in the
// code lab's sandbox workers; the connect-4 solver's recorded search), never a
// registration in a package variable.
//
// The handlers live by feature, a file an idea:
//
//	explore_*   step through: the request's parameters, the shared search and its
//	            cache, /api/trace (streamed, gzipped once), /api/render, /api/position,
//	            /api/lecture (a search's slides in one file: package lecture)
//	play_*      the connect-4 solver (/api/solve) and its lab (/api/lab)
//	practise_*  exercises, grading (/api/exercise, /api/grade) and printed sheets
//	compare_*   comparisons, their chart and the sweep over depth
//	codelab_*   students' code (/api/lab/...): check, tournament, quality
//	class_*     a teacher's classes: assignments, hand-ins, results, CSV
//
// and the server itself in server.go (New, Run, Close), config.go, routes.go (the
// middleware and the routes), static.go (the versioned assets), page.go (the page put
// together from index.html and its views), meta.go,
// metrics.go (the server's own figures) and costs.go (what a request may cost,
// estimated from its parameters). The plumbing every route shares is in packages of
// its own, below this one: apierr (coded errors with their HTTP status and the error
// JSON), form (reading a request's query and body), observe (the access line, request
// ids, panics, Prometheus), lanes (costs, slots and the light and heavy lanes), lru
// (the byte-weighed caches), serve (the HTTP server, the head limit, the graceful
// drain) and idle (memory given back when idle). The page's scripts are a module an
// idea: each view (explore.js, practise.js, compare.js, play.js, codelab.js) names its
// elements in one table and sends every request through api.js's Requests, where a
// newer request of a kind aborts the older and a view left aborts its own; a
// student's code from the code lab (labcode.js) is named by its hash in every view,
// its source in the link's fragment, and sent again when the server answers
// lab.unknown. The modules that do not touch the page are tested under Node.js
// (jstest; go test runs them in TestPageModules).
//
// Nothing a class does may stall it. Each API request has one deadline
// ([Config.RequestTimeout]), which every drawing (PNG, PDF, sheets) stops at, and a
// node budget; its cost (nodes, bytes, pixels) is estimated before any work and it runs
// in a lane (package lanes): light requests in [Config.MaxSearches] search slots,
// [Config.DrawSlots] drawing slots and the exercises' own, heavy ones in
// [Config.HeavySlots] with their memory taken from the heavy share of one budget
// ([Config.Memory], the runtime's GOMEMLIMIT), admitted or refused (429, Retry-After;
// 422 when too big for the budget) at once. Graphviz's drawings (engine=graphviz only)
// go to worker processes ([Config.Renderer]), since its WebAssembly module is not safe
// to share and leaks about 0.24 MB a render. Searches and pictures are kept in LRUs
// weighed in bytes ([Config.TraceCacheBytes], [Config.ImageCacheBytes]) that give idle
// memory back (big entries after seconds, all of it when idle), and each JSON form of
// a search is written and gzipped once for all who ask (package flight). Errors are
// coded JSON in the request's language (package msg), never a stack trace; every
// request is logged once with its id and counted in /metrics, and a shutdown answers
// every request it accepted.
//
// Measured: a 2,047-node tree draws to SVG in about 25 ms (about 1 s through
// Graphviz); a recorded search holds about 85 bytes a node, and the whole tic-tac-toe
// minimax is 62 MB of column JSON, 12 MB gzipped; 30 students grading answer in 0.8 ms
// (p50) with the server at 43 MB, and 30 worksheet PNGs at once in 1-2 s (p50), with no
// 5xx (tools/loadtest's README).
package web
