// Package svgconv turns the SVG that package render (or package worksheet) writes into
// PNG ([Rasterize]) and PDF ([PDF]), in pure Go.
//
// One walker (svgwalk.go) reads the SVG strictly as XML, keeps the group transforms and
// resolves paints and texts; a canvas draws them: github.com/fogleman/gg for PNG,
// codeberg.org/go-pdf/fpdf for PDF (vectors, and texts as text with the font
// embedded). It reads what the pictures are made of (groups with scale and translate,
// polygon, polyline, path, ellipse, circle, rect, line, text) and nothing more; go-graphviz's
// own PNG renderer is not used, as it draws neither outlines nor edges. Texts are drawn
// in DejaVu Sans, whose metrics are Verdana's, the font the pictures are sized for
// (the Go fonts where it is not installed).
//
// A PNG is drawn at [DefaultPNGScale] pixels per point unless the SVG asks for its own
// resolution in a comment ([DPIComment]), and never larger than [MaxPNGPixels]. The
// output is the same bytes for the same SVG (TestDrawingBytesUnchanged). The canvas of
// a large PNG (over 16 MB of pixels) is kept for the next large one and let go by
// [DropCanvas] (canvas.go says why: an allocation that size, with the heap at its
// limit, stalled the whole server).
package svgconv
