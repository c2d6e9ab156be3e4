package msg

import (
	"maps"
	"slices"
	"sort"
	"strings"
)

// words holds the catalogue's words: what the project shows that is not a message (no
// code a client matches on, no error to make): the page's words, the pictures' and the
// sheets'. A key is its area and a name: "page.stepOf", "picture.legend_pruned",
// "sheet.exercise". Each area's file adds its own at start-up (addWords).
var words = map[string]struct{ en, es string }{}

// addWords adds the words of an area ("page", "picture", "sheet") under area+"."+name.
func addWords(area string, m map[string]struct{ en, es string }) {
	for name, t := range m {
		key := area + "." + name
		if _, dup := words[key]; dup {
			panic("msg: word " + key + " is added twice")
		}
		words[key] = t
	}
}

// WordKeys lists the keys of the catalogue's words, sorted.
func WordKeys() []string {
	return slices.Sorted(maps.Keys(words))
}

// Word is the word key in lang ("en" or "es"; anything else is English), its
// placeholders as written; a word the catalogue lacks in lang falls back to English,
// then to key itself, as the page's t() does.
func Word(lang, key string) string {
	t, ok := words[key]
	switch {
	case !ok:
		return key
	case lang == ES && t.es != "":
		return t.es
	}
	return t.en
}

// Say writes the word key in lang with its {name} placeholders filled from kv, name,
// value pairs, as the page's t() does: each value as it is (words are not shortened
// as a message's values are), a placeholder without a value left as written.
func Say(lang, key string, kv ...string) string {
	return expand(Word(lang, key), func(name string) (string, bool) {
		for i := 0; i+1 < len(kv); i += 2 {
			if kv[i] == name {
				return kv[i+1], true
			}
		}
		return "", false
	})
}

// PageWord is a word of the page, under the key the page's scripts look it up by.
type PageWord struct {
	Key, EN, ES string
}

// PageWords lists the page's words sorted by key: the "page." words, and the messages
// the page shows as they are (pageMessages). web/static/js/strings.js is generated
// from them (tools/genstrings).
func PageWords() []PageWord {
	var out []PageWord
	for key, t := range words {
		if name, ok := strings.CutPrefix(key, "page."); ok {
			out = append(out, PageWord{name, t.en, t.es})
		}
	}
	for name, code := range pageMessages {
		out = append(out, PageWord{name, Template(EN, code), Template(ES, code)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out
}
