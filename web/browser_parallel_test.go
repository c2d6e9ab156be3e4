//go:build browser

package web

// With the browser tests built in, four tests run at once rather than GOMAXPROCS (two
// on CI's machine): a browser test mostly waits (for Chromium to lay out and paint, for
// the server's searches and pictures), so two at a time left a third of the two cores
// idle and made this package the longest of CI's test run.
func init() { browserParallel = 4 }
