// Package lanes keeps a class's light requests apart from heavy work, so that nothing
// a class does stalls it. A request's Cost (nodes, bytes, pixels) is estimated before
// any work; a light one runs in the light lane's slots (Slots for searches, Draws for
// the drawings made in the server's process, each with a bounded wait), a heavy one in
// the Heavy lane, which admits at once or refuses at once (429 with Retry-After, or
// 422 when it needs more than the whole heavy budget), and Graphviz's drawings also
// take a render worker's place (Graphviz). A heavy request never takes a light slot
// and a light one never a heavy slot. Refusals are the API's errors (package apierr).
package lanes
