// Package render draws puzzles for print: a card of one puzzle, or a
// worksheet of several a page with their solutions on the last pages, as
// SVG, PDF or PNG.
package render
