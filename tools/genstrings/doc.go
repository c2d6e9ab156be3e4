// Command genstrings writes the page's dictionary, web/static/js/strings.js, from the
// catalogue's page words (msg.PageWords), so that the page needs no build step and
// every word is written once, in msg. Run it through go generate ./web; the test of
// this package fails when the committed strings.js is not what it writes.
//
//	go run ./tools/genstrings -o web/static/js/strings.js
package main
