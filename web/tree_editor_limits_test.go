package web

import (
	"os"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
)

// The tree editor refuses an edit past the limits the server reads a typed tree with:
// its model's constants are games'.
func TestTreeEditorLimitsAreTheServers(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile("static/js/tree-editor-model.js")
	require.NoError(t, err)
	for name, want := range map[string]int{
		"MAX_NODES": games.MaxTreeNodes, "MAX_DEPTH": games.MaxTreeDepth, "MAX_NAME": games.MaxTreeName, "MAX_LEAF": games.MaxLeafValue,
	} {
		m := regexp.MustCompile(`export const ` + name + ` = (\d+);`).FindSubmatch(src)
		require.NotNil(t, m, name)
		got, err := strconv.Atoi(string(m[1]))
		require.NoError(t, err)
		assert.Equal(t, want, got, name)
	}
}
