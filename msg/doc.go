// Package msg is the project's one catalogue of words, in English and Spanish: the
// coded messages (errors a user can meet, with a stable code and parameters, and the
// command line's lines) and the words shown on the page, in pictures and on sheets.
//
// To add a word: write its key and both texts in its area's map (the page's in
// words_page.go, then run go generate ./web; words_picture.go; words_sheet.go).
//
// A message is a code ("tree.unclosed") and named parameters ({"open": 2}); its text
// comes from the catalogue (catalog*.go), one template per language, written by
// Format. Templates name their parameters in braces:
//
//	{name}             the value as is (a nested coded error is written in the same language)
//	{name:q}           quoted and escaped, for text the user typed
//	{name:n}           a whole number with its digits grouped (1,000 / 1.000)
//	{name:one:A:B}     A when the value is 1, else B; # in A or B is the number
//
// A word is a key ("page.stepOf", "picture.legend_pruned", "sheet.exercise") and its
// two texts (words*.go). It has {name} placeholders only, which Say fills as the
// page's t() does, each value as it is. The page's words are the "page." keys, under
// the key the page's scripts use; web/static/js/strings.js is generated from them
// (PageWords, tools/genstrings). Messages and words are apart because a message's
// code is matched on by clients and every one is made by a test, while a word is only
// shown.
//
// The package depends on nothing of this module, so every other package can use it.
package msg
