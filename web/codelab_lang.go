package web

import (
	"net/url"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web/apierr"
)

// The language a student's code is written in: every code-lab request takes it as
// code-lang (form or query: "starlark", "javascript", "js" ...: lab.ParseLang), and
// without it the code is Starlark, so links made before there were two languages keep
// working. ("lang" stays the language of the page and its messages: en, es.) A
// program's hash names its language too (lab.HashOf), and the lab's store keeps it:
// eval=lab:HASH and game=lab:HASH in any view run in the right one.

// codeLangParam is the request parameter of the code's language.
const codeLangParam = "code-lang"

// labCodeLang reads a lab request's code language; a name it does not know is a 400
// (lab.lang) in the user's language.
func labCodeLang(form url.Values) (lab.Lang, error) {
	v := form.Get(codeLangParam)
	lang, err := lab.ParseLang(v)
	if err != nil {
		return "", apierr.BadRequest("lab.lang", "lang", msg.Shorten(v), "choices", lab.Langs)
	}
	return lang, nil
}
