// Package render draws puzzles for print: a card of one puzzle, or a
// worksheet of several a page with their solutions on the last pages, as
// SVG, PDF or PNG.
//
// It imports only the root package: a puzzle comes in as a sudokit.Grid
// of givens, with optional entries (a player's values, or a solution),
// pencil marks as one bitmask per cell, and a Highlight, the cells,
// placements and eliminations of one step as plain data. ReadSteps reads
// such steps from the JSON records of `sudokit hint --json` and `sudokit
// explain --json`, or from a list of cells, so that logic is not needed
// here.
//
// # One scene, three writers
//
// Layout turns puzzles into a Document: pages of filled rectangles (the
// lines of the grid are thin rectangles) and lines of text, in
// millimetres. Each writer draws that scene and nothing else:
//
//   - WriteSVG writes the SVG text itself with the standard library. Text
//     is drawn as the glyph outlines of the embedded font, each glyph
//     defined once in <defs> and placed with <use>, so the picture needs
//     no font where it is shown.
//   - WritePDF uses github.com/signintech/gopdf, which embeds a subset of
//     the font and writes no creation date.
//   - WritePNG rasterises the scene with golang.org/x/image/vector: the
//     rectangles snapped to whole pixels, as PDF viewers draw thin lines,
//     the glyphs from the same outlines the SVG uses.
//
// A test rasterises the PDF with poppler's pdftoppm and compares it with
// the PNG in 8x8 blocks; golden files hold the SVG of every shape.
//
// # The font
//
// One typeface is embedded: the Go fonts, Go Regular and Go Bold, by
// Bigelow & Holmes for the Go project, under its BSD licence, shipped in
// golang.org/x/image/font/gofont. Every output uses it, so a picture is
// the same on every machine.
//
// # Why gopdf
//
// The two candidates were github.com/tdewolff/canvas, which draws one
// scene to SVG, PDF and PNG, and github.com/signintech/gopdf with a
// rasteriser. canvas has never tagged a release (the proxy serves only
// pseudo-versions, the newest of July 2025), writes the PDF creation date
// from the clock with no way to fix it (so no golden PDF, no identical
// files), and pulls some twenty modules into the build, X11 bindings and
// a TeX engine among them: its first build here took over three minutes.
// gopdf is tagged and released often (v0.33.0 of July 2025 is the
// fourteenth release since v0.20.0 of November 2023), and it
// needs one small module (gofpdi, for importing pages, which render does
// not use), leaves the date out unless asked, and embeds TrueType fonts.
// Its lack of a rasteriser costs little: the scene is rectangles and
// glyphs, which golang.org/x/image, kept by the Go team, rasterises.
//
// # Determinism
//
// Nothing in the output depends on the clock, the machine or a random
// source: coordinates are written with two decimals, glyphs and colours
// in the order they are first used, the PDF without a date, the PNG
// without metadata. The same Document gives the same bytes.
//
// # Figures
//
// On the project's 2-core machine (CPU time, median of 3; 1,000 9x9
// puzzles of the shared kaggle sample at 6 a page, 167 pages): `sudokit
// render -o w.pdf` takes 0.70 s and writes 376 KB; the same worksheet as
// one SVG 0.38 s. Layout and WritePDF alone take 0.32 s
// (BenchmarkWorksheetPDF). One 9x9 card as SVG takes 0.11 ms
// (BenchmarkSVG), 0.66 ms with pencil marks and a step. docs/render.md
// has the table.
package render
