// Package idle gives the memory a burst used back to the system once the server is
// idle: no request in flight and none for IdleAfter (Activity). The runtime would
// keep it mapped until its next collection (up to two minutes later with nothing
// allocating) and then return it slowly; debug.FreeOSMemory collects and returns it at
// once, but holds the heap while it does (a few hundred milliseconds for a few hundred
// MB, every allocation waiting), so it is never called while requests are being
// answered: under load the runtime reuses the memory (within GOMEMLIMIT) instead.
package idle
