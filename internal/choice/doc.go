// Package choice reads an option's value from the fixed set of words it takes, as the
// command line and the web API read them: case and the spaces around do not matter.
package choice
