package apierr

import (
	"net/http"
	"net/url"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/msg"
)

// Lang is the language of a request: its lang parameter (en or es), else its
// Accept-Language header, else English.
func Lang(r *http.Request) string {
	v := r.Form
	if v == nil {
		v, _ = url.ParseQuery(r.URL.RawQuery)
	}
	if l, ok := msg.Lang(v.Get("lang")); ok {
		return l
	}
	return msg.FromAcceptLanguage(r.Header.Get("Accept-Language"))
}

// Write aborts the request with e as JSON: {"error": its text in lang, "code",
// "params", "request_id"}, and Retry-After when e says when to try again (1 s for a
// 429 that does not). Echoed values are cut short (msg.Shorten).
func Write(c *gin.Context, e *Error, lang, requestID string) {
	switch {
	case e.Retry > 0:
		c.Header("Retry-After", strconv.Itoa(e.Retry))
	case e.Status == http.StatusTooManyRequests:
		c.Header("Retry-After", "1")
	}
	JSON(c, e.Status, e.Err, lang, requestID)
}

// JSON aborts the request with status and the coded error err as the API's error
// JSON, in lang; "field" names the request's parameter the error is about, when it
// names one (msg.FieldOf: "depth", "max-nodes", "takes", "position"), so that a form
// shows it beside its own field.
func JSON(c *gin.Context, status int, err msg.Coded, lang, requestID string) {
	body := gin.H{
		"error": err.Text(lang), "code": err.Code(), "params": msg.ShortenParams(err.Params()),
		"request_id": requestID,
	}
	if f := msg.FieldOf(err); f != "" {
		body["field"] = f
	}
	c.AbortWithStatusJSON(status, body)
}
