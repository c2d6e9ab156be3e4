package web

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/gametree/gametree/render/workers"
)

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
			Help: "Searches running now, light and heavy.",
		}, func() float64 { return float64(s.searching.Load()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: metricsNamespace, Name: "search_slots",
			Help: "Searches that may run at once.",
		}, func() float64 { return float64(cap(s.sem)) }),
		&cacheCollector{s: s},
		&laneCollector{s: s},
	)
	if p, ok := s.cfg.Renderer.(poolStatser); ok {
		m.reg.MustRegister(&renderCollector{pool: p})
	}
	return m
}

func (m *metrics) started()  { m.inFlight.Inc() }
func (m *metrics) finished() { m.inFlight.Dec() }
func (m *metrics) panicked() { m.panics.Inc() }

// methodLabel is a request's method as a label: a client may send any token as a
// method, and each would otherwise make a series of its own.
func methodLabel(method string) string {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions, http.MethodConnect, http.MethodTrace:
		return method
	}
	return "other"
}

// observe counts an answered request and what its note says.
func (m *metrics) observe(route, method string, status int, elapsed time.Duration, n *requestNote) {
	m.requests.WithLabelValues(route, methodLabel(method), strconv.Itoa(status)).Inc()
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
	return renderMetric{prometheus.NewDesc(metricsNamespace+"_"+name, help, nil, nil), prometheus.GaugeValue,
		func(st *workers.PoolStats) float64 { return float64(v(st)) }}
}

func renderCounter(name, help string, v func(st *workers.PoolStats) int) renderMetric {
	return renderMetric{prometheus.NewDesc(metricsNamespace+"_"+name, help, nil, nil), prometheus.CounterValue,
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
	{prometheus.NewDesc(metricsNamespace+"_render_worker_seconds_total", "Time workers spent on drawings that succeeded.", nil, nil), prometheus.CounterValue,
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
