//go:build race

package procpool

// raceEnabled: the race detector's runtime cannot run under an address-space limit.
const raceEnabled = true
