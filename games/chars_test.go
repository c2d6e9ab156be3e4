package games

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

// Places in messages count characters, not bytes, in right-to-left scripts too, and a
// bad multibyte character is named whole, never by its first byte.
func TestParseErrorCharacters(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, game, position string
		at                   int
		code, char           string
		en, es               string
	}{
		{"hebrew names", "tree", "((א:3,ב:5),(ג:2,ד:9) !)", 22, "tree.expected_close", "", "at character 22: expected ')' or ',' but found '!'", "en el carácter 22: se esperaba ')' o ',', pero hay '!'"},
		{"arabic names", "tree", "((سين:1,صاد:2),عين:3 !)", 22, "tree.expected_close", "", "at character 22: expected ')' or ',' but found '!'", "en el carácter 22: se esperaba ')' o ',', pero hay '!'"},
		{"hebrew letter on a board", "tictactoe", "X.Oש.....", 4, "tictactoe.board_char", "'ש'", "at character 4: bad character 'ש'", "en el carácter 4: carácter no válido 'ש'"},
		{"hebrew move", "tictactoe", "a1,ב2", 4, "tictactoe.move_char", "'ב'", "at character 4: bad character 'ב'", "en el carácter 4: carácter no válido 'ב'"},
		{"arabic column", "connect4", "44ع4", 3, "connect4.bad_char", "'ع'", "at character 3: bad character 'ع'", "en el carácter 3: carácter no válido 'ع'"},
		{"arabic-indic digit", "stones", "1٣", 2, "stones.bad_char", "'٣'", "at character 2: bad character '٣'", "en el carácter 2: carácter no válido '٣'"},
		{"a broken byte stays a byte", "connect4", "4\xff", 2, "connect4.bad_char", `'\xff'`, `at character 2: bad character '\xff'`, `en el carácter 2: carácter no válido '\xff'`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := New(tc.game, tc.position, Options{})
			var pe *ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tc.code, pe.Code())
			assert.Equal(t, tc.at, pe.Params()["at"])
			if tc.char != "" {
				assert.Equal(t, tc.char, pe.Params()["char"])
			}
			assert.Contains(t, pe.Text(msg.EN), tc.en)
			assert.Contains(t, pe.Text(msg.ES), tc.es)
		})
	}
}
