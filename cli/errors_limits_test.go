package cli

import (
	"net/http"
	"strings"
	"testing"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web"
	"github.com/gametree/gametree/web/lanes"
)

// limitsErrorCases make the server's limits' errors (msg/catalog_limits.go):
// web.TestLargeHeadGetsCodedError, web.TestHeavyRequestsDoNotStallLightOnes and
// web.TestTooBigForTheBudget try them further.
func limitsErrorCases(newServer func(web.Config) http.Handler, api func(string) func(*testing.T) coded) map[string]func(*testing.T) coded {
	small := newServer(web.Config{Memory: 64 << 20})
	onSmall := func(target string) func(*testing.T) coded {
		return func(t *testing.T) coded { return fromAPI(t, small, http.MethodGet, target, "", "") }
	}
	return map[string]func(*testing.T) coded{
		"web.head_too_large": api("/api/meta?pad=" + strings.Repeat("x", 70<<10)),
		// holding the heavy slots needs the server's inside: web.TestHeavyRequestsDoNotStallLightOnes
		"web.heavy_busy":      direct(msg.New("web.heavy_busy", "seconds", 2, "nodes", lanes.LightNodes, "pixels", lanes.LightPixels)),
		"web.too_big_picture": onSmall("/api/render?position=random:b=2,d=10,seed=3&algo=minimax&budget=4000&format=png&width=full"),
		"web.too_big_search":  onSmall("/api/trace?game=tictactoe&algo=minimax&max-nodes=600000"),
	}
}
