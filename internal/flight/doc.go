// Package flight shares work in progress between the callers that ask for the same
// thing at once, without letting any one of them own it.
//
// golang.org/x/sync/singleflight was the first choice, but it does not fit: its Do
// runs the work under the first caller (if that caller gives up, the work goes on
// with the first caller's context, or, cancelled with it, fails for everyone), its
// DoChan lets a caller stop waiting but never stops work nobody waits for, and a
// panic in DoChan's work crashes the process. Group counts its waiters instead: the
// work runs in its own goroutine under its own context (the starting caller's values
// and deadline as given, never its cancellation), each caller stops waiting when its
// own context ends, and the work's context is cancelled when the last waiter leaves.
package flight
