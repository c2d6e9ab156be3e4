package form

import (
	"bytes"
	"errors"
	"io"
	"maps"
	"mime"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/web/apierr"
)

// Type is the one form type the API reads, JSONType the type of a JSON body.
const (
	Type     = "application/x-www-form-urlencoded"
	JSONType = "application/json"
)

// Values reads the query and, for POST, the form body (at most maxBody bytes).
func Values(c *gin.Context, maxBody int64) (url.Values, error) {
	r := c.Request
	if r.Method == http.MethodPost {
		if err := CheckType(r); err != nil {
			return nil, err
		}
		if r.Body != nil { // a server's request always has one; a handler test's may not
			body, err := Body(c, maxBody)
			if err != nil {
				return nil, err
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
		}
	}
	if err := r.ParseForm(); err != nil {
		return nil, apierr.BadRequest("web.bad_form")
	}
	return r.Form, nil
}

// CheckType refuses a POST body that is not a form: 415 naming the type sent and
// the type accepted. An empty body needs no type.
func CheckType(r *http.Request) error {
	ct := r.Header.Get("Content-Type")
	if ct == "" {
		if r.ContentLength == 0 {
			return nil
		}
		return apierr.New(http.StatusUnsupportedMediaType, "web.media_type_missing", "accepted", Type)
	}
	mt, _, err := mime.ParseMediaType(ct)
	if err == nil && mt == Type {
		return nil
	}
	return apierr.New(http.StatusUnsupportedMediaType, "web.media_type", "type", ct, "accepted", Type)
}

// IsJSON reports whether the request's body is JSON (its Content-Type says so).
func IsJSON(r *http.Request) bool {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return err == nil && mt == JSONType
}

// Body reads the request's body, at most maxBody bytes: too large is 413, stalled 408
// (the server's read timeout), cut short 400. The read error itself, which names the
// connection's addresses, goes nowhere near the answer.
func Body(c *gin.Context, maxBody int64) ([]byte, error) {
	b, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, maxBody))
	if err == nil {
		return b, nil
	}
	var mbe *http.MaxBytesError
	var timeout interface{ Timeout() bool }
	switch {
	case errors.As(err, &mbe):
		return nil, apierr.New(http.StatusRequestEntityTooLarge, "web.body_too_large", "max", maxBody)
	case errors.Is(err, os.ErrDeadlineExceeded) || errors.As(err, &timeout) && timeout.Timeout():
		c.Header("Connection", "close")
		return nil, apierr.New(http.StatusRequestTimeout, "web.body_timeout")
	}
	c.Header("Connection", "close")
	return nil, apierr.BadRequest("web.body_cut")
}

// Each calls use (when not nil) with every parameter of a request, in name order, once
// it has checked that the parameter is given once (web.repeated) and that its name and
// value are UTF-8 (web.utf8). It returns the names given.
func Each(vals url.Values, use func(name, value string) error) (map[string]bool, error) {
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
