package apierr

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

func TestInput(t *testing.T) {
	t.Parallel()
	plain := errors.New("disk on fire")
	tests := []struct {
		name   string
		err    error
		status int // 0: not an *Error, the error as it was
	}{
		{"a bad parameter", msg.New("param.algo"), http.StatusBadRequest},
		{"a coded error inside another", fmt.Errorf("reading: %w", msg.New("param.algo")), http.StatusBadRequest},
		{"every sandbox worker busy", msg.New("lab.busy"), http.StatusTooManyRequests},
		{"a student's code no longer kept", msg.New("lab.unknown", "hash", "ab"), http.StatusNotFound},
		{"an uncoded error stays itself", plain, 0},
	}
	for _, tt := range tests {
		got := Input(tt.err)
		var e *Error
		if tt.status == 0 {
			assert.False(t, errors.As(got, &e), tt.name)
			assert.Same(t, plain, got, tt.name)
			continue
		}
		require.True(t, errors.As(got, &e), tt.name)
		assert.Equal(t, tt.status, e.Status, tt.name)
	}
}

func TestWrite(t *testing.T) {
	t.Parallel()
	gin.SetMode(gin.TestMode)
	tests := []struct {
		name       string
		err        *Error
		lang       string
		retryAfter string
	}{
		{"a 400 says nothing of retrying", BadRequest("param.algo"), "en", ""},
		{"a 429 without a time: 1 s", New(http.StatusTooManyRequests, "web.busy"), "es", "1"},
		{"a 503 with its time", &Error{Status: http.StatusServiceUnavailable, Err: msg.New("server.shutting_down"), Retry: 5}, "en", "5"},
	}
	for _, tt := range tests {
		w := httptest.NewRecorder()
		c, _ := gin.CreateTestContext(w)
		Write(c, tt.err, tt.lang, "req-1")
		assert.Equal(t, tt.err.Status, w.Code, tt.name)
		assert.Equal(t, tt.retryAfter, w.Header().Get("Retry-After"), tt.name)
		var body map[string]any
		require.NoError(t, json.Unmarshal(w.Body.Bytes(), &body), tt.name)
		assert.Equal(t, tt.err.Err.Code(), body["code"], tt.name)
		assert.Equal(t, tt.err.Err.Text(tt.lang), body["error"], tt.name)
		assert.Equal(t, "req-1", body["request_id"], tt.name)
		assert.True(t, c.IsAborted(), tt.name)
	}
}

func TestLang(t *testing.T) {
	t.Parallel()
	tests := []struct {
		url, accept, want string
	}{
		{"/api/trace?lang=es", "en", "es"},
		{"/api/trace?lang=EN", "es", "en"},
		{"/api/trace", "es-ES,es;q=0.9", "es"},
		{"/api/trace", "", "en"},
		{"/api/trace?lang=fr", "es", "es"},
	}
	for _, tt := range tests {
		r := httptest.NewRequest(http.MethodGet, tt.url, nil)
		if tt.accept != "" {
			r.Header.Set("Accept-Language", tt.accept)
		}
		assert.Equal(t, tt.want, Lang(r), "%s, Accept-Language %q", tt.url, tt.accept)
	}
}
