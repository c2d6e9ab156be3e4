package worksheet

import (
	"regexp"
	"strings"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
)

// ItemsHelp is the list's text form, as the command line's help prints it.
const ItemsHelp = `One item a line: KIND [POSITION] [NAME=VALUE ...]; blank lines and lines starting with # are skipped.
  KIND      tree (POSITION: the tree in parentheses, as the explore page takes it: ((3,5),(2,9)) or A(B(3,5),C(2,9))),
            preset (POSITION: its name: textbook, figure-5.2, ...) or the preset's name alone,
            tictactoe (POSITION: 9 cells, X.O/.X./..O), connect4 (POSITION: the columns played, 4453; depth= is needed),
            stones (POSITION: a stone count), random (seed= and level=)
  NAME      q (values, prune, window, order; or a, b, c, d), depth (plies, games only), root (max or min, trees only),
            fail-hard, fail-course (alone means true), seed, level (random only)
Example:
  tree ((3,5),(2,9),(0,7)) q=values
  textbook q=window fail-hard
  tictactoe XOX/OO./X.. q=prune
  connect4 4453 depth=2 q=order`

// MaxItemsText bounds a list's text (bytes): six items with trees of 121 nodes fit
// many times over.
const MaxItemsText = 64 << 10

// itemField is an option's shape: name=value, the name a word.
var itemField = regexp.MustCompile(`^([a-z][a-z_-]*)=(.*)$`)

// itemFields are the options an item may take (exercise.Spec.Set's names).
var itemFields = map[string]bool{"q": true, "depth": true, "root": true, "fail-hard": true, "fail_hard": true,
	"fail-course": true, "fail_course": true, "seed": true, "level": true, "chance": true}

// ParseItems reads a list of items, one a line (ItemsHelp), as normalised exercise
// specs, in order. A bad line's error is coded and names it ("line 3: ...",
// worksheet.line). It does not make the exercises (Chosen does) nor count them.
func ParseItems(text string) ([]exercise.Spec, error) {
	items, _, err := ParseItemLines(text)
	return items, err
}

// ParseItemLines is ParseItems with the line (from 1) of every item.
func ParseItemLines(text string) ([]exercise.Spec, []int, error) {
	if len(text) > MaxItemsText {
		return nil, nil, msg.New("worksheet.items", "n", strings.Count(text, "\n")+1, "max", PageSize)
	}
	var items []exercise.Spec
	var lines []int
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		it, err := ParseItem(line)
		if err != nil {
			c, _ := msg.Find(err)
			return nil, nil, msg.New("worksheet.line", "n", i+1, "detail", c)
		}
		items, lines = append(items, it), append(lines, i+1)
	}
	return items, lines, nil
}

// ParseItem reads one item's line (ItemsHelp) as a normalised exercise spec. Its
// errors are coded (msg.Coded).
func ParseItem(line string) (exercise.Spec, error) {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return exercise.Spec{}, msg.New("worksheet.item_kind", "value", "")
	}
	var spec exercise.Spec
	kind := strings.ToLower(fields[0])
	var position []string
	for _, f := range fields[1:] {
		if low := strings.ToLower(f); low == "fail-hard" || low == "fail-course" {
			f += "=true" // the switch alone
		}
		name, value, _ := strings.Cut(f, "=")
		m := itemField.FindStringSubmatch(strings.ToLower(name) + "=")
		switch {
		case strings.Contains(f, "=") && m != nil && itemFields[m[1]]:
			if err := spec.Set(m[1], value); err != nil {
				return exercise.Spec{}, err
			}
		case strings.Contains(f, "=") && m != nil:
			return exercise.Spec{}, msg.New("worksheet.item_field", "value", msg.Shorten(f))
		default:
			position = append(position, f)
		}
	}
	pos := strings.Join(position, " ")
	switch kind {
	case "preset":
		kind, pos = pos, ""
		if kind == "" || kind == exercise.SourceRandom || kind == exercise.SourceTree {
			return exercise.Spec{}, msg.New("worksheet.item_kind", "value", msg.Shorten(line))
		}
	case "connect-4", "c4":
		kind = exercise.SourceConnect4
	case "tic-tac-toe", "ttt":
		kind = exercise.SourceTicTacToe
	}
	if err := spec.Set("source", kind); err != nil || exercise.IsLab(kind) {
		return exercise.Spec{}, msg.New("worksheet.item_kind", "value", msg.Shorten(fields[0]))
	}
	spec.Position = pos
	return spec.Normalize()
}

// ItemLine writes a normalised spec as an item's line, which ParseItem reads back.
func ItemLine(s exercise.Spec) string {
	parts := []string{s.Source}
	if s.Position != "" {
		parts = append(parts, s.Position)
	}
	for _, kv := range s.Values()[1:] {
		if kv[0] != "position" {
			parts = append(parts, kv[0]+"="+kv[1])
		}
	}
	return strings.Join(parts, " ")
}
