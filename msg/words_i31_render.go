package msg

// The words of a picture of a search with chance nodes (expectiminimax) or of a Monte
// Carlo tree search (issue 31, package render): their legend, captions and tooltips.
func init() { addWords("picture", chanceMCTSWords) }

var chanceMCTSWords = map[string]struct{ en, es string }{
	// The legend.
	"legend_chance": {`○ chance: the outcomes' mean weighted by p (on the edges)`,
		`○ azar: media de los resultados ponderada por p (en las aristas)`},
	"legend_sum": {`Σ: weighted sum of the outcomes returned so far`, `Σ: suma ponderada de los resultados devueltos hasta ahora`},
	"legend_mcts": {`N: visits · W/N: mean result, MAX's view`,
		`N: visitas · W/N: resultado medio, para MAX`},
	"legend_visits":  {`edge width: share of the parent's visits`, `grosor de arista: parte de las visitas del padre`},
	"legend_rollout": {`dots: the rollout (random moves) and its result`, `puntos: la simulación (jugadas al azar) y su resultado`},
	"legend_updated": {`green: updated by this backpropagation`, `verde: actualizado en esta retropropagación`},

	// A Star1 cutoff's rule at a chance node: the bound on its value and the window's
	// side it passes.
	"star1_upper": {`upper bound {v} ≤ α={a}`, `cota superior {v} ≤ α={a}`},
	"star1_lower": {`lower bound {v} ≥ β={b}`, `cota inferior {v} ≥ β={b}`},

	// The caption: a step.
	"chance": {`{name}: Σ p·v = {v} after {child} (p = {p})`, `{name}: Σ p·v = {v} tras {child} (p = {p})`},
	"select": {`selection at {name}: {child}, the highest UCB1 ({u})`, `selección en {name}: {child}, el mayor UCB1 ({u})`},
	"select_chance": {`selection at {name}: chance draws {child} (p = {p})`,
		`selección en {name}: el azar saca {child} (p = {p})`},
	"expand":   {`expansion: {child} added below {name}`, `expansión: se añade {child} bajo {name}`},
	"rollout":  {`rollout from {name}: {n} random moves, result {v}`, `simulación desde {name}: {n} jugadas al azar, resultado {v}`},
	"backprop": {`backpropagation: {name} now has N = {n}, W/N = {mean}`, `retropropagación: {name} pasa a N = {n}, W/N = {mean}`},
	"result_mcts": {`Best move by visits: {m} (N = {n}, W/N = {mean})`,
		`Mejor jugada por visitas: {m} (N = {n}, W/N = {mean})`},

	// Nodes and edges: their words and tooltips.
	"chance_node": {`chance`, `azar`},
	"sum_tip":     {`weighted sum so far`, `suma ponderada hasta ahora`},
	"prob_tip":    {`probability`, `probabilidad`},
	"visits_tip":  {`visits`, `visitas`},
	"mean_tip":    {`mean result for MAX`, `resultado medio para MAX`},
	"path_tip":    {`on this iteration's path`, `en el camino de esta iteración`},
	"updated_tip": {`updated by this backpropagation`, `actualizado en esta retropropagación`},
	"rollout_tip": {`rollout`, `simulación`},
}
