// Package golden compares what a test made with a golden file under the testdata
// directory of the package being tested, or rewrites the file when the tests run with
// -update (go test ./render -update; then review the diff).
package golden
