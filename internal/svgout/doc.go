// Package svgout is what the project's SVG writers share (package render's trees,
// package worksheet's pages, package compare's charts): text escaped one way
// ([Escape]), numbers written one way ([Num], [Scale]), text widths estimated one way
// ([TextWidth], for [FontFamily]), and a [Writer] that holds them.
//
// Escaping makes any Go string safe as XML 1.0 character data and attribute values,
// and shows what a browser would show: the five markup characters become entities;
// tabs and line breaks become spaces (as SVG draws them); the other control
// characters, which XML 1.0 cannot carry or discourages, U+FFFE, U+FFFF and the
// bidirectional controls (an override could make a text read as another) are dropped; each invalid UTF-8 byte becomes U+FFFD. FuzzEscape
// checks that a strict XML reader reads back what [Escape] meant to write.
package svgout
