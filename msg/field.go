package msg

import (
	"errors"
	"strings"
)

// Fielded is a coded error that knows the request's field it is about: the API's
// parameter ("depth", "max-nodes", "takes", "position"), so that a form can show the
// error beside its own field for it.
type Fielded interface {
	Field() string
}

// FieldOf is the field err (or an error in its chain) is about, or "" when it names
// none.
func FieldOf(err error) string {
	var f Fielded
	if errors.As(err, &f) {
		return f.Field()
	}
	return ""
}

// fieldError is a coded error with the field it is about.
type fieldError struct {
	Coded
	field string
}

func (e fieldError) Field() string { return e.field }
func (e fieldError) Unwrap() error { return e.Coded }

// InField is err said to be about field (a request's parameter); an empty field
// leaves it as it is.
func InField(err Coded, field string) Coded {
	if field == "" {
		return err
	}
	return fieldError{err, strings.TrimSpace(field)}
}
