//go:build race

package web

// raceEnabled: the race detector's runtime cannot run under an address-space limit,
// which every code-lab worker has (its hostile-code tests skip under -race).
const raceEnabled = true
