package procpool

import (
	"encoding/binary"
	"fmt"
	"io"
)

// The framed protocol between the pool and a worker, over the worker's standard input
// and output: a frame is a 4-byte big-endian length, then that many bytes, a type
// byte and its data. The pool sends a request (or a health check); the worker answers
// with any number of progress frames, then one answer or one error.
const (
	frameRequest  = 'Q' // pool to worker: a request for the handler
	framePing     = 'H' // pool to worker: a health check (Handler.Ping)
	frameProgress = 'P' // worker to pool: a progress message
	frameAnswer   = 'A' // worker to pool: the final answer
	frameError    = 'E' // worker to pool: the handler's error, as text
)

// maxFrame bounds a frame.
const maxFrame = 512 << 20

func writeFrame(w io.Writer, typ byte, data []byte) error {
	if len(data)+1 > maxFrame {
		return fmt.Errorf("frame of %d bytes is over the limit", len(data)+1)
	}
	var h [5]byte
	binary.BigEndian.PutUint32(h[:4], uint32(len(data)+1))
	h[4] = typ
	if _, err := w.Write(h[:]); err != nil {
		return err
	}
	_, err := w.Write(data)
	return err
}

func readFrame(r io.Reader) (typ byte, data []byte, err error) {
	var h [4]byte
	if _, err := io.ReadFull(r, h[:]); err != nil {
		return 0, nil, err
	}
	n := binary.BigEndian.Uint32(h[:])
	if n == 0 || n > maxFrame {
		return 0, nil, fmt.Errorf("bad frame length %d", n)
	}
	buf := make([]byte, n)
	if _, err := io.ReadFull(r, buf); err != nil {
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return 0, nil, err
	}
	return buf[0], buf[1:], nil
}
