package c4

import "sync/atomic"

// busyTable marks the positions the workers of a parallel search are searching, so
// that a worker can leave a move another is busy with for later (ABDADA, Weill 1996:
// the work is shared without being split by hand). A slot holds a key (49 bits) and
// how many workers are in it (the top 15 bits); a key whose slot another key holds is
// not marked, which only costs the deferral.
type busyTable struct {
	slots [busySlots]atomic.Uint64
}

const (
	busySlots     = 1 << 14
	busyKeyBits   = 49
	busyKeyMask   = 1<<busyKeyBits - 1
	busyOne       = 1 << busyKeyBits
	busySlotShift = 64 - 14
)

// slot is key's slot.
func (b *busyTable) slot(key uint64) *atomic.Uint64 {
	return &b.slots[(key*0x9E3779B97F4A7C15)>>busySlotShift]
}

// enter marks key as searched by one more worker; it reports whether it did (leave
// must then be called).
func (b *busyTable) enter(key uint64) bool {
	s := b.slot(key)
	for {
		v := s.Load()
		if v != 0 && v&busyKeyMask != key {
			return false
		}
		if s.CompareAndSwap(v, (v|key)+busyOne) {
			return true
		}
	}
}

// leave marks key as searched by one worker fewer.
func (b *busyTable) leave(key uint64) {
	s := b.slot(key)
	for {
		v := s.Load()
		n := v - busyOne
		if n>>busyKeyBits == 0 {
			n = 0
		}
		if s.CompareAndSwap(v, n) {
			return
		}
	}
}

// busy reports whether a worker is searching key.
func (b *busyTable) busy(key uint64) bool {
	v := b.slots[(key*0x9E3779B97F4A7C15)>>busySlotShift].Load()
	return v != 0 && v&busyKeyMask == key
}

// enter marks key busy for w; it reports whether it did (leave must then be called).
func (w *worker) enter(key uint64) bool {
	if !w.busy.enter(key) {
		return false
	}
	w.entered[w.nEntered] = key
	w.nEntered++
	return true
}

// leave takes w's last mark off.
func (w *worker) leave() {
	w.nEntered--
	w.busy.leave(w.entered[w.nEntered])
}

// leaveAll takes every mark of w off, after w was unwound.
func (w *worker) leaveAll() {
	for w.nEntered > 0 {
		w.leave()
	}
}
