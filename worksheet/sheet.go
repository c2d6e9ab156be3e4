package worksheet

import (
	"context"
	"math"
	"net/url"
	"strings"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/internal/choice"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/svgconv"
)

// Part is which half of an exercise a sheet shows.
type Part string

const (
	// Question: the tree to solve, blank boxes for what is asked.
	Question Part = "question"
	// Solution: the finished search.
	Solution Part = "solution"
)

// ParsePart reads a part's name ("" is Question). Its error is coded.
func ParsePart(s string) (Part, error) {
	p, ok := choice.Parse(s, Question, Question, Solution)
	if !ok {
		return "", msg.New("worksheet.part", "value", s)
	}
	return p, nil
}

// Format is what a sheet is written as: one of Formats.
type Format = render.Format

const (
	SVG        = render.FormatSVG
	PNG        = render.FormatPNG
	PDF Format = "pdf" // svgconv.PDF: vectors and text, on A4 for a worksheet
)

// Formats are a sheet's: svg (also the empty name), png and pdf (worksheet.format).
var Formats = render.NewFormatSet("worksheet.format", SVG, SVG, PNG, PDF)

// ParseFormat reads a sheet's format name ("" is SVG): Formats. Its error is coded.
func ParseFormat(s string) (Format, error) { return Formats.Parse(s) }

// Options say how a sheet is written.
type Options struct {
	// Lang is "en" (default) or "es": titles, instructions and the trees' texts.
	Lang string
	// Site is where the printed link points: a scheme and host
	// ("http://localhost:8080", "https://example.org"), prefixed to the exercise's
	// link so that it can be typed from paper; "" prints the link relative
	// ("/?view=practise&..."). It is printed as given (escaped): check it first
	// (CheckSite).
	Site string
	// Number is the exercise's number in its title ("Exercise 3"); 0 leaves it out.
	Number int
	// Fitted (a worksheet): the number of exercises was chosen as the most that print
	// readably (Fit); the page says so when it is less than PageSize.
	Fitted bool
}

// Text sizes of a sheet, in points.
const (
	titleSize = 15.0
	textSize  = 10.5
	smallSize = 8.0
	lineGap   = 1.35 // line height, in font sizes
)

// TreeOptions are the picture options of an exercise's tree, drawn from the
// exercise's own trace (exercise.Exercise.Trace): its question or its solution, at
// natural size, in lang. The practise page draws the question it is answered on with
// them, as a sheet prints it.
func TreeOptions(spec exercise.Spec, part Part, lang string) render.Options {
	opt := render.Options{Lang: lang, MaxWidth: render.FullSize, Look: render.LookSolution,
		Window: spec.Q == exercise.Window, Order: spec.Q == exercise.Order}
	if part == Question {
		// the exercise's own trace: its pruned subtrees are recorded whole, a game's
		// finished positions there with their values (see exercise.New), so the
		// question is the picture of the full tree (render.LookQuestion)
		opt.Look = render.LookQuestion
	}
	return opt
}

// tree draws an exercise's tree: its question or its solution, at natural size.
func tree(e *exercise.Exercise, part Part, lang string, compact bool) (picture, error) {
	opt := TreeOptions(e.Spec, part, lang)
	if compact {
		opt.Header, opt.Sheet = render.HeaderCompact, true
	}
	return readPicture(render.DrawSVG(e.Trace, opt))
}

// Exercise draws one exercise's question or solution as SVG, on an A4 page as a
// worksheet's: its title ("Exercise 3 · alpha-beta pruning · level 2 · seed 7";
// "Ejercicio 3 · poda alfa-beta · nivel 2 · semilla 7"), what to do (or, for a
// solution, how to read it), the tree fitted within the margins (at most MaxScale
// times its natural size) and the exercise's link at the foot. The page is portrait,
// landscape only for a tree that portrait prints unreadably small and landscape
// larger. The question's tree is drawn as a worksheet's (square write-in boxes, at
// least MinBoxMM as printed when it is readable), with the legend above it; the
// solution's as on the screen, with its legend, cutoff rules and result. A question
// too large to print readably gets a line that says how small it prints.
func Exercise(e *exercise.Exercise, part Part, opt Options) ([]byte, error) {
	pic, err := tree(e, part, opt.Lang, part == Question)
	if err != nil {
		return nil, err
	}
	pg, lay := exercisePage(e, pic, part, opt, false)
	if !lay.Readable() {
		if pl, l := exercisePage(e, pic, part, opt, true); l.Scale > lay.Scale+1e-9 {
			pg = pl
		}
	}
	return pg.document(), nil
}

// exercisePage lays one exercise out on an A4 page, portrait or landscape; the layout
// says at what scale the tree prints, and how large its leaf digits and (a question)
// its boxes.
func exercisePage(e *exercise.Exercise, pic picture, part Part, opt Options, landscape bool) (*svgPage, Layout) {
	w := wordsFor(opt.Lang)
	pg := &svgPage{w: A4Width, h: A4Height}
	if landscape {
		pg.w, pg.h = A4Height, A4Width
	}
	title := w.title(e.Spec, opt.Number, part == Solution)
	note := w.instruction(e)
	if part == Solution {
		note = w.solution(ask(e.Spec))
	}
	contentW := pg.w - 2*margin
	y := margin
	for _, l := range wrap(title, titleSize, contentW, true) {
		y += titleSize
		pg.text(margin, y, titleSize, "start", true, colInk, l)
		y += titleSize * (lineGap - 1)
	}
	y += 4
	for _, l := range wrap(note, textSize, contentW, false) {
		y += textSize
		pg.text(margin, y, textSize, "start", false, colInk, l)
		y += textSize * (lineGap - 1)
	}
	if part == Question { // a worksheet's tree has no legend of its own
		y += 9 + 4
		pg.text(margin, y, 9, "start", false, colMuted, w.legend[ask(e.Spec)])
	}
	y += 10
	bottom := pg.h - margin - smallSize - 8 // above the link
	lay := exerciseLayout(part, math.Min(MaxScale, math.Min(contentW/pic.w, (bottom-y)/pic.h)))
	if fit := w.fitNote(lay, 1, false); part == Question && fit != "" {
		bottom -= smallSize + 6
		lay = exerciseLayout(part, math.Min(lay.Scale, (bottom-y)/pic.h))
		pg.text(margin, pg.h-margin-smallSize-6, smallSize, "start", false, colMuted, w.fitNote(lay, 1, false))
	}
	lay.Landscape = landscape
	pg.place(pic, margin+(contentW-pic.w*lay.Scale)/2, y, lay.Scale, "")
	pg.text(margin, pg.h-margin, smallSize, "start", false, colMuted, w.online+" "+linkText(opt.Site, e.Spec))
	return pg, lay
}

// exerciseLayout is what one exercise's tree prints at scale s: a question's leaf
// digits and boxes (a worksheet's tree), a solution's leaf digits (the screen's; it
// has no boxes to write in).
func exerciseLayout(part Part, s float64) Layout {
	if part == Question {
		return Layout{Columns: 1, Rows: 1, Scale: s, LeafPt: s * render.SheetLeafSize, BoxMM: s * min(render.SheetBlankW, render.SheetBlankH) / mm}
	}
	return Layout{Columns: 1, Rows: 1, Scale: s, LeafPt: s * render.ScreenLeafSize, BoxMM: MinBoxMM}
}

// Encode writes a sheet's SVG in a format: itself, PNG at dpi (see Rasterize) or PDF
// (svgconv.PDF: vectors and text, A4 for a worksheet).
func Encode(svg []byte, format Format, dpi int) ([]byte, error) {
	return EncodeContext(context.Background(), svg, format, dpi)
}

// EncodeContext is Encode stopped by ctx: the PNG and the PDF are drawn looking at ctx
// as they go (svgconv.RasterizeContext, svgconv.PDFContext), so a sheet stops at its
// request's deadline with ctx's error.
func EncodeContext(ctx context.Context, svg []byte, format Format, dpi int) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	switch format {
	case PNG:
		if dpi == 0 {
			dpi = render.DefaultDPI
		}
		if err := CheckDPI(dpi); err != nil {
			return nil, err
		}
		return svgconv.RasterizeContext(ctx, svg, float64(dpi)/72)
	case PDF:
		return svgconv.PDFContext(ctx, svg)
	}
	return svg, nil
}

// linkText is an exercise's link as printed, on site (Options.Site): a slash
// (tic-tac-toe rows) needs no escape in a query, and reads better as itself.
func linkText(site string, s exercise.Spec) string {
	return strings.TrimRight(site, "/") + strings.ReplaceAll(s.Link(), "%2F", "/")
}

// CheckSite checks a printed link's site (Options.Site): an absolute http or https
// URL with a host and no more than a path ("http://localhost:8080",
// "https://example.org/gametree"), returned without a trailing slash; "" stays "".
// Its error is coded (worksheet.site).
func CheckSite(site string) (string, error) {
	site = strings.TrimSpace(site)
	if site == "" {
		return "", nil
	}
	u, err := url.Parse(site)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil ||
		u.RawQuery != "" || u.Fragment != "" || strings.ContainsAny(site, " \t\n<>\"") {
		return "", msg.New("worksheet.site", "value", site)
	}
	return strings.TrimRight(u.String(), "/"), nil
}

// SiteOf is the site a request reached (Options.Site): its scheme (https when it came
// over TLS) and its Host header, which the HTTP server has checked. Proxies' headers
// (X-Forwarded-Proto, X-Forwarded-Host) are not trusted. A host that is no URL's
// host gives "", the relative link.
func SiteOf(tls bool, host string) string {
	scheme := "http"
	if tls {
		scheme = "https"
	}
	if host == "" || strings.ContainsAny(host, "/?#@\\ ") {
		return ""
	}
	site, err := CheckSite((&url.URL{Scheme: scheme, Host: host}).String())
	if err != nil {
		return ""
	}
	return site
}

// Rasterize draws a sheet's SVG as PNG at dpi dots per inch (0: render.DefaultDPI,
// 144, for a screen; 300 prints sharp) with svgconv.Rasterize. A dpi outside
// render.MinDPI..MaxDPI is refused with a coded error.
func Rasterize(svg []byte, dpi int) ([]byte, error) {
	if dpi == 0 {
		dpi = render.DefaultDPI
	}
	if err := CheckDPI(dpi); err != nil {
		return nil, err
	}
	return svgconv.Rasterize(svg, float64(dpi)/72)
}

// CheckDPI checks a PNG resolution (render.MinDPI to render.MaxDPI).
func CheckDPI(dpi int) error {
	if dpi < render.MinDPI || dpi > render.MaxDPI {
		return msg.New("picture.dpi", "value", dpi, "min", render.MinDPI, "max", render.MaxDPI)
	}
	return nil
}
