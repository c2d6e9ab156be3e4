// Package geom is the plane geometry with which the tests of render and worksheet
// check their pictures' layouts: axis-aligned boxes, whether they overlap or hold
// one another, and whether a segment passes through one.
package geom
