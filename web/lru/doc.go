// Package lru is the server's cache: least recently used, weighed in bytes (at most
// a number of entries and a number of bytes in all), and dropping what nobody asked
// for in its idle time (DropIdle; a big entry sooner), so that a server that was busy
// gives its memory back. The kept LRU libraries bound entries, not bytes, and do not
// drop by age, hence this small one.
package lru
