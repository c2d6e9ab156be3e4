package games

import "math/bits"

// c4Dirs are the 8 directions (column step, row step) course8 looks along.
var c4Dirs = [8][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}}

// evalCourse8 is "course8": seed 002's scoring (puntuacion) looked at in all 8
// directions from every stone, none of the Java's slips (see evalCourse). It was
// called "course" until seed 002's F, as the seed's Java computes it, took that name;
// it agrees with it on 13 of 400 random positions. For every stone on
// the board it looks from the stone along each of the 8 directions (up, down, left,
// right and the four diagonals) at up to 3 cells, stopping early at an opponent's
// stone or at the edge of the board, and counts the stone owner's stones f and the
// empty cells e it saw (an empty cell does not stop the look). The direction scores
//
//	f = 3            20,000,000   (four in a row)
//	f = 2 and e = 1  10,000,000
//	f = 1 and e = 2       6,000
//	f = 2 and e = 0       4,000
//	e = 3                 2,000
//	otherwise               100
//
// and the sum over all stones and directions is added for the side to move's stones and
// subtracted for the opponent's. Its magnitude stays below 42*8*20,000,000, far inside
// WinBase.
func (g *Connect4) evalCourse8() int {
	s := 0
	for p := g.b.Mask; p != 0; p &= p - 1 {
		b := bits.TrailingZeros64(p)
		c, r := b/7, b%7
		own := g.b.Current // the stones of this stone's owner
		sign := 1
		if g.b.Current&(1<<uint(b)) == 0 {
			own ^= g.b.Mask
			sign = -1
		}
		for _, d := range c4Dirs {
			f, e := 0, 0
			for k := 1; k <= 3; k++ {
				nc, nr := c+k*d[0], r+k*d[1]
				if nc < 0 || nc >= c4Width || nr < 0 || nr >= c4Height {
					break
				}
				bit := uint64(1) << uint(7*nc+nr)
				if g.b.Mask&bit == 0 {
					e++
				} else if own&bit != 0 {
					f++
				} else {
					break
				}
			}
			s += sign * c4CourseScore(f, e)
		}
	}
	return s
}
