// Package serve is the HTTP server around the application's handler: its timeouts
// (NewHTTPServer), the size of a request's head (HeadLimit: 431 with a coded message
// instead of Go's plain one), and a graceful shutdown that answers every request it
// has accepted (Drain):
//
//  1. draining: requests already being answered (running, or queued for a slot) go
//     on; a request arriving now is refused (503 server.shutting_down in its language,
//     with Connection: close and Retry-After). The listener stays open meanwhile, so
//     such a request is answered rather than refused by the kernel.
//  2. after the grace period, the requests still working are cut short: their
//     contexts are cancelled and they answer 503 server.shutting_down too.
//  3. the http.Server shuts down (listener and idle connections closed).
package serve
