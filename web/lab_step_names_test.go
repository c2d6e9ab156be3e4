package web

import (
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/c4"
)

// TestPageNamesEveryLabStep: the page's solver lab (play-solver.js, LAB_STEPS) names
// every step of the lab by its own message, labStepN, and the page's strings hold it
// (else the row shows no name: part 31 did, until this test).
func TestPageNamesEveryLabStep(t *testing.T) {
	t.Parallel()
	js, err := os.ReadFile("static/js/play-solver.js")
	require.NoError(t, err)
	strs, err := os.ReadFile("static/js/strings.js")
	require.NoError(t, err)
	for _, st := range c4.LabSteps() {
		key := "labStep" + strconv.Itoa(st.Part)
		assert.Contains(t, string(js), strconv.Itoa(st.Part)+": '"+key+"'", "LAB_STEPS names part %d", st.Part)
		assert.Contains(t, string(strs), key, "strings.js holds %s", key)
		assert.Contains(t, string(strs), "labAbout"+strconv.Itoa(st.Part), "strings.js says what part %d does", st.Part)
	}
}
