package apierr

import (
	"net/http"

	"github.com/gametree/gametree/msg"
)

// Error is a coded error with the HTTP status it answers with.
type Error struct {
	Status int
	Err    msg.Coded
	// Retry is the seconds to send in Retry-After (0: 1 s with 429, else none).
	Retry int
}

func (e *Error) Error() string { return e.Err.Error() }
func (e *Error) Unwrap() error { return e.Err }

// New is the error of code (with its parameters kv) answered with status.
func New(status int, code string, kv ...any) *Error {
	return &Error{Status: status, Err: msg.New(code, kv...)}
}

// Of answers the coded error c with status.
func Of(status int, c msg.Coded) *Error { return &Error{Status: status, Err: c} }

// BadRequest is the 400 of code.
func BadRequest(code string, kv ...any) *Error {
	return New(http.StatusBadRequest, code, kv...)
}

// Internal is the answer of an error the user cannot act on (its cause goes to the
// log only).
var Internal = New(http.StatusInternalServerError, "web.internal")

// Cancelled answers a request whose client went away (nobody reads it), or whose
// deadline passed while it waited (the server then says so: see the server's fail).
var Cancelled = New(http.StatusServiceUnavailable, "web.cancelled")

// Input answers a coded error (a position, a parameter, an option) with 400, a
// student's code that found every sandbox worker busy with 429, and a student's code
// the server no longer keeps with 404 (the page sends it again); any other error stays
// as it is (a 500, logged).
func Input(err error) error {
	c, ok := msg.Find(err)
	if !ok {
		return err
	}
	switch c.Code() {
	case "lab.busy":
		return Of(http.StatusTooManyRequests, c)
	case "lab.unknown":
		return Of(http.StatusNotFound, c)
	}
	return Of(http.StatusBadRequest, c)
}
