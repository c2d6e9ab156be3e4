// Package tracetest expands a recorded trace into plain slices, for tests: the trace
// keeps its nodes and steps in a compact form and finds names by replaying moves, which
// is right for big searches and clumsy in a test that checks a handful of nodes.
package tracetest
