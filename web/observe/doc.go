// Package observe is what the server tells about itself: one structured log line per
// request (the access line, with its id, route, status, time, and what its Note says:
// the search's and the drawing's time, the caches' answers, the language), the
// server's Prometheus figures in a registry of its own (Metrics: requests by route and
// status, their durations, those in flight, panics), a handler's panic turned into a
// coded 500 that carries the request's id (Recover), and the loggers the server and
// its worker processes write through (NewLogger, LineLogger).
package observe
