package msg

// The page's words for a hand-in the server could not store (class-student.js).
func init() { addWords("page", classStorageWords) }

var classStorageWords = map[string]struct{ en, es string }{
	"clTryAgain": {`Try again`, `Intentar de nuevo`},
}
