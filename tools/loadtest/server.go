package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// server is the server under load: one this tool started, or one given by -url.
type server struct {
	base    string // http://127.0.0.1:PORT, no trailing slash
	pid     int    // 0: unknown (no memory samples)
	cmd     *exec.Cmd
	exited  chan struct{}
	logPath string // the server's output, for the worker events
	built   string // a binary this tool built, removed at the end
}

// server starts the server (building it first without -bin), or takes -url's.
func (c *config) server(ctx context.Context, stderr io.Writer) (*server, error) {
	if c.url != "" {
		s := &server{base: c.url, pid: c.pid}
		return s, s.waitHealthy(ctx, 10*time.Second)
	}
	dir, err := os.MkdirTemp("", "gametree-loadtest-")
	if err != nil {
		return nil, err
	}
	s := &server{logPath: filepath.Join(dir, "server.log"), exited: make(chan struct{})}
	bin := c.bin
	if bin == "" {
		bin = filepath.Join(dir, "gametree")
		fmt.Fprintln(stderr, "loadtest: building the server into", bin)
		if err := build(ctx, bin); err != nil {
			return nil, err
		}
		s.built = bin
	}
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	addr := "127.0.0.1:" + strconv.Itoa(port)
	logf, err := os.Create(s.logPath)
	if err != nil {
		return nil, err
	}
	args := append([]string{"serve", "--addr", addr}, c.serverArgs...)
	s.cmd = exec.Command(bin, args...)
	s.cmd.Stdout, s.cmd.Stderr = logf, logf
	if err := s.cmd.Start(); err != nil {
		logf.Close()
		return nil, fmt.Errorf("starting %s: %w", bin, err)
	}
	go func() {
		s.cmd.Wait()
		logf.Close()
		close(s.exited)
	}()
	s.pid, s.base = s.cmd.Process.Pid, "http://"+addr
	fmt.Fprintf(stderr, "loadtest: %s %s (pid %d), log %s\n", bin, strings.Join(args, " "), s.pid, s.logPath)
	if err := s.waitHealthy(ctx, time.Minute); err != nil {
		s.stop(stderr)
		return nil, err
	}
	return s, nil
}

// build compiles the module's main package (the module holding this tool).
func build(ctx context.Context, out string) error {
	mod, err := exec.CommandContext(ctx, "go", "env", "GOMOD").Output()
	if err != nil || strings.TrimSpace(string(mod)) == "" || strings.TrimSpace(string(mod)) == os.DevNull {
		return fmt.Errorf("finding the module to build (run from inside it, or give -bin): %v", err)
	}
	cmd := exec.CommandContext(ctx, "go", "build", "-o", out, ".")
	cmd.Dir = filepath.Dir(strings.TrimSpace(string(mod)))
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building the server: %w", err)
	}
	return nil
}

// freePort asks the system for a free loopback port.
func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

func (s *server) waitHealthy(ctx context.Context, limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		if s.exited != nil {
			select {
			case <-s.exited:
				return fmt.Errorf("the server exited at start (log: %s)", s.logPath)
			default:
			}
		}
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, s.base+"/healthz", nil)
		if resp, err := http.DefaultClient.Do(req); err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	return fmt.Errorf("%s/healthz did not answer within %v", s.base, limit)
}

// stop ends a server this tool started: SIGTERM, then SIGKILL after 20 s.
func (s *server) stop(stderr io.Writer) {
	if s.cmd == nil {
		return
	}
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.exited:
	case <-time.After(20 * time.Second):
		fmt.Fprintln(stderr, "loadtest: the server did not stop within 20 s of SIGTERM; killing it")
		s.cmd.Process.Kill()
		<-s.exited
	}
	s.cmd = nil
	if s.built != "" {
		os.Remove(s.built)
	}
}
