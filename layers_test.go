package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// module is this module's path: its packages are the house's rooms.
const module = "github.com/gametree/gametree"

// layers orders the house from the ground up: games <- trace <- render <- web <- cli <-
// main.go, and beside them each capability on the floor of what it builds on. A
// package may import packages of its own floor or lower, never higher. The longest
// prefix names a package's floor ("render/svgconv" before "render").
var layers = []struct {
	floor    int
	prefixes []string
}{
	{0, []string{"msg", "internal"}},
	{1, []string{"games"}},
	{2, []string{"trace"}},
	{3, []string{"c4", "lab", "exercise", "compare", "render/svgconv"}},
	{4, []string{"render", "labcheck", "labmatch", "classroom", "versus"}},
	{5, []string{"render/workers", "worksheet", "lecture", "sandbox", "moodle"}},
	{6, []string{"web/"}}, // the server's plumbing: web/apierr, web/lanes, ...
	{7, []string{"web"}},
	{8, []string{"cli", "tools"}},
	{9, []string{""}}, // main.go
}

// floorOf is the floor of the package at path (relative to the module; "" for main)
// and the prefix that placed it there.
func floorOf(path string) (int, string) {
	best, floor := "", -1
	for _, l := range layers {
		for _, p := range l.prefixes {
			match := path == p || p == "" && path == "" ||
				strings.HasSuffix(p, "/") && strings.HasPrefix(path, p) ||
				p != "" && !strings.HasSuffix(p, "/") && strings.HasPrefix(path, p+"/")
			if match && (floor < 0 || len(p) > len(best)) {
				best, floor = p, l.floor
			}
		}
	}
	return floor, best
}

// TestNoImportRunsUpward reads the import graph (go list) and checks that every import
// of a package of the house goes to its own floor or lower, and that every package has
// a floor: a new package is placed in the order on purpose.
func TestNoImportRunsUpward(t *testing.T) {
	t.Parallel()
	goTool, err := exec.LookPath("go")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("the go command is needed to read the import graph")
		}
		t.Skip("no go command to read the import graph")
	}
	out, err := exec.Command(goTool, "list", "-tags", "browser", "-f",
		`{{.ImportPath}}{{range .Imports}} {{.}}{{end}}{{range .TestImports}} {{.}}{{end}}{{range .XTestImports}} {{.}}{{end}}`,
		module+"/...").Output()
	require.NoError(t, err, "go list")
	rel := func(p string) (string, bool) {
		if p == module {
			return "", true
		}
		r, ok := strings.CutPrefix(p, module+"/")
		return r, ok
	}
	packages, imports := 0, 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		from, _ := rel(f[0])
		ff, fp := floorOf(from)
		require.GreaterOrEqual(t, ff, 0, "package %q has no floor in layers: place it", from)
		packages++
		for _, imp := range f[1:] {
			to, ok := rel(imp)
			if !ok {
				continue
			}
			imports++
			tf, tp := floorOf(to)
			require.GreaterOrEqual(t, tf, 0, "package %q has no floor in layers: place it", to)
			assert.LessOrEqual(t, tf, ff, "%s (floor %d, %q) imports %s (floor %d, %q): upward", from, ff, fp, to, tf, tp)
		}
	}
	assert.Greater(t, packages, 20, "the house's packages were read")
	t.Logf("%d packages, %d imports within the house, none upward", packages, imports)
}

func TestFloorOf(t *testing.T) {
	t.Parallel()
	for path, want := range map[string]int{
		"":                    9,
		"msg":                 0,
		"internal/procpool":   0,
		"games":               1,
		"games/c4board":       1,
		"trace/tracetest":     2,
		"render/svgconv":      3,
		"render":              4,
		"render/graphviz":     4,
		"render/workers":      5,
		"labmatch":            4,
		"lab":                 3,
		"web/lanes":           6,
		"web":                 7,
		"cli":                 8,
		"tools/loadtest":      8,
		"classroom/classtest": 4,
		"nowhere":             -1,
	} {
		got, _ := floorOf(path)
		assert.Equal(t, want, got, "%q", path)
	}
}
