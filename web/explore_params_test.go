package web

import (
	"errors"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web/form"
)

// eachParam hands the parameters over in name order and stops at the first one given
// twice, not UTF-8 or refused by its user.
func TestEachParam(t *testing.T) {
	t.Parallel()
	refuse := errors.New("refused")
	for _, c := range []struct {
		name  string
		vals  url.Values
		seen  []string // what use saw, name=value
		code  string   // "": no error
		fails string   // the name use refuses
	}{
		{"none", url.Values{}, nil, "", ""},
		{"in name order", url.Values{"b": {"2"}, "a": {"1"}, "c": {""}}, []string{"a=1", "b=2", "c="}, "", ""},
		{"given twice", url.Values{"a": {"1"}, "b": {"1", "2"}}, []string{"a=1"}, "web.repeated", ""},
		{"value not UTF-8", url.Values{"a": {"\xff"}}, nil, "web.utf8", ""},
		{"name not UTF-8", url.Values{"\xffa": {"1"}}, nil, "web.utf8", ""},
		{"refused", url.Values{"a": {"1"}, "b": {"2"}, "c": {"3"}}, []string{"a=1", "b=2"}, "", "b"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var seen []string
			given, err := form.Each(c.vals, func(k, v string) error {
				seen = append(seen, k+"="+v)
				if k == c.fails {
					return refuse
				}
				return nil
			})
			assert.Equal(t, c.seen, seen)
			switch {
			case c.fails != "":
				require.ErrorIs(t, err, refuse)
			case c.code != "":
				var coded msg.Coded
				require.ErrorAs(t, err, &coded)
				assert.Equal(t, c.code, coded.Code())
			default:
				require.NoError(t, err)
				assert.Len(t, given, len(c.vals))
			}
		})
	}
	given, err := form.Each(url.Values{"a": {"1"}}, nil)
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{"a": true}, given)
}
