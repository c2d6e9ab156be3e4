// Package cli is gametree's command line: the commands (serve, trace, solve, compare,
// render, exercise), their flags and their wiring. Every search parameter is defined
// once in package trace (trace.ParamSpecs) and read the same way here and by the web
// API. Bad input exits with code 2 and a coded message (package msg) in the language
// of --lang; a failure while working exits with code 1.
package cli
