package moodle

import (
	"context"
	"encoding/base64"
	"encoding/xml"
	"io"
	"strconv"
	"strings"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render/svgconv"
)

// Task is one exercise of the quiz: its number in the assignment (from 1) and the
// exercise made.
type Task struct {
	N        int
	Exercise *exercise.Exercise
}

// The elements of Moodle XML that these questions use (question/format/xml/format.php
// reads them: import_category and import_multianswer).
type (
	quizXML struct {
		XMLName   xml.Name      `xml:"quiz"`
		Questions []questionXML `xml:"question"`
	}
	questionXML struct {
		Type            string    `xml:"type,attr"`
		Category        *textXML  `xml:"category,omitempty"`
		Name            *textXML  `xml:"name,omitempty"`
		QuestionText    *richText `xml:"questiontext,omitempty"`
		GeneralFeedback *richText `xml:"generalfeedback,omitempty"`
		Penalty         string    `xml:"penalty,omitempty"`
		Hidden          string    `xml:"hidden,omitempty"`
	}
	textXML struct {
		Text string `xml:"text"`
	}
	richText struct {
		Format string    `xml:"format,attr"`
		Text   string    `xml:"text"`
		Files  []fileXML `xml:"file"`
	}
	fileXML struct {
		Name     string `xml:"name,attr"`
		Path     string `xml:"path,attr"`
		Encoding string `xml:"encoding,attr"`
		Data     string `xml:",chardata"`
	}
)

// Questions writes an assignment's exercises as Moodle XML, in lang: a category
// "gametree/TITLE" (in the course's default category), then a Cloze question per
// task (see the package documentation), named "TITLE · N · question".
func Questions(ctx context.Context, w io.Writer, title string, tasks []Task, lang string) error {
	title = msg.Shorten(title)
	q := quizXML{Questions: []questionXML{{
		Type:     "category",
		Category: &textXML{Text: "$course$/top/" + Category + "/" + categoryPart(title)},
	}}}
	for _, t := range tasks {
		qx, err := question(ctx, title, t, lang)
		if err != nil {
			return err
		}
		q.Questions = append(q.Questions, qx)
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(q); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// Category is the question bank's category of gametree's questions (in the course's
// default one); an assignment's are in a category below it named by its title.
const Category = "gametree"

// categoryPart is a name as one level of a Moodle category path, where "/" parts
// levels and "//" is a slash.
func categoryPart(s string) string { return strings.ReplaceAll(s, "/", "//") }

// PictureName is the file name of task n's picture inside its question.
func PictureName(n int) string { return "exercise-" + strconv.Itoa(n) + ".png" }

// question is task t as a Cloze question: its picture, then its text and fields.
func question(ctx context.Context, title string, t Task, lang string) (questionXML, error) {
	e := t.Exercise
	pic, w, h, err := Picture(ctx, e, lang)
	if err != nil {
		return questionXML{}, err
	}
	n := strconv.Itoa(t.N)
	file := PictureName(t.N)
	alt := Text(msg.Say(lang, "moodle.picture", "n", n))
	img := `<p><img src="@@PLUGINFILE@@/` + file + `" alt="` + alt + `" width="` + strconv.Itoa(int(float64(w)/svgconv.DefaultPNGScale)) +
		`" height="` + strconv.Itoa(int(float64(h)/svgconv.DefaultPNGScale)) + `" style="max-width: 100%; height: auto;"></p>` + "\n"
	return questionXML{
		Type: "cloze",
		Name: &textXML{Text: title + " · " + n + " · " + msg.Say(lang, "page.exQ_"+string(e.Spec.Q))},
		QuestionText: &richText{Format: "html", Text: img + clozeText(e, lang),
			Files: []fileXML{{Name: file, Path: "/", Encoding: "base64", Data: base64.StdEncoding.EncodeToString(pic)}}},
		GeneralFeedback: &richText{Format: "html"},
		Penalty:         "0.3333333",
		Hidden:          "0",
	}, nil
}
