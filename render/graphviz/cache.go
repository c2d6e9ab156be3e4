package graphviz

import "github.com/gametree/gametree/internal/wasmcache"

// go-graphviz's init has read $TMPDIR, which package wasmcache pointed at a folder of
// this user's (or at none: no cache) so that a folder another user made cannot stop
// the program: $TMPDIR is put back for everything else.
func init() { wasmcache.Restore() }

// CacheDir is the folder whose go-graphviz subfolder holds the compiled Graphviz
// ("" when it runs without a cache: no folder of this user's could be written).
func CacheDir() string { return wasmcache.Dir() }
