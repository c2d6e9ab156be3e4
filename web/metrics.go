package web

import (
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// RenderStats is a snapshot of the renderer's figures for /metrics. The render pool
// keeps them; Config.RenderStats reads them (nil: no renderer figures).
//
// LEAD: wire render.Pool here after merging wt-pool, e.g. in New:
//
//	if p, ok := cfg.Renderer.(interface{ Stats() render.PoolStats }); ok {
//		cfg.RenderStats = func() RenderStats { st := p.Stats(); return RenderStats{Workers: st.Workers, …} }
//	}
type RenderStats struct {
	Workers  int // worker processes running
	Busy     int // of them, drawing now
	Queued   int // drawings waiting for a worker
	Rendered uint64
	Failed   uint64
	Rejected uint64 // refused because the queue was full (429)
	Restarts uint64 // workers replaced (deadline, failed health check, recycling)
}

// metrics are the server's Prometheus figures, in a registry of their own (never the
// process-wide default one, so two servers in one process, as in tests, do not clash).
type metrics struct {
	reg        *prometheus.Registry
	requests   *prometheus.CounterVec
	durations  *prometheus.HistogramVec
	inFlight   prometheus.Gauge
	queued     prometheus.Gauge
	rejected   prometheus.Counter
	lookups    *prometheus.CounterVec
	panics     prometheus.Counter
	searchTime prometheus.Histogram
	renderTime prometheus.Histogram
}

const metricsNamespace = "gametree"

func newMetrics(s *Server) *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: metricsNamespace, Name: "http_requests_total",
			Help: "HTTP requests answered, by route, method and status.",
		}, []string{"route", "method", "status"}),
		durations: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: metricsNamespace, Name: "http_request_duration_seconds",
			Help:    "Time to answer an HTTP request, by route.",
			Buckets: []float64{.001, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30},
		}, []string{"route"}),
		inFlight: prometheus.NewGauge(prometheus.GaugeOpts{
			Namespace: metricsNamespace, Name: "http_requests_in_flight",
			Help: "HTTP requests being answered now.",
		}),
		queued: prometheus.NewGauge(prometheus.GaugeOpts{
			Namespace: metricsNamespace, Name: "searches_queued",
			Help: "Searches waiting for a free search slot.",
		}),
		rejected: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: metricsNamespace, Name: "searches_rejected_total",
			Help: "Searches refused with 429 because every slot stayed busy.",
		}),
		lookups: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: metricsNamespace, Name: "cache_lookups_total",
			Help: "Cache lookups by requests, by cache (trace, picture) and result (hit, shared, miss).",
		}, []string{"cache", "result"}),
		panics: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: metricsNamespace, Name: "http_panics_total",
			Help: "Handler panics answered with a 500.",
		}),
		searchTime: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: metricsNamespace, Name: "search_duration_seconds",
			Help:    "Time a request spent on its search (running it or waiting for the same search).",
			Buckets: []float64{.001, .01, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}),
		renderTime: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: metricsNamespace, Name: "render_duration_seconds",
			Help:    "Time a request spent on its drawing (making it or waiting for the same drawing).",
			Buckets: []float64{.01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30},
		}),
	}
	m.reg.MustRegister(m.requests, m.durations, m.inFlight, m.queued, m.rejected, m.lookups, m.panics,
		m.searchTime, m.renderTime,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: metricsNamespace, Name: "searches_running",
			Help: "Searches running now.",
		}, func() float64 { return float64(len(s.sem)) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: metricsNamespace, Name: "search_slots",
			Help: "Searches that may run at once.",
		}, func() float64 { return float64(cap(s.sem)) }),
		&cacheCollector{s: s},
	)
	if s.cfg.RenderStats != nil {
		m.reg.MustRegister(&renderCollector{stats: s.cfg.RenderStats})
	}
	return m
}

func (m *metrics) started()  { m.inFlight.Inc() }
func (m *metrics) finished() { m.inFlight.Dec() }
func (m *metrics) panicked() { m.panics.Inc() }

// observe counts an answered request and what its note says.
func (m *metrics) observe(route, method string, status int, elapsed time.Duration, n *requestNote) {
	m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	m.durations.WithLabelValues(route).Observe(elapsed.Seconds())
	if n.cache != "" {
		m.lookups.WithLabelValues("trace", n.cache).Inc()
	}
	if n.image != "" {
		m.lookups.WithLabelValues("picture", n.image).Inc()
	}
	if n.search > 0 {
		m.searchTime.Observe(n.search.Seconds())
	}
	if n.render > 0 {
		m.renderTime.Observe(n.render.Seconds())
	}
}

// handler serves the registry in Prometheus's text format.
func (m *metrics) handler() gin.HandlerFunc {
	h := promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
	return func(c *gin.Context) {
		c.Header("Cache-Control", "no-store")
		h.ServeHTTP(c.Writer, c.Request)
	}
}

// cacheCollector reads both caches' sizes when scraped.
type cacheCollector struct{ s *Server }

var (
	cacheEntriesDesc = prometheus.NewDesc(metricsNamespace+"_cache_entries", "Entries in a cache (trace, picture).", []string{"cache"}, nil)
	cacheBytesDesc   = prometheus.NewDesc(metricsNamespace+"_cache_bytes", "Bytes a cache holds: the pictures and their gzipped forms; the recorded traces and their gzipped JSON forms.", []string{"cache"}, nil)
)

func (cc *cacheCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- cacheEntriesDesc
	ch <- cacheBytesDesc
}

func (cc *cacheCollector) Collect(ch chan<- prometheus.Metric) {
	te, tb := cc.s.traces.stats()
	ie, ib := cc.s.images.stats()
	ch <- prometheus.MustNewConstMetric(cacheEntriesDesc, prometheus.GaugeValue, float64(te), "trace")
	ch <- prometheus.MustNewConstMetric(cacheBytesDesc, prometheus.GaugeValue, float64(tb), "trace")
	ch <- prometheus.MustNewConstMetric(cacheEntriesDesc, prometheus.GaugeValue, float64(ie), "picture")
	ch <- prometheus.MustNewConstMetric(cacheBytesDesc, prometheus.GaugeValue, float64(ib), "picture")
}

// renderCollector reads the renderer's figures (Config.RenderStats) when scraped.
type renderCollector struct{ stats func() RenderStats }

var renderDescs = struct{ workers, busy, queued, rendered, failed, rejected, restarts *prometheus.Desc }{
	workers:  prometheus.NewDesc(metricsNamespace+"_render_workers", "Render worker processes running.", nil, nil),
	busy:     prometheus.NewDesc(metricsNamespace+"_render_workers_busy", "Render workers drawing now.", nil, nil),
	queued:   prometheus.NewDesc(metricsNamespace+"_render_queued", "Drawings waiting for a worker.", nil, nil),
	rendered: prometheus.NewDesc(metricsNamespace+"_renders_total", "Drawings made.", nil, nil),
	failed:   prometheus.NewDesc(metricsNamespace+"_render_failures_total", "Drawings that failed.", nil, nil),
	rejected: prometheus.NewDesc(metricsNamespace+"_renders_rejected_total", "Drawings refused because the queue was full.", nil, nil),
	restarts: prometheus.NewDesc(metricsNamespace+"_render_worker_restarts_total", "Render workers replaced.", nil, nil),
}

func (rc *renderCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{renderDescs.workers, renderDescs.busy, renderDescs.queued,
		renderDescs.rendered, renderDescs.failed, renderDescs.rejected, renderDescs.restarts} {
		ch <- d
	}
}

func (rc *renderCollector) Collect(ch chan<- prometheus.Metric) {
	st := rc.stats()
	gauge := func(d *prometheus.Desc, v int) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, float64(v))
	}
	counter := func(d *prometheus.Desc, v uint64) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.CounterValue, float64(v))
	}
	gauge(renderDescs.workers, st.Workers)
	gauge(renderDescs.busy, st.Busy)
	gauge(renderDescs.queued, st.Queued)
	counter(renderDescs.rendered, st.Rendered)
	counter(renderDescs.failed, st.Failed)
	counter(renderDescs.rejected, st.Rejected)
	counter(renderDescs.restarts, st.Restarts)
}
