package web

// The page's dictionary is made from msg's catalogue (msg/words_page.go).
//go:generate go run ../tools/genstrings -o static/js/strings.js
