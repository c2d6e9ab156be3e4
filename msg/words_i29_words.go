package msg

// The page's words added by issue 29's words branch: the hint that a table wider than a
// phone's screen scrolls sideways, that table's name, the skip link of a view other
// than Step through ("Skip to Practise"), and a sweep's chart that a busy server did
// not send.
func init() {
	addWords("page", i29Words)
}

var i29Words = map[string]struct{ en, es string }{
	"swChartBusy":    {`The server was busy and the chart did not come: press {run} again.`, `El servidor estaba ocupado y la gráfica no llegó: pulsa {run} de nuevo.`},
	"skipToView":     {`Skip to {view}`, `Ir a {view}`},
	"cmpTableScroll": {`The comparison's table`, `La tabla de la comparación`},
	"scrollHint":     {`Scroll sideways for every column →`, `Desliza de lado para ver todas las columnas →`},
}
