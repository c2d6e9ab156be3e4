package web

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/labcheck"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/sandbox"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
)

// labCodeAnswer is /api/lab/code's answer.
type labCodeAnswer struct {
	Hash      string   `json:"hash"`
	Kind      lab.Kind `json:"kind"`
	CodeLang  lab.Lang `json:"code_lang"` // the code's language (codelab_lang.go)
	Functions []string `json:"functions"`
}

func (s *Server) labCode(c *gin.Context) {
	form, src, err := s.labForm(c)
	if err != nil {
		s.labFail(c, err)
		return
	}
	kind := lab.Kind(form.Get("kind"))
	switch kind {
	case lab.KindEval, lab.KindGame, lab.KindSearch:
	default:
		s.labFail(c, apierr.BadRequest("lab.kind", "kind", string(kind)))
		return
	}
	codeLang, err := labCodeLang(form)
	if err != nil {
		s.labFail(c, err)
		return
	}
	sess := s.codelab.pool.NewSession(c.Request.Context(), kind, codeLang, src, sandbox.Budget{Steps: labSearchSteps, Time: 5 * time.Second})
	fs, err := sess.Check()
	if err != nil {
		s.labFail(c, err)
		return
	}
	h := s.codelab.store.Put(kind, codeLang, src)
	c.JSON(http.StatusOK, labCodeAnswer{Hash: h, Kind: kind, CodeLang: codeLang, Functions: fs})
}

// labSearchValues are the search parameters of a lab request (all but the lab's own).
func labSearchValues(form url.Values) (map[string]string, error) {
	vals := map[string]string{}
	for k, v := range form {
		switch k {
		case "source", "lang", "kind", codeLangParam:
			continue
		}
		if !isSearchParam(k) {
			return nil, apierr.BadRequest("web.unknown_param", "name", k, "known", append(paramNames(), "source", "lang", codeLangParam))
		}
		vals[k] = v[len(v)-1]
	}
	return vals, nil
}

func (s *Server) labCheck(c *gin.Context) {
	form, src, err := s.labForm(c)
	if err != nil {
		s.labFail(c, err)
		return
	}
	vals, err := labSearchValues(form)
	if err != nil {
		s.labFail(c, err)
		return
	}
	codeLang, err := labCodeLang(form)
	if err != nil {
		s.labFail(c, err)
		return
	}
	if err := checkFollowable(vals); err != nil { // codelab_suite.go
		s.labFail(c, err)
		return
	}
	if strings.HasPrefix(vals["eval"], trace.ExternalPrefix) {
		s.labFail(c, apierr.BadRequest("lab.check_game"))
		return
	}
	budget := sandbox.Budget{Steps: labSearchSteps, Time: labCheckTime}
	var rep any
	if h, ok := strings.CutPrefix(vals["game"], trace.ExternalPrefix); ok {
		// a student's game: its code runs in the same worker as the search's
		game, kind, gameLang, kept := s.codelab.store.Get(h)
		switch {
		case !kept:
			err = msg.New("lab.unknown", "hash", h)
		case kind != lab.KindGame:
			err = apierr.BadRequest("lab.check_game")
		default:
			rep, err = s.codelab.pool.CheckGame(c.Request.Context(), codeLang, src, gameLang, game, vals, budget)
		}
	} else if labcheck.AsksSuite(vals["game"], vals["position"]) {
		// no tree named: the default set, each tree in turn (codelab_suite.go)
		rep, err = s.codelab.pool.CheckSuite(c.Request.Context(), codeLang, src, vals, budget)
	} else {
		rep, err = s.codelab.pool.Check(c.Request.Context(), codeLang, src, vals, budget)
	}
	if err != nil {
		s.labFail(c, err)
		return
	}
	c.JSON(http.StatusOK, rep)
}
