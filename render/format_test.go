package render

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

// One reading of a format's name for every kind of output: any case, the set's own
// formats only, the empty name as the set says, and a coded error naming the value.
func TestFormatSetParse(t *testing.T) {
	t.Parallel()
	sheet := NewFormatSet("worksheet.format", FormatSVG, FormatSVG, FormatPNG, "pdf")
	for _, tc := range []struct {
		set        FormatSet
		name       string
		want       Format
		code, text string
	}{
		{PictureFormats, "svg", FormatSVG, "", ""},
		{PictureFormats, "PNG", FormatPNG, "", ""},
		{PictureFormats, "dot", FormatDOT, "", ""},
		{PictureFormats, "Pdf", FormatPDF, "", ""},
		{PictureFormats, "eps", "", "picture.format", `format "eps": must be svg, png, pdf or dot`},
		{PictureFormats, "", "", "picture.format", `format "": must be svg, png, pdf or dot`},
		{sheet, "", FormatSVG, "", ""},
		{sheet, "Pdf", "pdf", "", ""},
		{sheet, "dot", "", "worksheet.format", `format "dot": must be svg, png or pdf`},
	} {
		got, err := tc.set.Parse(tc.name)
		if tc.code == "" {
			require.NoError(t, err, tc.name)
			assert.Equal(t, tc.want, got, tc.name)
			continue
		}
		var m *msg.Error
		require.ErrorAs(t, err, &m, tc.name)
		assert.Equal(t, tc.code, m.Code())
		assert.Equal(t, tc.text, m.Text(msg.EN))
	}
	f, err := ParseFormat("png")
	require.NoError(t, err)
	assert.Equal(t, FormatPNG, f, "ParseFormat is the pictures' set")
}
