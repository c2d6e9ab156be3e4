package web

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/web/lanes"
)

func (s *Server) lab(c *gin.Context) {
	p, text, weak, err := s.solverRequest(c, solverParams)
	if err != nil {
		s.fail(c, err)
		return
	}
	// seconds of search at most: the heavy lane, waiting there as a live solve does
	t, err := s.heavy.AdmitWait(c.Request.Context(), s.cfg.SolveWait, false, "", lanes.Cost{Solver: true}, lanes.Cost{Solver: true})
	if err != nil {
		s.fail(c, err)
		return
	}
	defer t.Release()
	perStep := s.cfg.TimeLimitCap / time.Duration(len(c4.LabSteps()))
	rows, err := c4.Lab(p, weak, solverTableEntries, labMaxNodes, perStep)
	if err != nil {
		s.fail(c, solverError(err))
		return
	}
	c.JSON(http.StatusOK, gin.H{"game": "connect4", "position": text, "weak": weak, "steps": rows})
}
