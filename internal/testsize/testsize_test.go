package testsize

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPick(t *testing.T) {
	t.Setenv(LongEnv, "")
	if *long || *exhaustive {
		t.Skip("the sample is the whole set under -long")
	}
	all := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	tests := []struct {
		n    int
		want []int
	}{
		{0, all},
		{-1, all},
		{10, all},
		{11, all},
		{1, []int{0}},
		{3, []int{0, 3, 6}},
		{5, []int{0, 2, 4, 6, 8}},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Pick(all, tt.n), "n=%d", tt.n)
	}
	assert.Equal(t, 2, Count(2, 9))
}

func TestLongFromEnvironment(t *testing.T) {
	t.Setenv(LongEnv, "1")
	assert.True(t, Long())
	assert.Equal(t, []int{1, 2, 3}, Pick([]int{1, 2, 3}, 1))
	assert.Equal(t, 9, Count(2, 9))
}
