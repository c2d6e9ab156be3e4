package web

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/render/svgconv"
)

func TestSheetPixels(t *testing.T) {
	for _, tc := range []struct {
		dpi      int
		min, max int64
	}{
		{144, 2_000_000, 2_010_000},   // 1191 × 1684, the default
		{300, 8_690_000, 8_710_000},   // 2480 × 3508
		{600, 34_700_000, 34_900_000}, // 4961 × 7016
		{6000, svgconv.MaxPNGPixels, svgconv.MaxPNGPixels},
	} {
		n := sheetPixels(tc.dpi)
		assert.True(t, n >= tc.min && n <= tc.max, "dpi %d: %d pixels", tc.dpi, n)
	}
}

// The budget lets pictures through while their pixels fit, makes the next wait, and
// refuses it with 429 and Retry-After when it waited too long.
func TestPixelBudgetRefusesWhenFull(t *testing.T) {
	b := newPixelBudget(1, 20*time.Millisecond)
	assert.Equal(t, int64(svgconv.MaxPNGPixels), b.capacity, "the largest picture always fits")
	ctx := context.Background()
	big, err := b.take(ctx, sheetPixels(600))
	require.NoError(t, err)
	small, err := b.take(ctx, sheetPixels(144))
	require.NoError(t, err, "a small page fits beside a big one")
	_, err = b.take(ctx, sheetPixels(300))
	var ae *apiError
	require.True(t, errors.As(err, &ae), "%v", err)
	assert.Equal(t, http.StatusTooManyRequests, ae.status)
	assert.Equal(t, "render.busy", ae.err.Code())
	assert.Equal(t, 1, ae.retry)

	done := make(chan error, 1)
	go func() {
		release, err := (&pixelBudget{sem: b.sem, capacity: b.capacity, wait: time.Minute}).take(ctx, sheetPixels(300))
		if err == nil {
			release()
		}
		done <- err
	}()
	big()
	require.NoError(t, <-done, "a waiting picture goes once the pixels are given back")
	small()
	assert.Zero(t, b.inUse.Load())

	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	full, err := b.take(ctx, b.capacity)
	require.NoError(t, err)
	_, err = b.take(cancelled, 1)
	assert.Equal(t, errCancelled, err, "a client gone is not told to come back")
	full()
}

// A sheet's PNG whose pixels do not fit gets 429 and Retry-After; its SVG, drawn
// without pixels, and the searches are not held up.
func TestSheetRefusedWhenPixelsFull(t *testing.T) {
	s := newTestServer(t, Config{QueueWait: 20 * time.Millisecond})
	h := s.Handler()
	full, err := s.pixels.take(context.Background(), s.pixels.capacity)
	require.NoError(t, err)
	r := get(t, h, "/api/worksheet?seed=3&level=1&count=1&format=png")
	require.Equal(t, http.StatusTooManyRequests, r.code, "%s", r.body)
	assert.Equal(t, "1", r.header.Get("Retry-After"))
	assert.Equal(t, "render.busy", r.json(t)["code"])
	r = get(t, h, "/api/worksheet?seed=3&level=1&count=1&format=svg")
	assert.Equal(t, http.StatusOK, r.code, "%s", r.body)
	full()
	r = get(t, h, "/api/worksheet?seed=3&level=1&count=1&format=png")
	assert.Equal(t, http.StatusOK, r.code, "%s", r.body)
}

// Sheets are drawings: when the drawings' queue is full, a sheet is refused at once
// with 429 and Retry-After, as /api/render is.
func TestSheetRefusedWhenDrawingsFull(t *testing.T) {
	s := newTestServer(t, Config{DrawSlots: 1, DrawQueue: 1})
	h := s.Handler()
	var releases []func()
	for range 2 {
		release, err := s.drawLimit.admit()
		require.NoError(t, err)
		releases = append(releases, release)
	}
	for _, format := range []string{"png", "pdf", "svg"} {
		r := get(t, h, "/api/exercise/sheet?source=random&seed=5&level=1&format="+format)
		require.Equal(t, http.StatusTooManyRequests, r.code, "%s: %s", format, r.body)
		assert.Equal(t, "1", r.header.Get("Retry-After"))
		assert.Equal(t, "render.busy", r.json(t)["code"])
	}
	for _, release := range releases {
		release()
	}
	r := get(t, h, "/api/exercise/sheet?source=random&seed=5&level=1&format=png")
	assert.Equal(t, http.StatusOK, r.code, "%s", r.body)
}

// A class grading is not held up by heavy searches, sweeps or sheets: exercises have
// slots of their own. With every search slot taken, a sweep waits and gets 429, an
// exercise and its grading are answered.
func TestPractiseDoesNotWaitForSearchSlots(t *testing.T) {
	s := newTestServer(t, Config{MaxSearches: 1, QueueWait: 20 * time.Millisecond})
	h := s.Handler()
	s.sem <- struct{}{} // a long search holds the only slot
	defer s.release()
	r := get(t, h, "/api/compare/sweep?b=2&depth=1..3&trees=5&seed=77")
	require.Equal(t, http.StatusTooManyRequests, r.code, "%s", r.body)
	r = get(t, h, "/api/exercise?source=random&seed=7&level=3&q=prune")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	r = postJSON(t, h, "/api/grade", `{"exercise":{"source":"random","seed":7,"level":3,"q":"prune"},"answers":{"values":{"A":4}}}`, nil)
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.EqualValues(t, 16, r.json(t)["out_of"])
}

// When the practise slots and their queue are full, an exercise gets 429 at once.
func TestPractiseRefusedWhenFull(t *testing.T) {
	s := newTestServer(t, Config{DrawSlots: 1})
	h := s.Handler()
	var releases []func()
	for range 1 + practiseQueue {
		release, err := s.practise.admit()
		require.NoError(t, err)
		releases = append(releases, release)
	}
	r := get(t, h, "/api/exercise?source=random&seed=7&level=3&q=prune")
	require.Equal(t, http.StatusTooManyRequests, r.code, "%s", r.body)
	assert.Equal(t, "1", r.header.Get("Retry-After"))
	assert.Equal(t, "web.busy", r.json(t)["code"])
	for _, release := range releases {
		release()
	}
	r = get(t, h, "/api/exercise?source=random&seed=7&level=3&q=prune")
	assert.Equal(t, http.StatusOK, r.code, "%s", r.body)
}
