package web

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gametree/gametree/web/observe"
)

// labLaneMetrics are the code lab lane's figures, read when scraped: the pieces of
// student code waiting for a turn and running, the turns given and the pieces refused
// (past a client's share or the lane's wait).
func (s *Server) labLaneMetrics() []prometheus.Collector {
	lane := s.codelab.pool.Lane()
	return []prometheus.Collector{
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: observe.Namespace, Name: "lab_queue_length",
			Help: "Pieces of student code waiting for a turn in the code lab's lane.",
		}, func() float64 { return float64(lane.Stats().Waiting) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: observe.Namespace, Name: "lab_running",
			Help: "Pieces of student code running now (at most one per lab worker).",
		}, func() float64 { return float64(lane.Stats().Running) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: observe.Namespace, Name: "lab_clients",
			Help: "Clients with student code running or waiting in the code lab's lane.",
		}, func() float64 { return float64(lane.Stats().Clients) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Namespace: observe.Namespace, Name: "lab_started_total",
			Help: "Turns given in the code lab's lane.",
		}, func() float64 { return float64(lane.Stats().Started) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Namespace: observe.Namespace, Name: "lab_rejected_total",
			Help: "Pieces of student code refused with 429: past their client's share (lab.fair_share) or the lane's wait (lab.busy).",
		}, func() float64 { return float64(lane.Stats().Rejected) }),
	}
}
