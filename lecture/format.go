package lecture

import (
	"context"

	"github.com/gametree/gametree/msg"
)

// Format is what a lecture is written as.
type Format string

const (
	// FormatPDF: a 16:9 PDF of slides (PDF).
	FormatPDF Format = "pdf"
	// FormatTeX: LaTeX Beamer source with TikZ trees (TeX).
	FormatTeX Format = "tex"
)

// ParseFormat reads a format's name: "pdf" (also when empty) or "tex"; anything else
// is the coded error lecture.format.
func ParseFormat(s string) (Format, error) {
	switch Format(s) {
	case "", FormatPDF:
		return FormatPDF, nil
	case FormatTeX:
		return FormatTeX, nil
	}
	return "", msg.New("lecture.format", "value", s)
}

// Write writes the lecture in format f.
func (l *Lecture) Write(ctx context.Context, f Format) ([]byte, error) {
	if f == FormatTeX {
		return l.TeX(ctx)
	}
	return l.PDF(ctx)
}

// ContentType is the media type of a lecture written in f.
func (f Format) ContentType() string {
	if f == FormatTeX {
		return "application/x-tex; charset=utf-8"
	}
	return "application/pdf"
}
