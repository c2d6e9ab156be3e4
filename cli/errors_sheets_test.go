package cli

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/worksheet"
)

// sheetsErrorCases makes the codes of the worksheets of chosen trees
// (msg/catalog_sheets.go) for TestEveryErrorCode: the exercise command's --items,
// POST /api/worksheet/chosen, a game exercise's depth on /api/exercise, and for the
// codes that only come as a line's or an item's detail, the detail itself.
func sheetsErrorCases(h http.Handler) map[string]func(*testing.T) coded {
	get := func(target string) func(*testing.T) coded {
		return func(t *testing.T) coded { return fromAPI(t, h, http.MethodGet, target, "", "") }
	}
	post := func(body string) func(*testing.T) coded {
		return func(t *testing.T) coded {
			return fromAPI(t, h, http.MethodPost, "/api/worksheet/chosen", body, "application/json")
		}
	}
	items := func(list string, args ...string) func(*testing.T) coded {
		return func(t *testing.T) coded {
			dir := t.TempDir()
			p := filepath.Join(dir, "items.txt")
			require.NoError(t, os.WriteFile(p, []byte(list), 0o644))
			return fromCLI(t, "", append([]string{"exercise", "--items", p, "-o", filepath.Join(dir, "sheet.svg")}, args...)...)
		}
	}
	detail := func(err error) func(*testing.T) coded {
		return func(t *testing.T) coded {
			c, ok := msg.Find(err)
			require.True(t, ok, "%v", err)
			d, ok := c.Params()["detail"].(error)
			require.True(t, ok, "%v", c)
			return direct(d)(t)
		}
	}
	_, kind := worksheet.ParseItems("chess e4")
	_, field := worksheet.ParseItems("textbook colour=red")
	_, lab := worksheet.Chosen(context.Background(), []exercise.Spec{{Source: "lab:abcd"}})
	return map[string]func(*testing.T) coded{
		"exercise.depth":        get("/api/exercise?source=connect4&position=4&depth=99"),
		"exercise.depth_needed": get("/api/exercise?source=connect4&position=4"),
		"exercise.depth_unused": get("/api/exercise?source=textbook&depth=2"),
		"worksheet.item":        post(`{"items":[{"source":"textbook"},{"source":"tree","position":"((3,5),(2"}]}`),
		"worksheet.line":        items("textbook\nchess e4"),
		"worksheet.items":       post(`{"items":[` + strings.Repeat(`{"source":"textbook"},`, 6) + `{"source":"textbook"}]}`),
		"worksheet.item_kind":   detail(kind),
		"worksheet.item_field":  detail(field),
		"worksheet.item_lab":    detail(lab),
		"worksheet.item_json":   post(`[1]`),
		"worksheet.chosen_name": post(`{"item":[]}`),
		"worksheet.sheet_lang": func(t *testing.T) coded {
			return fromAPI(t, h, http.MethodPost, "/api/worksheet/chosen?sheet-lang=fr", `{"items":[{"source":"textbook"}]}`, "application/json")
		},
		"worksheet.chosen_type": func(t *testing.T) coded {
			return fromAPI(t, h, http.MethodPost, "/api/worksheet/chosen", "items=textbook", "application/x-www-form-urlencoded")
		},
		"cli.items_file": func(t *testing.T) coded {
			return fromCLI(t, "", "exercise", "--items", filepath.Join(t.TempDir(), "none.txt"), "-o", "x.svg")
		},
		"cli.items_spec": items("textbook", "--source", "textbook"),
	}
}
