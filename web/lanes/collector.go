package lanes

import "github.com/prometheus/client_golang/prometheus"

// Collector reads the heavy lane's figures when scraped, under names that start with
// namespace.
func (l *Heavy) Collector(namespace string) prometheus.Collector {
	desc := func(name, help string, labels ...string) *prometheus.Desc {
		return prometheus.NewDesc(namespace+"_"+name, help, labels, nil)
	}
	return &heavyCollector{l: l,
		slots:    desc("heavy_slots", "Heavy requests that may run at once (--heavy)."),
		running:  desc("heavy_running", "Heavy requests running now."),
		bytes:    desc("heavy_bytes", "Bytes the running heavy requests are estimated to hold."),
		budget:   desc("heavy_budget_bytes", "The heavy requests' share of the memory budget."),
		admitted: desc("heavy_admitted_total", "Heavy requests admitted."),
		refused:  desc("heavy_refused_total", "Heavy requests refused at once: busy (429) or too big for the budget (422).", "reason"),
	}
}

type heavyCollector struct {
	l                                                *Heavy
	slots, running, bytes, budget, admitted, refused *prometheus.Desc
}

func (hc *heavyCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{hc.slots, hc.running, hc.bytes, hc.budget, hc.admitted, hc.refused} {
		ch <- d
	}
}

func (hc *heavyCollector) Collect(ch chan<- prometheus.Metric) {
	running, inUse := hc.l.Stats()
	admitted, busy, tooBig := hc.l.Counts()
	gauge := func(d *prometheus.Desc, v float64) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v)
	}
	gauge(hc.slots, float64(hc.l.Slots()))
	gauge(hc.running, float64(running))
	gauge(hc.bytes, float64(inUse))
	gauge(hc.budget, float64(hc.l.Budget()))
	ch <- prometheus.MustNewConstMetric(hc.admitted, prometheus.CounterValue, float64(admitted))
	ch <- prometheus.MustNewConstMetric(hc.refused, prometheus.CounterValue, float64(busy), "busy")
	ch <- prometheus.MustNewConstMetric(hc.refused, prometheus.CounterValue, float64(tooBig), "too_big")
}
