package trace

import (
	"math/big"
	"strings"
)

// ValueScale is the trace's Scale, at least 1.
func (t *Trace) ValueScale() int64 {
	if t.Scale < 1 {
		return 1
	}
	return t.Scale
}

// Format writes a recorded value (alpha, beta) for people, divided by the trace's scale:
// see FormatScaled.
func (t *Trace) Format(v int) string { return FormatScaled(v, t.ValueScale()) }

// FormatBoundedValue is FormatBounded divided by the trace's scale ("≥2.5").
func (t *Trace) FormatBoundedValue(v int, b Bound) string {
	switch b {
	case Lower:
		return "≥" + t.Format(v)
	case Upper:
		return "≤" + t.Format(v)
	}
	return t.Format(v)
}

// FormatScaled writes v/scale for people: as FormatValue when scale is 1 or v is
// infinite or a lifted game score; else the exact decimal when it has at most four
// decimals ("2.5", "-0.125"), else the fraction in lowest terms ("7/3").
func FormatScaled(v int, scale int64) string {
	if scale <= 1 || v <= -Inf || v >= Inf {
		return FormatValue(v)
	}
	if _, lifted := GameScore(v); lifted {
		return FormatValue(v)
	}
	r := big.NewRat(int64(v), scale)
	if r.IsInt() {
		return r.Num().String()
	}
	if s, exact := r.FloatString(4), decimalExact(r, 4); exact {
		return strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return r.String()
}

// decimalExact reports whether r has at most digits decimals.
func decimalExact(r *big.Rat, digits int) bool {
	d := new(big.Int).Set(r.Denom())
	ten := big.NewInt(10)
	p := big.NewInt(1)
	for range digits {
		p.Mul(p, ten)
	}
	return new(big.Int).Mod(p, d).Sign() == 0
}

// Unscaled is v divided by the scale as a float64, for charts and means.
func (t *Trace) Unscaled(v int) float64 { return float64(v) / float64(t.ValueScale()) }
