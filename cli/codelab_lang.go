package cli

import (
	"flag"

	"github.com/gametree/gametree/lab"
)

// The language of a command's lab files: --code-lang starlark|javascript (js, py ...:
// lab.ParseLang), or, without it, each file's extension (lab.LangOfFile: .js is
// JavaScript, any other Starlark). --lang stays the language of the messages (en, es).

// labLangs is a command's --code-lang and the lab files it applies to.
type labLangs struct {
	lang  lab.Lang // --code-lang's; "" when not given
	text  string
	err   error // a bad --code-lang's coded error (lab.lang), which parseFlags reports
	files []*labFileFlag
}

// of is the language of the file at path.
func (l *labLangs) of(path string) lab.Lang {
	if l != nil && l.lang != "" {
		return l.lang
	}
	return lab.LangOfFile(path)
}

// codeLangFlag is --code-lang.
type codeLangFlag struct{ l *labLangs }

func (f codeLangFlag) String() string {
	if f.l == nil {
		return ""
	}
	return f.l.text
}

// Set reads the language and gives it to the lab files already read (flags in any
// order).
func (f codeLangFlag) Set(v string) error {
	f.l.text = v
	lang, err := lab.ParseLang(v)
	if err != nil {
		f.l.err = err
		return err
	}
	f.l.lang = lang
	for _, ff := range f.l.files {
		ff.put()
	}
	return nil
}

// codedError is the coded error of a bad value (flagError reports it).
func (f codeLangFlag) codedError() error { return f.l.err }

// codeLangUsage is --code-lang's usage line.
const codeLangUsage = "the language of the lab's code files: starlark or javascript (default: by the file's extension, .js is JavaScript)"

// registerCodeLang registers --code-lang on fs and returns its languages.
func registerCodeLang(fs *flag.FlagSet) *labLangs {
	l := &labLangs{}
	fs.Var(codeLangFlag{l}, "code-lang", codeLangUsage)
	return l
}

// codeLangOf is the languages of fs's --code-lang (nil when fs has none).
func codeLangOf(fs *flag.FlagSet) *labLangs {
	if fl := fs.Lookup("code-lang"); fl != nil {
		if f, ok := fl.Value.(codeLangFlag); ok {
			return f.l
		}
	}
	return nil
}
