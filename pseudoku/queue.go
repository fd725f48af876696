package pseudoku

// A Queue is the queue abstract data structure of Task 2: values leave in
// the order they arrived. It holds up to eight values in a ring of
// contiguous elements, enough for PermuteVector, which enqueues a fifth
// value before it dequeues. The zero Queue is empty and ready to use.
type Queue struct {
	elems [8]uint8
	head  int // index of the value at the head
	n     int // values held
}

// Enqueue adds v at the tail; it reports false, and adds nothing, when the
// queue is full.
func (q *Queue) Enqueue(v uint8) bool {
	if q.n == len(q.elems) {
		return false
	}
	q.elems[(q.head+q.n)%len(q.elems)] = v
	q.n++
	return true
}

// Dequeue removes and returns the value at the head; false when empty.
func (q *Queue) Dequeue() (uint8, bool) {
	if q.n == 0 {
		return 0, false
	}
	v := q.elems[q.head]
	q.head = (q.head + 1) % len(q.elems)
	q.n--
	return v, true
}

// Head returns the value at the head without removing it; false when empty.
func (q *Queue) Head() (uint8, bool) {
	if q.n == 0 {
		return 0, false
	}
	return q.elems[q.head], true
}

// Len is the number of values in the queue.
func (q *Queue) Len() int { return q.n }

// Empty reports whether the queue holds no value.
func (q *Queue) Empty() bool { return q.n == 0 }
