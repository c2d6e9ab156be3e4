package web

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/trace"
)

// meta describes what the API offers, for the page's menus.
type metaInfo struct {
	Games       []string            `json:"games"`
	Algorithms  []trace.Algorithm   `json:"algorithms"`
	Presets     []presetInfo        `json:"presets"`
	Params      []paramInfo         `json:"params"`
	Evaluations map[string][]string `json:"evaluations"`
	Limits      limitsInfo          `json:"limits"`
	Version     string              `json:"version"`
}

type presetInfo struct {
	Name    string   `json:"name"`
	Title   string   `json:"title"`
	TitleES string   `json:"title_es"`
	Text    string   `json:"text"`
	Aliases []string `json:"aliases,omitempty"`
}

type paramInfo struct {
	Name  string `json:"name"`
	Usage string `json:"usage"`
	Bool  bool   `json:"bool,omitempty"`
}

type limitsInfo struct {
	DefaultMaxNodes int64 `json:"default_max_nodes"`
	MaxNodes        int64 `json:"max_nodes"`
	TimeLimitMS     int64 `json:"time_limit_ms"`
	DefaultBudget   int   `json:"default_budget"`
	MaxBudget       int   `json:"max_budget"`
	MaxBody         int64 `json:"max_body"`
}

func (s *Server) meta(c *gin.Context) {
	m := metaInfo{
		Games:       games.Names(),
		Algorithms:  trace.Algorithms,
		Evaluations: map[string][]string{},
		Limits: limitsInfo{
			DefaultMaxNodes: s.cfg.DefaultMaxNodes, MaxNodes: s.cfg.MaxNodesCap,
			TimeLimitMS:   s.cfg.TimeLimitCap.Milliseconds(),
			DefaultBudget: render.DefaultBudget, MaxBudget: maxBudget, MaxBody: s.cfg.MaxBody,
		},
		Version: s.version,
	}
	for _, p := range games.Presets() {
		m.Presets = append(m.Presets, presetInfo(p))
	}
	for _, p := range trace.ParamSpecs {
		m.Params = append(m.Params, paramInfo(p))
	}
	for _, name := range m.Games {
		if g, err := games.New(name, "", games.Options{}); err == nil {
			if ev, ok := g.(games.Evaluator); ok {
				m.Evaluations[name] = ev.Evaluations()
			}
		}
	}
	c.Header("Cache-Control", "no-cache")
	c.JSON(http.StatusOK, m)
}
