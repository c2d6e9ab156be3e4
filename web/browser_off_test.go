//go:build !browser

package web

import "testing"

// The page's tests in headless Chromium (the *_browser_test.go files) take minutes:
// they build only with the browser tag, which .ci/run sets.
func TestBrowser(t *testing.T) {
	t.Skip("the page's browser tests run with the browser tag: go test -tags browser ./web (Debian's chromium; .ci/run sets it)")
}
