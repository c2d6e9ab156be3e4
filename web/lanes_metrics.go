package web

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gametree/gametree/web/observe"
)

// laneCollector reads the heavy lane's figures and the memory budget when scraped.
type laneCollector struct{ s *Server }

var (
	heavySlotsDesc    = prometheus.NewDesc(observe.Namespace+"_heavy_slots", "Heavy requests that may run at once (--heavy).", nil, nil)
	heavyRunningDesc  = prometheus.NewDesc(observe.Namespace+"_heavy_running", "Heavy requests running now.", nil, nil)
	heavyBytesDesc    = prometheus.NewDesc(observe.Namespace+"_heavy_bytes", "Bytes the running heavy requests are estimated to hold.", nil, nil)
	heavyBudgetDesc   = prometheus.NewDesc(observe.Namespace+"_heavy_budget_bytes", "The heavy requests' share of the memory budget.", nil, nil)
	heavyAdmittedDesc = prometheus.NewDesc(observe.Namespace+"_heavy_admitted_total", "Heavy requests admitted.", nil, nil)
	heavyRefusedDesc  = prometheus.NewDesc(observe.Namespace+"_heavy_refused_total", "Heavy requests refused at once: busy (429) or too big for the budget (422).", []string{"reason"}, nil)
	memoryBudgetDesc  = prometheus.NewDesc(observe.Namespace+"_memory_budget_bytes", "The server's memory budget (--memory).", nil, nil)
)

func (lc *laneCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{heavySlotsDesc, heavyRunningDesc, heavyBytesDesc, heavyBudgetDesc, heavyAdmittedDesc, heavyRefusedDesc, memoryBudgetDesc} {
		ch <- d
	}
}

func (lc *laneCollector) Collect(ch chan<- prometheus.Metric) {
	l := lc.s.heavy
	running, inUse := l.stats()
	gauge := func(d *prometheus.Desc, v float64, labels ...string) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v, labels...)
	}
	gauge(heavySlotsDesc, float64(l.nslots))
	gauge(heavyRunningDesc, float64(running))
	gauge(heavyBytesDesc, float64(inUse))
	gauge(heavyBudgetDesc, float64(l.budget))
	gauge(memoryBudgetDesc, float64(lc.s.cfg.Memory))
	ch <- prometheus.MustNewConstMetric(heavyAdmittedDesc, prometheus.CounterValue, float64(l.admitted.Load()))
	ch <- prometheus.MustNewConstMetric(heavyRefusedDesc, prometheus.CounterValue, float64(l.refused.Load()), "busy")
	ch <- prometheus.MustNewConstMetric(heavyRefusedDesc, prometheus.CounterValue, float64(l.tooBig.Load()), "too_big")
}
