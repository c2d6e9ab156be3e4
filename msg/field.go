package msg

import "errors"

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
