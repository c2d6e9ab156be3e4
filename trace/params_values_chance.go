package trace

import "strconv"

// chanceValues writes expectiminimax's options into Values' parameters (star1,
// chance-bounds, negamax-form), so that a link or a command reproduces a search of a
// game with chance nodes (the practise page's problem of a star1 exercise).
func (p *Params) chanceValues(v map[string]string) {
	o := p.Options
	if o.Algorithm != Expectiminimax {
		return
	}
	if o.Star1 {
		v["star1"] = "true"
	}
	if o.ChanceLow != 0 || o.ChanceHigh != 0 {
		v["chance-bounds"] = strconv.Itoa(o.ChanceLow) + "," + strconv.Itoa(o.ChanceHigh)
	}
	if o.NegamaxForm {
		v["negamax-form"] = "true"
	}
}
