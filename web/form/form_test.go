package form

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/web/apierr"
)

func TestValues(t *testing.T) {
	t.Parallel()
	gin.SetMode(gin.TestMode)
	tests := []struct {
		name, method, target, ctype, body string
		max                               int64
		status                            int // 0: read
		want                              url.Values
	}{
		{"a query", http.MethodGet, "/api/trace?algo=minimax", "", "", 100, 0, url.Values{"algo": {"minimax"}}},
		{"a form body and the query", http.MethodPost, "/api/trace?lang=es", Type, "algo=minimax", 100, 0, url.Values{"algo": {"minimax"}, "lang": {"es"}}},
		{"an empty POST needs no type", http.MethodPost, "/api/trace", "", "", 100, 0, url.Values{}},
		{"a JSON body is not a form", http.MethodPost, "/api/trace", JSONType, `{"algo":"minimax"}`, 100, http.StatusUnsupportedMediaType, nil},
		{"a body with no type", http.MethodPost, "/api/trace", "", "algo=minimax", 100, http.StatusUnsupportedMediaType, nil},
		{"a body too large", http.MethodPost, "/api/trace", Type, "position=" + strings.Repeat("1", 200), 100, http.StatusRequestEntityTooLarge, nil},
		{"a broken query", http.MethodGet, "/api/trace?a=%zz", "", "", 100, http.StatusBadRequest, nil},
	}
	for _, tt := range tests {
		r := httptest.NewRequest(tt.method, tt.target, strings.NewReader(tt.body))
		if tt.ctype != "" {
			r.Header.Set("Content-Type", tt.ctype)
		}
		c, _ := gin.CreateTestContext(httptest.NewRecorder())
		c.Request = r
		got, err := Values(c, tt.max)
		if tt.status == 0 {
			require.NoError(t, err, tt.name)
			assert.Equal(t, tt.want, got, tt.name)
			continue
		}
		var e *apierr.Error
		require.True(t, errors.As(err, &e), "%s: %v", tt.name, err)
		assert.Equal(t, tt.status, e.Status, tt.name)
	}
}

func TestEach(t *testing.T) {
	t.Parallel()
	var seen []string
	given, err := Each(url.Values{"b": {"2"}, "a": {"1"}}, func(k, v string) error {
		seen = append(seen, k+"="+v)
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, []string{"a=1", "b=2"}, seen, "in name order")
	assert.Equal(t, map[string]bool{"a": true, "b": true}, given)

	for name, vals := range map[string]url.Values{
		"web.repeated": {"a": {"1", "2"}},
		"web.utf8":     {"a": {"\xff"}},
	} {
		_, err := Each(vals, nil)
		var e *apierr.Error
		require.True(t, errors.As(err, &e), name)
		assert.Equal(t, name, e.Err.Code())
		assert.Equal(t, http.StatusBadRequest, e.Status)
	}
	stop := errors.New("stop")
	_, err = Each(url.Values{"a": {"1"}}, func(string, string) error { return stop })
	assert.Same(t, stop, err, "use's error is returned as it is")
}
