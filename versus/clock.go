package versus

import "time"

// epoch is when the package started: times are measured from it.
var epoch = time.Now()

// nowMS is the milliseconds since epoch (monotonic).
func nowMS() float64 { return float64(time.Since(epoch).Microseconds()) / 1e3 }
