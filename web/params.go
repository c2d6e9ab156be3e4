package web

import (
	"maps"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/gametree/gametree/web/apierr"
)

// eachParam calls use (when not nil) with every parameter of a request, in name
// order, once it has checked that the parameter is given once (web.repeated) and that
// its name and value are UTF-8 (web.utf8). It returns the names given.
func eachParam(vals url.Values, use func(name, value string) error) (map[string]bool, error) {
	given := make(map[string]bool, len(vals))
	for _, k := range slices.Sorted(maps.Keys(vals)) {
		vs := vals[k]
		if len(vs) != 1 {
			return nil, apierr.BadRequest("web.repeated", "name", k, "count", len(vs))
		}
		if !utf8.ValidString(k) || !utf8.ValidString(vs[0]) {
			return nil, apierr.BadRequest("web.utf8", "name", strings.ToValidUTF8(k, "\uFFFD"))
		}
		given[k] = true
		if use == nil {
			continue
		}
		if err := use(k, vs[0]); err != nil {
			return nil, err
		}
	}
	return given, nil
}
