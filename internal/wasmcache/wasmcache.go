// Package wasmcache gives go-graphviz a compilation cache folder of this user's own
// before go-graphviz starts.
//
// github.com/goccy/go-graphviz compiles Graphviz's WebAssembly once per process, in its
// package's init, and keeps the compiled code in os.TempDir()/go-graphviz. That folder
// is shared by every user of the machine: made by one user (root, say), another user's
// process cannot read or write it, and go-graphviz panics in its init, before main
// runs: every command of the program fails, even --help.
//
// This package's init runs before go-graphviz's (Go initialises the packages whose
// imports are ready in the order of their import paths, and
// "github.com/gametree/..." comes before "github.com/goccy/...": this package imports
// nothing go-graphviz does not import). It points $TMPDIR at a folder of this user's
// (Dir), and [Restore], called from the init of the package that imports go-graphviz
// (render/graphviz), puts $TMPDIR back as it was. When no folder of the user's can be
// written, go-graphviz is given a folder it cannot make: it then runs without a cache
// (a slower start, nothing worse).
package wasmcache

import (
	"os"
	"path/filepath"
	"strconv"
)

// sub is the folder go-graphviz makes in os.TempDir().
const sub = "go-graphviz"

var (
	// dir is the folder given to go-graphviz as $TMPDIR ("" when none could be made).
	dir string
	// oldTMPDIR is $TMPDIR as it was, and whether it was set.
	oldTMPDIR string
	hadTMPDIR bool
	// set: $TMPDIR was changed and not yet restored.
	set bool
)

func init() {
	oldTMPDIR, hadTMPDIR = os.LookupEnv("TMPDIR")
	dir = Choose()
	target := dir
	if target == "" {
		// a path under a file: go-graphviz's os.Mkdir fails there, and it runs without
		// a cache
		target = filepath.Join(os.DevNull, "gametree-no-cache")
	}
	if os.Setenv("TMPDIR", target) == nil {
		set = true
	}
}

// Dir is the folder whose go-graphviz subfolder holds the compilation cache, or ""
// when go-graphviz runs without one.
func Dir() string { return dir }

// Restore puts $TMPDIR back as it was before this package's init (once go-graphviz
// has read it); calling it again does nothing.
func Restore() {
	if !set {
		return
	}
	set = false
	if hadTMPDIR {
		os.Setenv("TMPDIR", oldTMPDIR)
	} else {
		os.Unsetenv("TMPDIR")
	}
}

// Choose is the first folder of this user's where a go-graphviz cache can be written:
// $GAMETREE_WASM_CACHE when set ("off": none), the user's cache folder
// (os.UserCacheDir()/gametree), then a folder of the user's own in the temporary
// folder (gametree-UID); "" when none can.
func Choose() string {
	if v, ok := os.LookupEnv("GAMETREE_WASM_CACHE"); ok {
		if v == "off" || !usable(v) {
			return ""
		}
		return v
	}
	var candidates []string
	if c, err := os.UserCacheDir(); err == nil {
		candidates = append(candidates, filepath.Join(c, "gametree"))
	}
	candidates = append(candidates, filepath.Join(os.TempDir(), "gametree-"+strconv.Itoa(os.Getuid())))
	for _, c := range candidates {
		if usable(c) {
			return c
		}
	}
	return ""
}

// usable makes folder d (and its go-graphviz subfolder) if missing, and reports
// whether a file can be written in the subfolder and read back, as go-graphviz
// will do.
func usable(d string) bool {
	if !filepath.IsAbs(d) {
		return false
	}
	cache := filepath.Join(d, sub)
	if err := os.MkdirAll(cache, 0o700); err != nil {
		return false
	}
	f, err := os.CreateTemp(cache, ".probe-*")
	if err != nil {
		return false
	}
	name := f.Name()
	_, werr := f.Write([]byte("ok"))
	cerr := f.Close()
	defer os.Remove(name)
	if werr != nil || cerr != nil {
		return false
	}
	// go-graphviz reads what is there: every entry must be readable
	entries, err := os.ReadDir(cache)
	if err != nil {
		return false
	}
	for _, e := range entries {
		if e.IsDir() {
			sub, err := os.ReadDir(filepath.Join(cache, e.Name()))
			if err != nil {
				return false
			}
			for _, s := range sub {
				r, err := os.Open(filepath.Join(cache, e.Name(), s.Name()))
				if err != nil {
					return false
				}
				r.Close()
			}
		}
	}
	return true
}
