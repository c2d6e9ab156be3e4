package render

// GraphvizSVG lets graphviz_test.go (package render_test, which may import package
// graphviz) give this package's tests Graphviz: see svgOf.
var GraphvizSVG = &graphvizSVG
