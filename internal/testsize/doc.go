// Package testsize sets how much of the long tests a run does: a sample by default, so
// that go test ./... stays quick; in full under -long (or GAMETREE_TEST_LONG=1, which
// reaches every package at once: CI sets it); and the hour-long checks (connect-4's
// empty board, the full benchmark sets) only under -exhaustive.
package testsize
