package web

import (
	"strconv"
	"strings"

	"github.com/gametree/gametree/render"
)

// pictureFileName names a picture of /api/render by what it holds, whatever the link
// that asked for it: gametree-<game>-step-13.svg (step 13, 1-based), ...-step-13-region.svg
// (the region around its node), gametree-<game>-finished.svg (the finished search;
// -finished-region for the root's region). The game's name keeps letters, digits and
// dashes only (a student's game lab:ab12 is lab-ab12), as the page's own names do
// (problem.js, downloads).
func pictureFileName(game string, step int, region bool, format render.Format) string {
	var b strings.Builder
	b.WriteString("gametree-")
	for _, r := range strings.ToLower(game) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' {
			b.WriteRune(r)
		} else {
			b.WriteByte('-')
		}
	}
	if step >= 0 {
		b.WriteString("-step-" + strconv.Itoa(step+1))
	} else {
		b.WriteString("-finished")
	}
	if region {
		b.WriteString("-region")
	}
	b.WriteString("." + string(format))
	return b.String()
}
