package labcheck

import (
	"strings"

	"go.starlark.net/syntax"

	"github.com/gametree/gametree/lab"
)

// retName is the function the rewritten source calls around every return.
const retName = "__lab_ret"

// instrument rewrites source so that every `return EXPR` of a function (but search
// itself) becomes `return __lab_ret((PARAMS,), (EXPR))`: the checker sees the value a
// function returns for the node among its parameters. Lines are kept, and the
// insertions returned let lab.LoadMapped say errors at the student's own columns. A
// source that does not parse is returned as it is: loading it reports the syntax
// error.
func instrument(source string) (string, []lab.Insertion) {
	f, err := lab.FileOptions().Parse("code.star", source, 0)
	if err != nil {
		return source, nil
	}
	var edits []lab.Edit
	var walk func(stmts []syntax.Stmt, params []string)
	walk = func(stmts []syntax.Stmt, params []string) {
		for _, st := range stmts {
			syntax.Walk(st, func(n syntax.Node) bool {
				switch x := n.(type) {
				case *syntax.DefStmt:
					if x.Name.Name == "search" && params == nil {
						walk(x.Body, nil) // search(root): its own value is the result
						return false
					}
					var ps []string
					for _, p := range x.Params {
						switch q := p.(type) {
						case *syntax.Ident:
							ps = append(ps, q.Name)
						case *syntax.BinaryExpr:
							if id, ok := q.X.(*syntax.Ident); ok {
								ps = append(ps, id.Name)
							}
						}
					}
					if len(ps) > 0 {
						walk(x.Body, ps)
					}
					return false
				case *syntax.LambdaExpr:
					return false
				case *syntax.ReturnStmt:
					if x.Result != nil && params != nil {
						start, end := x.Result.Span()
						edits = append(edits,
							lab.Edit{Line: int(start.Line), Col: int(start.Col), Text: retName + "((" + strings.Join(params, ", ") + ",), ("},
							lab.Edit{Line: int(end.Line), Col: int(end.Col), Text: "))"})
					}
				}
				return true
			})
		}
	}
	walk(f.Stmts, nil)
	return lab.Rewrite(source, edits)
}
