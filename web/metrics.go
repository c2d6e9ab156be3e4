package web

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gametree/gametree/render/workers"
	"github.com/gametree/gametree/web/observe"
)

// registerMetrics adds the server's own figures to the registry of m, read from its
// parts when scraped: the search slots, the caches, the heavy lane, the memory budget,
// the render pool.
func (s *Server) registerMetrics(m *observe.Metrics) {
	m.Registry.MustRegister(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: observe.Namespace, Name: "searches_queued",
			Help: "Searches waiting for a free search slot.",
		}, func() float64 { return float64(s.slots.Queued()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Namespace: observe.Namespace, Name: "searches_rejected_total",
			Help: "Searches refused with 429 because every slot stayed busy.",
		}, func() float64 { return float64(s.slots.Rejected()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: observe.Namespace, Name: "searches_running",
			Help: "Searches running now, light and heavy.",
		}, func() float64 { return float64(s.searching.Load()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: observe.Namespace, Name: "search_slots",
			Help: "Searches that may run at once.",
		}, func() float64 { return float64(s.slots.Size()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: observe.Namespace, Name: "memory_budget_bytes",
			Help: "The server's memory budget (--memory).",
		}, func() float64 { return float64(s.cfg.Memory) }),
		&cacheCollector{s: s},
		s.heavy.Collector(observe.Namespace),
	)
	m.Registry.MustRegister(s.labLaneMetrics()...) // codelab_metrics.go
	if p, ok := s.cfg.Renderer.(poolStatser); ok {
		m.Registry.MustRegister(&renderCollector{pool: p})
	}
}

// cacheCollector reads both caches' sizes when scraped.
type cacheCollector struct{ s *Server }

var (
	cacheEntriesDesc = prometheus.NewDesc(observe.Namespace+"_cache_entries", "Entries in a cache (trace, picture).", []string{"cache"}, nil)
	cacheBytesDesc   = prometheus.NewDesc(observe.Namespace+"_cache_bytes", "Bytes a cache holds: the pictures and their gzipped forms; the recorded traces and their gzipped JSON forms.", []string{"cache"}, nil)
)

func (cc *cacheCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- cacheEntriesDesc
	ch <- cacheBytesDesc
}

func (cc *cacheCollector) Collect(ch chan<- prometheus.Metric) {
	te, tb := cc.s.traces.Stats()
	ie, ib := cc.s.images.Stats()
	ch <- prometheus.MustNewConstMetric(cacheEntriesDesc, prometheus.GaugeValue, float64(te), "trace")
	ch <- prometheus.MustNewConstMetric(cacheBytesDesc, prometheus.GaugeValue, float64(tb), "trace")
	ch <- prometheus.MustNewConstMetric(cacheEntriesDesc, prometheus.GaugeValue, float64(ie), "picture")
	ch <- prometheus.MustNewConstMetric(cacheBytesDesc, prometheus.GaugeValue, float64(ib), "picture")
}

// poolStatser is a renderer that keeps figures: the render pool.
type poolStatser interface{ Stats() workers.PoolStats }

// renderCollector reads the render pool's figures when scraped.
type renderCollector struct{ pool poolStatser }

// renderMetric is one figure of workers.PoolStats.
type renderMetric struct {
	desc  *prometheus.Desc
	kind  prometheus.ValueType
	value func(st *workers.PoolStats) float64
}

func renderGauge(name, help string, v func(st *workers.PoolStats) int) renderMetric {
	return renderMetric{prometheus.NewDesc(observe.Namespace+"_"+name, help, nil, nil), prometheus.GaugeValue,
		func(st *workers.PoolStats) float64 { return float64(v(st)) }}
}

func renderCounter(name, help string, v func(st *workers.PoolStats) int) renderMetric {
	return renderMetric{prometheus.NewDesc(observe.Namespace+"_"+name, help, nil, nil), prometheus.CounterValue,
		func(st *workers.PoolStats) float64 { return float64(v(st)) }}
}

var renderMetrics = []renderMetric{
	renderGauge("render_workers", "Render worker slots.", func(st *workers.PoolStats) int { return st.Workers }),
	renderGauge("render_workers_busy", "Render workers drawing now.", func(st *workers.PoolStats) int { return st.Busy }),
	renderGauge("render_queued", "Drawings waiting for a worker.", func(st *workers.PoolStats) int { return st.Queued }),
	renderGauge("render_admitted", "Drawing requests admitted and not answered yet.", func(st *workers.PoolStats) int { return st.Admitted }),
	renderCounter("renders_total", "Drawings made.", func(st *workers.PoolStats) int { return st.Renders }),
	renderCounter("render_failures_total", "Drawings failed (worker died or killed, deadline, Graphviz error).", func(st *workers.PoolStats) int { return st.Failures }),
	renderCounter("renders_rejected_total", "Drawings refused because the queue was full (429).", func(st *workers.PoolStats) int { return st.Rejected }),
	renderCounter("render_worker_starts_total", "Render worker processes started.", func(st *workers.PoolStats) int { return st.Starts }),
	renderCounter("render_worker_restarts_total", "Render worker starts beyond each worker's first: replacements and recycles.", func(st *workers.PoolStats) int { return st.Restarts }),
	renderCounter("render_worker_kills_total", "Render worker processes killed: deadline, frozen, failed health check, shutdown.", func(st *workers.PoolStats) int { return st.Kills }),
	renderCounter("render_worker_frozen_total", "Render workers found frozen by the watchdog.", func(st *workers.PoolStats) int { return st.Frozen }),
	renderCounter("render_worker_exits_total", "Render worker processes that died by themselves in a drawing.", func(st *workers.PoolStats) int { return st.Exits }),
	renderCounter("render_worker_recycles_total", "Render worker processes retired after their quota of drawings or memory.", func(st *workers.PoolStats) int { return st.Recycles }),
	{prometheus.NewDesc(observe.Namespace+"_render_worker_seconds_total", "Time workers spent on drawings that succeeded.", nil, nil), prometheus.CounterValue,
		func(st *workers.PoolStats) float64 { return st.TotalRenderTime.Seconds() }},
}

func (rc *renderCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, m := range renderMetrics {
		ch <- m.desc
	}
}

func (rc *renderCollector) Collect(ch chan<- prometheus.Metric) {
	st := rc.pool.Stats()
	for _, m := range renderMetrics {
		ch <- prometheus.MustNewConstMetric(m.desc, m.kind, m.value(&st))
	}
}
