//go:build !race

package procpool

const raceEnabled = false
