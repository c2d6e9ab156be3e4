package exercise

import (
	"math/big"
	"regexp"
	"strings"
)

// A chance tree's values are rationals (the mean of 3 and 2 is 2.5, a third of 5 is
// 5/3), and students write them as they like: "2.5", the Spanish "2,5", "+2.5", "5/2",
// "-5/2", a whole number. The grade is exact: an answer is right when it equals the
// value, with no tolerance, unless the value is no finite decimal (5/3): then its
// fraction is right, and so is a decimal within Tolerance of it ("1.67", "1,667").

// Tolerance is how far a decimal may be from a value that is no finite decimal.
var Tolerance = big.NewRat(5, 1000)

// maxRationalText bounds what ParseRational reads (digits enough for any exercise).
const maxRationalText = 40

var (
	decimalText  = regexp.MustCompile(`^[+-]?(\d+([.,]\d*)?|[.,]\d+)$`)
	fractionText = regexp.MustCompile(`^([+-]?\d+)/(\d+)$`)
)

// ParseRational reads a value written as a whole number, a decimal (with "." or ",")
// or a fraction (with "/"), with an optional sign (a true minus sign "−" too) and
// spaces around: its value, whether it was written as a decimal, and whether it reads.
// A fraction's denominator may not be 0; no exponent, no infinity.
func ParseRational(s string) (*big.Rat, bool, bool) {
	s = strings.Join(strings.Fields(strings.ReplaceAll(s, "\u2212", "-")), "")
	if s == "" || len(s) > maxRationalText {
		return nil, false, false
	}
	if m := fractionText.FindStringSubmatch(s); m != nil {
		num, ok1 := new(big.Int).SetString(strings.TrimPrefix(m[1], "+"), 10)
		den, ok2 := new(big.Int).SetString(m[2], 10)
		if !ok1 || !ok2 || den.Sign() == 0 {
			return nil, false, false
		}
		return new(big.Rat).SetFrac(num, den), false, true
	}
	if !decimalText.MatchString(s) {
		return nil, false, false
	}
	r, ok := new(big.Rat).SetString(strings.TrimPrefix(strings.ReplaceAll(s, ",", "."), "+"))
	if !ok {
		return nil, false, false
	}
	return r, strings.ContainsAny(s, ".,"), true
}

// finiteDecimal reports whether r has a finite decimal expansion: its denominator
// has no prime factor but 2 and 5.
func finiteDecimal(r *big.Rat) bool {
	d := new(big.Int).Set(r.Denom())
	for _, p := range []int64{2, 5} {
		bp := big.NewInt(p)
		m := new(big.Int)
		for {
			q, rem := new(big.Int).QuoRem(d, bp, m)
			if rem.Sign() != 0 {
				break
			}
			d = q
		}
	}
	return d.Cmp(big.NewInt(1)) == 0
}

// rightRational reports whether given (decimal: written as a decimal) is right for
// the value want: equal, or a decimal within Tolerance when want is no finite decimal.
func rightRational(given *big.Rat, decimal bool, want *big.Rat) bool {
	if given.Cmp(want) == 0 {
		return true
	}
	if !decimal || finiteDecimal(want) {
		return false
	}
	diff := new(big.Rat).Sub(given, want)
	return diff.Abs(diff).Cmp(Tolerance) <= 0
}
