package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// minimaxJS is a node API search (search(root)) in JavaScript: plain minimax.
const minimaxJS = `function minimax(node) {
  if (node.is_leaf()) return node.value();
  var best = node.is_max() ? -Infinity : Infinity;
  var kids = node.children();
  for (var i = 0; i < kids.length; i++) {
    var v = minimax(kids[i]);
    best = node.is_max() ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}
function search(root) { return minimax(root); }
`

// check F.js checks a JavaScript search: exit 0 when it does what the algorithm
// does, 1 when it does not.
func TestCheckJavaScript(t *testing.T) {
	t.Parallel()
	f := writeFile(t, "minimax.js", minimaxJS)
	code, out, errOut := runCLI(t, "", "check", f, "--position", "textbook", "--algo", "minimax")
	assert.Equal(t, 0, code, "%s%s", out, errOut)
	code, out, errOut = runCLI(t, "", "check", f, "--position", "textbook", "--algo", "alphabeta")
	assert.Equal(t, 1, code, "%s%s", out, errOut)
}
