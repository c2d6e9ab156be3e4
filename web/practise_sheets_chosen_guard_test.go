package web

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// A chosen sheet is guarded as the other sheets are: while an assessment is open, a
// list holding one of its students' trees (rebuilt from what the student is sent) is
// refused (403 class.assessed_open), whatever the other items; once it is closed, the
// same list prints.
func TestChosenSheetAssessedTreeRefused(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		s, _ := classServer(t, db)
		h := s.Handler()
		tc := makeClass(t, h, "after-close", map[string]any{"exercise": map[string]any{"source": "tree", "position": "A(B(4,6),C(1,8),D(2,7))"}})
		ana := join(t, h, tc.assignment, "Ana")
		sa := decode[studentAssignmentReply](t, call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"?lang=en", ana, nil))
		require.Len(t, sa.Tasks, 1)
		body := map[string]any{"items": []map[string]any{{"source": "textbook"}, {"source": "tree", "position": rebuild(sa.Tasks[0], true, true, false), "q": "values"}}}
		for _, lang := range []string{"en", "es"} {
			r := call(t, h, http.MethodPost, "/api/worksheet/chosen?part=solution&lang="+lang, "", body)
			require.Equal(t, http.StatusForbidden, r.code, "%.300s", r.body)
			assert.Equal(t, "class.assessed_open", r.json(t)["code"])
		}
		other := map[string]any{"items": []map[string]any{{"source": "textbook"}, {"source": "tree", "position": "A(B(4,6),C(1,8),D(2,6))"}}}
		assert.Equal(t, http.StatusOK, call(t, h, http.MethodPost, "/api/worksheet/chosen?part=solution", "", other).code, "another tree prints")
		require.Equal(t, http.StatusOK, call(t, h, http.MethodPost, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/close", tc.key, nil).code)
		r := call(t, h, http.MethodPost, "/api/worksheet/chosen?part=solution", "", body)
		assert.Equal(t, http.StatusOK, r.code, "%.300s", r.body)
	})
}
