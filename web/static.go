package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"net/http"
	pathpkg "path"
	"strings"

	"github.com/gin-gonic/gin"
)

//go:embed static
var staticFiles embed.FS

// asset is an embedded static file, with its gzipped form when that is smaller.
type asset struct {
	body, gz []byte
	ct       string
}

// loadStatic versions the static files by their contents and prepares the page.
func (s *Server) loadStatic() error {
	h := sha256.New()
	s.assets = map[string]asset{}
	err := fs.WalkDir(s.static, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(s.static, path)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", path, len(b))
		h.Write(b)
		ct, ok := contentTypes[pathpkg.Ext(path)]
		if !ok || isPagePart(path) {
			return nil
		}
		a := asset{body: b, ct: ct}
		if ct != "image/png" && len(b) >= minGzipSize {
			a.gz = gzipBytes(b)
		}
		s.assets[path] = a
		return nil
	})
	if err != nil {
		return err
	}
	s.version = hex.EncodeToString(h.Sum(nil))[:12]
	s.index, err = assemblePage(s.static, s.version)
	return err
}

func (s *Server) page(c *gin.Context) {
	c.Header("Cache-Control", "no-cache")
	c.Data(http.StatusOK, "text/html; charset=utf-8", s.index)
}

var contentTypes = map[string]string{
	".js":   "text/javascript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".svg":  "image/svg+xml",
	".png":  "image/png",
	".json": "application/json",
	".html": "text/html; charset=utf-8",
	".txt":  "text/plain; charset=utf-8",
}

func (s *Server) asset(c *gin.Context) {
	a, ok := s.assets[strings.TrimPrefix(c.Param("path"), "/")]
	if !ok {
		c.Data(http.StatusNotFound, "text/plain; charset=utf-8", []byte("404 page not found\n"))
		return
	}
	if c.Param("version") == s.version {
		c.Header("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		c.Header("Cache-Control", "no-cache")
	}
	s.send(c, http.StatusOK, a.ct, a.body, a.gz)
}

func acceptsGzip(c *gin.Context) bool {
	for _, part := range strings.Split(c.GetHeader("Accept-Encoding"), ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(enc), "gzip") && strings.ReplaceAll(q, " ", "") != "q=0" {
			return true
		}
	}
	return false
}

func gzipBytes(b []byte) []byte {
	var buf bytes.Buffer
	buf.Grow(len(b) / 6)
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	zw.Write(b)
	zw.Close()
	return buf.Bytes()
}

func (s *Server) sendGzip(c *gin.Context, ct string, gz []byte) {
	c.Header("Content-Encoding", "gzip")
	c.Header("Vary", "Accept-Encoding")
	c.Data(http.StatusOK, ct, gz)
}

// send writes body, gzipped when the client takes it and it is worth it.
func (s *Server) send(c *gin.Context, code int, ct string, body, gz []byte) {
	c.Header("Vary", "Accept-Encoding")
	if acceptsGzip(c) && len(body) >= minGzipSize && !strings.HasPrefix(ct, "image/png") {
		if gz == nil {
			gz = gzipBytes(body)
		}
		c.Header("Content-Encoding", "gzip")
		c.Data(code, ct, gz)
		return
	}
	c.Data(code, ct, body)
}
