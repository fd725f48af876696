package pseudoku

import "fmt"

// PermuteVector is Task 2: row with its values cyclically shifted p places
// to the left, 0 ≤ p ≤ 3, through a queue as the document says: enqueue the
// values left to right; p times enqueue the value at the head and dequeue;
// copy the queue back over the vector and return it. p = 0 returns row
// unchanged. A p outside 0-3 ("shift p = 4 is outside 0-3") or a row that is
// not a permutation of 1-4 is an error, never a silent wrap.
func PermuteVector(row Row, p int) (Row, error) {
	return permute(row, p, "p")
}

func permute(row Row, p int, name string) (Row, error) {
	if err := row.check(); err != nil {
		return row, err
	}
	if p < 0 || p > Side-1 {
		return row, fmt.Errorf("shift %s = %d is %w", name, p, ErrShiftRange)
	}
	if p == 0 {
		return row, nil
	}
	var q Queue
	for _, v := range row {
		q.Enqueue(v)
	}
	for range p {
		v, _ := q.Head()
		q.Enqueue(v)
		q.Dequeue()
	}
	for i := range row {
		row[i], _ = q.Dequeue()
	}
	return row, nil
}

// PermuteRows is Task 3: puzzle with its second, third and fourth rows
// cyclically shifted x, y and z places to the left through PermuteVector;
// the first row stays the input row. The document's text numbers these rows
// "elements 1, 2 and 3" and once says "to the right"; its task statement
// says left, and its worked example (2,4,1,3 becoming 2413/1324/…) keeps the
// first row and shifts left, which is what this builds.
//
// PermuteRows returns a new vector and leaves puzzle as it was, so that
// MakeSolution tries every triple from the unshifted vector; a version that
// shifted puzzle in place would add each try's shifts to the last one's.
// A shift outside 0-3 is an error that names it ("shift z = 4 is outside
// 0-3"), as is a row of puzzle that is not a permutation of 1-4.
func PermuteRows(puzzle Puzzle, x, y, z int) (Puzzle, error) {
	for k, s := range [...]struct {
		p    int
		name string
	}{{x, "x"}, {y, "y"}, {z, "z"}} {
		r, err := permute(puzzle.Row(k+1), s.p, s.name)
		if err != nil {
			return puzzle, err
		}
		puzzle.SetRow(k+1, r)
	}
	return puzzle, nil
}
