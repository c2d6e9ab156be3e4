package web

import (
	"errors"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/web/apierr"
)

// storageFailed reports whether err is a classes' database that cannot store anything
// now (classroom.AsStorage): a full disk, a read-only database, a missing privilege.
func storageFailed(err error) bool {
	_, ok := classroom.AsStorage(err)
	return ok
}

// serverFault reports whether a class route's error is the server's (5xx: the
// database), not a refusal of the request (4xx).
func serverFault(err error) bool {
	var r *classroom.Refusal
	var ae *apierr.Error
	switch {
	case errors.As(err, &r):
		return false
	case errors.As(err, &ae):
		return ae.Status >= 500
	}
	return true
}
