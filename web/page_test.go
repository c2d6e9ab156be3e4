package web

import (
	"io/fs"
	"regexp"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The embedded page has every view, once, in the tabs' order, and nothing left to fill.
func TestPageAssembled(t *testing.T) {
	t.Parallel()
	static, err := fs.Sub(staticFiles, "static")
	require.NoError(t, err)
	page, err := assemblePage(static, "abc123")
	require.NoError(t, err)
	ids := regexp.MustCompile(`<section id="(view-[a-z]+)"`).FindAllStringSubmatch(string(page), -1)
	var views []string
	for _, m := range ids {
		views = append(views, m[1])
	}
	assert.Equal(t, []string{"view-explore", "view-practise", "view-compare", "view-lab", "view-play", "view-class"}, views)
	assert.NotContains(t, string(page), "{{")
	assert.Contains(t, string(page), `href="/static/abc123/narrow.css"`)
	// Every tab controls a view that is in the page.
	for _, m := range regexp.MustCompile(`aria-controls="(view-[a-z]+)"`).FindAllStringSubmatch(string(page), -1) {
		assert.Contains(t, views, m[1])
	}
}

func TestPageAssembly(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		files fstest.MapFS
		want  string // the page, or the error's text
		fails bool
	}{
		{"views in place", fstest.MapFS{
			"index.html":   {Data: []byte("<main>\n{{view a}}\n{{view b}}\n</main><link href=\"/static/{{V}}/x.css\">\n")},
			"views/a.html": {Data: []byte("<section>A</section>\n")},
			"views/b.html": {Data: []byte("<section>B</section>\n")},
			"views/c.html": {Data: []byte("unused\n")},
		}, "<main>\n<section>A</section>\n<section>B</section>\n</main><link href=\"/static/v1/x.css\">\n", false},
		{"a view missing", fstest.MapFS{
			"index.html": {Data: []byte("{{view gone}}\n")},
		}, "the page's view gone", true},
		{"a placeholder left", fstest.MapFS{
			"index.html": {Data: []byte("<p>{{view Bad}}</p>\n")},
		}, "keeps a placeholder", true},
		{"no page", fstest.MapFS{}, "index.html", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			page, err := assemblePage(tc.files, "v1")
			if tc.fails {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.want)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, string(page))
		})
	}
}
