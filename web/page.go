package web

import (
	"fmt"
	"io/fs"
	"regexp"
	"strings"
)

// The page is one HTML document put together once, at start: index.html holds the
// head, the header with its tabs and the footer, and names each view's markup, kept in
// static/views/NAME.html, by a line {{view NAME}}. {{V}} becomes the assets' version.
// The views' files are parts of the page, never served on their own.

const viewsDir = "views"

var viewLine = regexp.MustCompile(`(?m)^\{\{view ([a-z]+)\}\}\n`)

// assemblePage builds the page from index.html and its views in static, with version
// in every asset's address. A view named but missing, or a placeholder left over, is
// an error: the server does not start on a broken page.
func assemblePage(static fs.FS, version string) ([]byte, error) {
	page, err := fs.ReadFile(static, "index.html")
	if err != nil {
		return nil, err
	}
	var missing error
	out := viewLine.ReplaceAllFunc(page, func(line []byte) []byte {
		name := viewLine.FindSubmatch(line)[1]
		view, err := fs.ReadFile(static, viewsDir+"/"+string(name)+".html")
		if err != nil && missing == nil {
			missing = fmt.Errorf("the page's view %s: %w", name, err)
		}
		return view
	})
	if missing != nil {
		return nil, missing
	}
	s := strings.ReplaceAll(string(out), "{{V}}", version)
	if i := strings.Index(s, "{{"); i >= 0 {
		end := min(len(s), i+40)
		return nil, fmt.Errorf("the page keeps a placeholder: %q", s[i:end])
	}
	return []byte(s), nil
}

// isPagePart tells the files that only make up the page (index.html and its views)
// from the assets served by address.
func isPagePart(path string) bool {
	return path == "index.html" || strings.HasPrefix(path, viewsDir+"/")
}
