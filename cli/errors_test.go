package cli

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/workers"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web"
)

// failingRenderer fails every drawing, or takes forever when slow.
type failingRenderer struct{ slow bool }

func (f failingRenderer) Render(ctx context.Context, dot []byte, format render.Format) ([]byte, error) {
	if f.slow {
		<-ctx.Done()
		return nil, ctx.Err()
	}
	return nil, errors.New("graphviz exploded")
}

// coded is an error made by some input: its code, params and texts.
type coded struct {
	code   string
	params map[string]any
	en, es string
}

// fromCLI runs a command line and returns its coded error.
func fromCLI(t *testing.T, stdin string, args ...string) coded {
	t.Helper()
	_, err := dispatch(args, strings.NewReader(stdin), io.Discard, io.Discard)
	c, ok := msg.Find(err)
	require.True(t, ok, "%v: %v", args, err)
	return coded{c.Code(), c.Params(), c.Text(msg.EN), c.Text(msg.ES)}
}

// c4Stopped is the error of the connect-4 solver stopped by a limit on the empty board.
func c4Stopped(maxNodes int64, limit time.Duration) func(t *testing.T) coded {
	return func(t *testing.T) coded {
		s, err := c4.New(c4.All, c4.MinTableEntries)
		require.NoError(t, err)
		s.SetLimits(maxNodes, limit)
		_, err = s.Solve(c4.Position{}, false)
		c, ok := msg.Find(err)
		require.True(t, ok, "%v", err)
		return coded{c.Code(), c.Params(), c.Text(msg.EN), c.Text(msg.ES)}
	}
}

// fromAPI asks the API and returns its error answer.
func fromAPI(t *testing.T, h http.Handler, method, target, body, ctype string) coded {
	t.Helper()
	var out [2]struct {
		Error  string         `json:"error"`
		Code   string         `json:"code"`
		Params map[string]any `json:"params"`
	}
	for i, lang := range []string{"en", "es"} {
		var rd io.Reader
		if body != "" {
			rd = strings.NewReader(body)
		}
		req := httptest.NewRequest(method, target, rd)
		req.Header.Set("Accept-Language", lang)
		if ctype != "" {
			req.Header.Set("Content-Type", ctype)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		assert.GreaterOrEqual(t, rec.Code, 400, target)
		require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &out[i]), "%s", rec.Body)
	}
	return coded{out[0].Code, out[0].Params, out[0].Error, out[1].Error}
}

// serveDetail is what is wrong with a serve flag's value (the detail of its
// cli.flag_value error).
func serveDetail(args ...string) func(*testing.T) coded {
	return func(t *testing.T) coded {
		_, err := parseServe(args, io.Discard)
		c, ok := msg.Find(err)
		require.True(t, ok, "%v: %v", args, err)
		require.Equal(t, "cli.flag_value", c.Code())
		return direct(c.Params()["detail"].(error))(t)
	}
}

func direct(err error) func(*testing.T) coded {
	return func(t *testing.T) coded {
		c, ok := msg.Find(err)
		require.True(t, ok)
		return coded{c.Code(), c.Params(), c.Text(msg.EN), c.Text(msg.ES)}
	}
}

// Every code of the catalogue, made by the input that causes it, reads in English
// and in Spanish, differently, with every placeholder filled. A code added without a
// case here fails the test.
func TestEveryErrorCode(t *testing.T) {
	newServer := func(cfg web.Config) http.Handler {
		s, err := web.New(cfg)
		require.NoError(t, err)
		t.Cleanup(func() { s.Close() })
		return s.Handler()
	}
	h := newServer(web.Config{Renderer: failingRenderer{}, MaxBody: 1024})
	slow := newServer(web.Config{Renderer: failingRenderer{slow: true}, RenderTimeout: 20 * time.Millisecond})
	cli := func(args ...string) func(*testing.T) coded {
		return func(t *testing.T) coded { return fromCLI(t, "", args...) }
	}
	tree := func(pos string) func(*testing.T) coded { return cli("trace", "--position", pos) }
	ttt := func(pos string) func(*testing.T) coded { return cli("trace", "--game", "tictactoe", "--position", pos) }
	api := func(target string) func(*testing.T) coded {
		return func(t *testing.T) coded { return fromAPI(t, h, http.MethodGet, target, "", "") }
	}
	var p trace.Params
	cases := map[string]func(*testing.T) coded{
		"game.unknown":        cli("trace", "--game", "chess"),
		"game.not_searchable": direct(msg.New("game.not_searchable", "game", "go")), // every game can be searched
		"game.eval_unknown":   cli("trace", "--game", "tictactoe", "--eval", "course"),
		"game.no_eval":        cli("trace", "--eval", "course"),
		"game.no_takes":       cli("trace", "--takes", "1,2"),
		"game.no_root_min":    cli("trace", "--game", "stones", "--root", "min"),

		"tree.empty":               direct(msg.New("tree.empty")), // an empty position is the textbook tree
		"tree.trailing":            tree("(1,2))"),
		"tree.unclosed":            tree("((3,5),(2,9"),
		"tree.end_after_name":      tree("A"),
		"tree.end_number":          tree("A:"),
		"tree.too_many_nodes":      tree("(" + strings.Repeat("1,", 100_000) + "1)"),
		"tree.expected_after_name": tree("(A,1)"),
		"tree.expected_node":       tree("(1,,2)"),
		"tree.name_too_long":       tree("(" + strings.Repeat("n", 33) + ":1)"),
		"tree.duplicate_name":      tree("A(B:1,B:2)"),
		"tree.expected_digit":      tree("(-x)"),
		"tree.expected_number":     tree("(A:x)"),
		"tree.leaf_range":          tree("(549755813888, 549755813889)"),
		"tree.too_deep":            tree(strings.Repeat("(", 65) + "1" + strings.Repeat(")", 65)),
		"tree.empty_children":      tree("()"),
		"tree.expected_close":      tree("(3x)"),

		"random.expected_key_value": tree("random:b"),
		"random.empty_item":         tree("random:b=3,,d=2"),
		"random.unknown_key":        tree("random:x=1"),
		"random.key_twice":          tree("random:b=2,b=3"),
		"random.not_integer":        tree("random:seed=x"),
		"random.branching":          tree("random:b=0"),
		"random.depth":              tree("random:d=13"),
		"random.value_range":        tree("random:min=-2000000000"),
		"random.min_above_max":      tree("random:min=10"),
		"random.order":              tree("random:order=good"),
		"random.too_many_nodes":     tree("random:b=10,d=5"),

		"stones.takes_empty": direct(msg.New("stones.takes_empty")), // --takes refuses an empty list first
		"stones.take_range":  direct(msg.New("stones.take_range", "take", 21, "max", 20)),
		"stones.take_twice":  cli("trace", "--game", "stones", "--takes", "1,1"),
		"stones.bad_char":    cli("trace", "--game", "stones", "--position", "x"),
		"stones.count_range": cli("trace", "--game", "stones", "--position", "10001"),

		"tictactoe.board_char": ttt("X!......."),
		"tictactoe.cells":      ttt("XO."),
		"tictactoe.counts":     ttt("XXXX....."),
		"tictactoe.both_lines": ttt("XXXOOO..."),
		"tictactoe.x_line":     ttt("XXXOO.O.."),
		"tictactoe.o_line":     ttt("OOOXX.X.X"),
		"tictactoe.cell_name":  ttt("a"),
		"tictactoe.move_char":  ttt("z"),
		"tictactoe.after_end":  ttt("1 4 2 5 3 6"),
		"tictactoe.taken":      ttt("1 1"),

		"connect4.bad_char":    cli("trace", "--game", "connect4", "--position", "48"),
		"connect4.already_won": cli("trace", "--game", "connect4", "--position", "12121212"),
		"connect4.column_full": cli("trace", "--game", "connect4", "--position", "1111111"),

		"param.unknown":        direct(p.Set("nope", "1")), // the command line says cli.flag_unknown, the API web.unknown_param
		"param.root":           cli("trace", "--root", "middle"),
		"param.algo":           cli("trace", "--algo", "quick"),
		"param.bool":           cli("trace", "--order=maybe"),
		"param.tt":             cli("trace", "--tt=maybe"),
		"param.int":            cli("trace", "--depth", "x"),
		"param.range":          cli("trace", "--depth", "-3"),
		"param.takes_number":   cli("trace", "--game", "stones", "--takes", "1,x"),
		"param.takes_range":    cli("trace", "--game", "stones", "--takes", "0"),
		"param.takes_empty":    cli("trace", "--game", "stones", "--takes", "1,,2"),
		"param.takes_none":     cli("trace", "--game", "stones", "--takes", ""),
		"param.duration":       cli("trace", "--time-limit", "soon"),
		"param.seconds_range":  cli("trace", "--time-limit", "5000"),
		"param.duration_range": cli("trace", "--time-limit", "2h"),
		"param.lang":           cli("trace", "--lang", "fr"),
		"options.algo":         direct((&trace.Options{Algorithm: "mtdf"}).Check()), // Set refuses these first
		"options.depth":        direct((&trace.Options{Depth: -1}).Check()),
		"options.max_nodes":    direct((&trace.Options{MaxNodes: -1}).Check()),
		"options.time_limit":   direct((&trace.Options{TimeLimit: -1}).Check()),
		"options.tt_size":      direct((&trace.Options{TTSize: -1}).Check()),

		"web.unknown_param": api("/api/trace?foo=1"),
		"web.repeated":      api("/api/trace?algo=minimax&algo=negamax"),
		"web.utf8":          api("/api/trace?position=%ff"),
		"web.search_param":  api("/api/position?algo=minimax"),
		"web.media_type": func(t *testing.T) coded {
			return fromAPI(t, h, http.MethodPost, "/api/trace", `{"game":"tree"}`, "application/json")
		},
		"web.body_too_large": func(t *testing.T) coded {
			return fromAPI(t, h, http.MethodPost, "/api/trace", "position="+strings.Repeat("(1,2)", 400), "application/x-www-form-urlencoded")
		},
		"web.bad_form": func(t *testing.T) coded {
			return fromAPI(t, h, http.MethodPost, "/api/trace", "a=%zz", "application/x-www-form-urlencoded")
		},
		"web.record":       api("/api/trace?record=perhaps"),
		"web.form":         api("/api/trace?form=rows"),
		"web.step":         api("/api/render?step=-1"),
		"web.step_range":   api("/api/render?step=99"),
		"picture.format":   api("/api/render?format=gif"),
		"web.budget":       api("/api/render?budget=100000"),
		"web.title":        api("/api/render?title=" + strings.Repeat("x", 65)),
		"web.moves_many":   api("/api/position?game=stones&moves=" + strings.Repeat("-1,", 1001)),
		"web.move_over":    api("/api/position?game=stones&position=1&moves=-1,-1"),
		"web.move_illegal": api("/api/position?game=tictactoe&position=X........&moves=a1"),
		"web.busy":         direct(msg.New("web.busy")),      // see web.TestSearchesLimited
		"web.cancelled":    direct(msg.New("web.cancelled")), // nobody reads it: see web/shared_test.go
		"web.render_timeout": func(t *testing.T) coded {
			return fromAPI(t, slow, http.MethodGet, "/api/render?format=svg&engine=graphviz", "", "")
		},
		"web.render_failed": api("/api/render?format=png&engine=graphviz"),
		"web.internal":      direct(msg.New("web.internal")), // see web.TestPanicBecomesCoded500
		"web.media_type_missing": func(t *testing.T) coded {
			return fromAPI(t, h, http.MethodPost, "/api/trace", "game=tree", "")
		},
		"web.body_timeout": direct(msg.New("web.body_timeout")), // over a real connection: web.TestStalledAndCutBodies
		"web.body_cut":     direct(msg.New("web.body_cut")),     // the same
		"web.request_timeout": func(t *testing.T) coded {
			return fromAPI(t, newServer(web.Config{RequestTimeout: time.Nanosecond}), http.MethodGet, "/api/trace", "", "")
		},
		// the render pool's answers: see render/workers/pool_test.go and web/draw_test.go
		"render.busy":          direct(&workers.BusyError{Queued: 16, RetryAfter: 3 * time.Second}),
		"render.queue_timeout": direct(&workers.QueueTimeoutError{RetryAfter: 2 * time.Second}),
		"render.worker_exited": direct(&workers.WorkerError{ExitCode: 3, Status: "exit status 3"}),
		"render.worker_signal": direct(&workers.WorkerError{ExitCode: -1, Status: "signal: segmentation fault"}),
		"render.worker_frozen": direct(&workers.WorkerError{ExitCode: -1, Frozen: true}),
		"render.worker_lost":   direct(&workers.WorkerError{ExitCode: -1}),
		"server.shutting_down": direct(workers.ErrShuttingDown), // and web.TestShutdown*
		"web.no_route":         api("/api/nothing"),
		"web.method": func(t *testing.T) coded {
			return fromAPI(t, h, http.MethodDelete, "/api/trace", "", "")
		},

		"cli.unknown_command":  cli("bogus"),
		"cli.unexpected_arg":   cli("trace", "extra"),
		"cli.flag_unknown":     cli("trace", "--nope"),
		"cli.flag_needs_arg":   cli("trace", "--depth"),
		"cli.flag_invalid":     cli("render", "--step", "x"),
		"cli.trace_format":     cli("trace", "--format", "xml"),
		"cli.budget":           cli("render", "--budget", "5"),
		"cli.step":             cli("render", "--step", "-1"),
		"cli.step_range":       cli("render", "--step", "999"),
		"cli.hide_ghost":       cli("render", "--hide-unreached", "--unreached", "ghost"),
		"picture.unreached":    api("/api/render?unreached=maybe"),
		"picture.region":       api("/api/render?region=maybe"),
		"picture.region_depth": cli("render", "--region-depth", "0"),
		"picture.width":        api("/api/render?width=5"),
		"picture.dpi":          cli("render", "--dpi", "1"),
		"picture.header":       api("/api/render?header=huge"),
		"picture.engine":       cli("render", "--engine", "neato"),
		"picture.unknown":      direct(new(render.Options).Set("colour", "red")), // the API and the CLI pass only known names
		"picture.look":         api("/api/render?look=answer"),
		"worksheet.part":       api("/api/exercise/sheet?part=answers"),
		"worksheet.format":     cli("exercise", "--format", "gif", "-o", "x.svg"),
		"worksheet.count":      cli("exercise", "--worksheet", "--count", "9", "-o", "x.svg"),
		"worksheet.site":       cli("exercise", "--url", "localhost:8080", "-o", "x.svg"),
		"worksheet.unreadable": cli("exercise", "--worksheet", "--level", "4", "--count", "6", "-o", "x.svg"),
		"worksheet.small":      direct(msg.New("worksheet.small", "pt", "2.3", "mm", "2.7")), // a warning on stderr: see TestExerciseCLI
		"cli.exercise_out":     cli("exercise"),
		"cli.all_steps_dir":    cli("render", "--all-steps"),
		"cli.all_steps_step":   cli("render", "--all-steps", "-o", t.TempDir(), "--step", "2"),
		"cli.solve_position":   cli("solve", "--position", "4"),
		"cli.flag_value":       cli("serve", "--max-nodes", "-1"),
		"cli.serve_int":        serveDetail("--searches", "0"),
		"cli.serve_duration":   serveDetail("--shutdown-grace", "soon"),
		"cli.serve_size":       serveDetail("--max-body", "huge"),
		"cli.serve_choice":     serveDetail("--log-level", "loud"),
		"cli.serve_addr":       serveDetail("--addr", "here"),
		"cli.env_invalid": func(t *testing.T) coded {
			t.Setenv("GAMETREE_RENDER_TIMEOUT", "-1s")
			return fromCLI(t, "", "serve")
		},
		"cli.solve_line":        func(t *testing.T) coded { return fromCLI(t, "4\n4x\n", "solve", "--game", "stones") },
		"cli.solve_method":      cli("solve", "--method", "fast"),
		"cli.solve_solver_game": cli("solve", "--game", "stones", "--method", "solver"),
		"cli.solve_solver_flag": cli("solve", "--method", "solver", "--order"),
		"cli.solve_search_flag": cli("solve", "--algo", "minimax", "--weak"),
		"cli.solve_part":        cli("solve", "--part", "2"),
		"cli.solve_refinement":  cli("solve", "--without", "magic"),
		"cli.solve_summary":     direct(msg.New("cli.solve_summary", "positions", 2, "us", "1.5", "nodes", "3", "rate", "2,000,000")), // see TestSolveSummarySpanish
		"c4.needs_alphabeta":    cli("solve", "--without", "alpha-beta"),
		"c4.needs_table":        cli("solve", "--without", "table"),
		"c4.needs_tutorial":     cli("solve", "--part", "13", "--without", "winning-spots"),
		"c4.stopped_nodes":      c4Stopped(1000, 0),
		"c4.stopped_time":       c4Stopped(0, time.Millisecond),
		"c4.stopped_record":     cli("trace", "--game", "connect4", "--position", "52753311433677442422121", "--solver", "--max-nodes", "20"),
		"param.solver_game":     cli("trace", "--game", "tictactoe", "--solver"),
		"param.solver_unavailable": func(t *testing.T) coded { // a caller given no solver: the CLI and the server have one
			_, err := trace.Makers{}.Search(context.Background(), &trace.Params{Game: "connect4", Solver: true, Options: trace.Options{Algorithm: trace.AlphaBeta}})
			return direct(err)(t)
		},
		"web.weak":         api("/api/solve?position=4&weak=maybe"),
		"cli.lab_header":   direct(msg.New("cli.lab_header")), // see TestCompareLab
		"cli.lab_stopped":  direct(msg.New("cli.lab_stopped")),
		"cli.compare_lab":  cli("compare", "--lab", ""),
		"cli.compare_game": cli("compare", "--game", "stones", "--lab", "4"),
	}
	maps.Copy(cases, limitsErrorCases(newServer, api))                                       // the server's limits: errors_limits_test.go
	maps.Copy(cases, compareErrorCases(cli, api))                                            // the comparison: errors_compare_test.go
	maps.Copy(cases, checkerErrorCases())                                                    // a check's verdict: errors_checker_test.go
	maps.Copy(cases, suiteErrorCases(h))                                                     // the default check set: errors_suite_test.go
	maps.Copy(cases, labErrorCases(h))                                                       // the code lab: errors_lab_test.go
	maps.Copy(cases, exerciseErrorCases(newServer(web.Config{Renderer: failingRenderer{}}))) // the practise API: errors_exercise_test.go
	maps.Copy(cases, classErrorCases(t))                                                     // the classes: errors_class_test.go
	maps.Copy(cases, classStorageErrorCases(t))                                              // a database that cannot store: errors_class_storage_test.go
	maps.Copy(cases, wordsI29ErrorCases())                                                   // the sweep subtitle's words: errors_i29_words_test.go
	maps.Copy(cases, slidefitErrorCases(cli, api))                                           // pictures fit for a slide: errors_slidefit_test.go
	maps.Copy(cases, tutorialErrorCases())                                                   // seed 000's tutorial checked: errors_i32_tutorial_test.go
	maps.Copy(cases, sheetsErrorCases(h))                                                    // the worksheets of chosen trees: errors_sheets_test.go
	maps.Copy(cases, lectureErrorCases(cli, api))                                            // a lecture in one file: errors_lecture_test.go
	maps.Copy(cases, errorsI29Cases())                                                       // errors beside their fields: errors_i29_errors_test.go
	maps.Copy(cases, jsplumbErrorCases(cli))                                                 // the code's language: errors_i32_jsplumb_test.go
	maps.Copy(cases, chancetreeErrorCases(tree))                                             // chance nodes in trees: errors_i31_chancetree_test.go
	maps.Copy(cases, coreI31ErrorCases(cli))                                                 // chance and mcts parameters: errors_i31_core_test.go
	maps.Copy(cases, coingameErrorCases(cli))                                                // the coin game's positions: errors_i31_coingame_test.go
	maps.Copy(cases, labChanceErrorCases())                                                  // chance in the lab's games: errors_i31_labchance_test.go
	maps.Copy(cases, bookallErrorCases(cli))                                                 // the book of every position: errors_i30_bookall_test.go
	maps.Copy(cases, versusErrorCases(cli, api))                                             // MCTS against alpha-beta: errors_i31_versus_test.go
	maps.Copy(cases, practiseI31ErrorCases(cli))                                             // practise on chance trees: errors_i31_practise_test.go
	maps.Copy(cases, i30CoreErrorCases())                                                    // a cancelled solve: errors_i30_core_test.go
	maps.Copy(cases, labPartsErrorCases())                                                   // the solver lab's notes: errors_i30_labparts_test.go
	maps.Copy(cases, solveviewErrorCases(api))                                               // /api/solve's flags: errors_i30_solveview_test.go

	for _, st := range append(c4.TutorialSteps, c4.BeyondSteps...) { // the names of the lab's rows: see TestCompareLab
		code := "c4.step_" + strconv.Itoa(st.Part)
		cases[code] = direct(msg.New(code))
	}
	// The templates that only arrange other messages have no case of their own.
	arranging := []string{"where.tree", "where.tictactoe", "where.connect4", "where.stones", "where.at", "where.any", "param.where", "cli.flag"}
	for _, code := range msg.Codes() {
		if slices.Contains(arranging, code) {
			continue
		}
		make, ok := cases[code]
		if !assert.True(t, ok, "no case makes %s", code) {
			continue
		}
		t.Run(code, func(t *testing.T) {
			if code != "cli.env_invalid" { // it sets an environment variable
				t.Parallel()
			}
			got := make(t)
			assert.Equal(t, code, got.code, "%s", got.en)
			assert.NotEmpty(t, got.en)
			if !msg.SameInBothLanguages(code) {
				assert.NotEqual(t, got.en, got.es, "the Spanish is the English")
			}
			for _, text := range []string{got.en, got.es} {
				assert.NotRegexp(t, `\{\w+(:[^}]*)?\}`, text, "a placeholder left unfilled")
			}
		})
	}
	for code := range cases {
		assert.Contains(t, msg.Codes(), code, "a case for a code the catalogue lacks")
	}
}

// The command line writes its errors in Spanish with --lang es (render's --lang too),
// in English otherwise, and still exits with 2.
func TestCLISpanishErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, stdin string
		args        []string
		want        string
	}{
		{"trace, a bad tree", "", []string{"trace", "--lang", "es", "--position", "((3,5),(2,9"},
			`gametree trace: árbol "((3,5),(2,9": en el carácter 12: el texto se acaba antes de cerrar los 2 paréntesis` + "\n"},
		{"trace, the flag after the error", "", []string{"trace", "--depth", "x", "--lang=es"}, `gametree trace: depth "x": no es un número entero` + "\n"},
		{"trace, English by default", "", []string{"trace", "--depth", "x"}, `gametree trace: depth "x": not a whole number` + "\n"},
		{"trace, an unknown flag", "", []string{"trace", "-lang", "es", "--nope"}, "gametree trace: la opción -nope no existe\n"},
		{"solve, a bad line", "4\n4x\n", []string{"solve", "--lang", "es", "--game", "stones"},
			`gametree solve: línea 2: posición de piedras "4x": en el carácter 2: carácter no válido 'x': la posición es un número de piedras` + "\n"},
		{"render", "", []string{"render", "--lang", "es", "--step", "999"}, "gametree render: step 999: esta búsqueda tiene 29 pasos\n"},
		{"render, eval on a tree", "", []string{"render", "--lang", "es", "--eval", "course"},
			`gametree render: el juego tree no tiene evaluación estática: eval "course" no se aplica (solo connect4 y tictactoe la tienen)` + "\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			code, _, errOut := runCLI(t, tc.stdin, tc.args...)
			assert.Equal(t, 2, code)
			assert.Equal(t, tc.want, errOut)
		})
	}
}
