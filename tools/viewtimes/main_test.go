package main

import (
	"bytes"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/gametree/gametree/c4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPct(t *testing.T) {
	t.Parallel()
	ds := []time.Duration{5, 1, 4, 2, 3, 6, 7, 8, 9, 10}
	for _, c := range []struct {
		p    int
		want time.Duration
	}{{50, 5}, {90, 9}, {99, 10}, {100, 10}, {1, 1}} {
		assert.Equal(t, c.want, pct(ds, c.p), "p%d", c.p)
	}
	assert.Zero(t, pct(nil, 50))
}

func TestRandomOffBook(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 0))
	book := c4.EmbeddedBook()
	for k := everyBelow; k <= 12; k++ { // below everyBelow stones the book holds every position
		moves := randomOffBook(rng, k, book)
		require.Len(t, moves, k)
		p, err := c4.Parse(moves)
		require.NoError(t, err)
		assert.False(t, p.Over(), moves)
		_, _, found := book.Lookup(p)
		assert.False(t, found, "%s is in the book", moves)
	}
}

func TestBadFlags(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"-stones", "x"}, {"-stones", "9-3"}, {"-stones", "3-8"}, {"-n", "0"}, {"-nope"}} {
		var out, errb bytes.Buffer
		assert.Equal(t, 2, run(args, &out, &errb), "%v", args)
	}
}
