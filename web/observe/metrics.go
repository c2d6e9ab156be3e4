package observe

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Namespace starts the name of every figure of the server's.
const Namespace = "gametree"

// Metrics are the server's Prometheus figures, in a registry of their own (never the
// process-wide default one, so two servers in one process, as in tests, do not clash).
// The server's parts register their own collectors in Registry.
type Metrics struct {
	Registry   *prometheus.Registry
	requests   *prometheus.CounterVec
	durations  *prometheus.HistogramVec
	inFlight   prometheus.Gauge
	lookups    *prometheus.CounterVec
	panics     prometheus.Counter
	searchTime prometheus.Histogram
	renderTime prometheus.Histogram
}

// NewMetrics makes the registry with the requests' figures, the Go runtime's and the
// process's.
func NewMetrics() *Metrics {
	m := &Metrics{
		Registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "http_requests_total",
			Help: "HTTP requests answered, by route, method and status.",
		}, []string{"route", "method", "status"}),
		durations: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "http_request_duration_seconds",
			Help:    "Time to answer an HTTP request, by route.",
			Buckets: []float64{.001, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30},
		}, []string{"route"}),
		inFlight: prometheus.NewGauge(prometheus.GaugeOpts{
			Namespace: Namespace, Name: "http_requests_in_flight",
			Help: "HTTP requests being answered now.",
		}),
		lookups: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Name: "cache_lookups_total",
			Help: "Cache lookups by requests, by cache (trace, picture) and result (hit, shared, miss).",
		}, []string{"cache", "result"}),
		panics: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: Namespace, Name: "http_panics_total",
			Help: "Handler panics answered with a 500.",
		}),
		searchTime: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "search_duration_seconds",
			Help:    "Time a request spent on its search (running it or waiting for the same search).",
			Buckets: []float64{.001, .01, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}),
		renderTime: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: Namespace, Name: "render_duration_seconds",
			Help:    "Time a request spent on its drawing (making it or waiting for the same drawing).",
			Buckets: []float64{.01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30},
		}),
	}
	m.Registry.MustRegister(m.requests, m.durations, m.inFlight, m.lookups, m.panics,
		m.searchTime, m.renderTime,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	return m
}

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
func (m *Metrics) observe(route, method string, status int, elapsed time.Duration, n *Note) {
	m.requests.WithLabelValues(route, methodLabel(method), strconv.Itoa(status)).Inc()
	m.durations.WithLabelValues(route).Observe(elapsed.Seconds())
	if n.Cache != "" {
		m.lookups.WithLabelValues("trace", n.Cache).Inc()
	}
	if n.Image != "" {
		m.lookups.WithLabelValues("picture", n.Image).Inc()
	}
	if n.Search > 0 {
		m.searchTime.Observe(n.Search.Seconds())
	}
	if n.Render > 0 {
		m.renderTime.Observe(n.Render.Seconds())
	}
}

// Handler serves the registry in Prometheus's text format.
func (m *Metrics) Handler() gin.HandlerFunc {
	h := promhttp.HandlerFor(m.Registry, promhttp.HandlerOpts{Registry: m.Registry})
	return func(c *gin.Context) {
		c.Header("Cache-Control", "no-store")
		h.ServeHTTP(c.Writer, c.Request)
	}
}
