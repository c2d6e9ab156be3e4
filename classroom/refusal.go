package classroom

import "github.com/gametree/gametree/msg"

// Kind says why a request is refused: the web layer's HTTP status.
type Kind int

const (
	// Invalid: bad input (400).
	Invalid Kind = iota
	// NotFound: no such class, assignment, task or student, or a wrong key (404): a
	// wrong key and an unknown class are told apart by nobody.
	NotFound
	// Unknown: no student has this key (401: join first).
	Unknown
	// Conflict: not now: the assignment is not open, or has closed, or the attempts
	// are used up (409).
	Conflict
)

// Refusal is a request the store does not carry out, with a coded message.
type Refusal struct {
	Kind Kind
	Err  *msg.Error
}

func (r *Refusal) Error() string { return r.Err.Error() }
func (r *Refusal) Unwrap() error { return r.Err }

func refuse(kind Kind, code string, kv ...any) *Refusal {
	return &Refusal{Kind: kind, Err: msg.New(code, kv...)}
}
