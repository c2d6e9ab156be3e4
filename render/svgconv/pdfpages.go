package svgconv

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"codeberg.org/go-pdf/fpdf"
)

// PDFPages draws each SVG of pages as one page of a single PDF, in order, each page
// the size of its SVG in points, as PDF draws one: the fonts are embedded once for
// the whole document. A slide sequence (package lecture) is written with it. The
// pages are asked for one at a time (page(i) for i from 0 to n-1), so a long
// document need not hold every SVG at once. The drawing stops at ctx's end.
func PDFPages(ctx context.Context, n int, page func(i int) ([]byte, error)) ([]byte, error) {
	if n <= 0 {
		return nil, errors.New("svgconv: a PDF needs at least one page")
	}
	w := &pagesWriter{pdfWriter: &pdfWriter{}}
	for i := range n {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		svg, err := page(i)
		if err != nil {
			return nil, err
		}
		started, err := walkSVG(ctx, svg, w)
		if err != nil {
			return nil, fmt.Errorf("svgconv: page %d: %w", i+1, err)
		}
		if !started {
			return nil, fmt.Errorf("svgconv: page %d: SVG has no <svg> element", i+1)
		}
		if err := w.pdf.Error(); err != nil {
			return nil, fmt.Errorf("svgconv: writing PDF page %d: %w", i+1, err)
		}
	}
	var buf bytes.Buffer
	if err := w.pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("svgconv: writing PDF: %w", err)
	}
	return buf.Bytes(), nil
}

// pagesWriter is the PDF canvas of a document of several pages: the first <svg> starts
// the document as pdfWriter does, each later one adds a page of its own size.
type pagesWriter struct{ *pdfWriter }

func (w *pagesWriter) page(pw, ph, vw, vh float64) (float64, error) {
	if w.pdf == nil {
		return w.pdfWriter.page(pw, ph, vw, vh)
	}
	if pw <= 0 || ph <= 0 || vw <= 0 || vh <= 0 || pw > 14400 || ph > 14400 {
		return 0, errors.New("svgconv: SVG without a size a PDF page can have")
	}
	w.pdf.AddPageFormat("P", fpdf.SizeType{Wd: pw, Ht: ph})
	w.pdf.SetLineJoinStyle("round")
	w.pdf.SetLineCapStyle("butt")
	return 1, nil
}
