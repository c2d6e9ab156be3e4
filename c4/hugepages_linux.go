package c4

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

// adviseHugePages asks Linux to back the table with huge pages (2 MB) where it can:
// the table is probed at random, and with 4 KB pages nearly every probe also misses
// the TLB. Failure is harmless and ignored.
func adviseHugePages(s []byte) {
	const huge = 2 << 20
	size := uintptr(len(s))
	base := unsafe.Pointer(unsafe.SliceData(s))
	start := uintptr(base)
	first := (start + huge - 1) &^ (huge - 1)
	end := (start + size) &^ (huge - 1)
	if end <= first {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Add(base, first-start)), end-first)
	_ = unix.Madvise(b, unix.MADV_HUGEPAGE)
}
