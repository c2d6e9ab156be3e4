// Package msg gives the errors a user can meet a stable code and parameters, and
// writes them in the user's language (English or Spanish).
//
// An error is a code ("tree.unclosed") and named parameters ({"open": 2}); its text
// comes from the catalogue (catalog.go), one template per language. Templates name
// their parameters in braces:
//
//	{name}             the value as is (a nested coded error is written in the same language)
//	{name:q}           quoted and escaped, for text the user typed
//	{name:n}           a whole number with its digits grouped (1,000 / 1.000)
//	{name:one:A:B}     A when the value is 1, else B; # in A or B is the number
//
// The package depends on nothing of this module, so every other package can use it.
package msg
