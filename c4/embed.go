package c4

import (
	_ "embed"
	"sync"
)

// bookData is the opening book made by "gametree book" (README: how, how long, how
// big).
//
//go:embed book.bin
var bookData []byte

// EmbeddedBook is the opening book built into the program: every position below its
// Every stones (BookOfAll), and the perfect player's positions below its Plies stones,
// both colours.
var EmbeddedBook = sync.OnceValue(func() *Book {
	b, err := ReadBook(bookData)
	if err != nil {
		panic(err) // the book is part of the source, read by TestEmbeddedBook
	}
	return b
})
