package pseudoku

import "fmt"

// StackCap is the most values a Stack holds.
const StackCap = 16

// A Stack is the stack abstract data structure of Tasks 4-6: the last value
// pushed is the first popped. It holds up to StackCap values in contiguous
// elements. A Stack is a value: assigning it, or passing it to SearchStack,
// copies it. The zero Stack is empty and ready to use.
type Stack struct {
	elems [StackCap]uint8
	n     int // values held; elems[n-1] is the top
}

// StackOf returns a stack holding values, pushed in order, so that the last
// one is on top: StackOf(1, 2, 3, 4) has 4 on top. More than StackCap
// values is an error.
func StackOf(values ...uint8) (Stack, error) {
	var s Stack
	if len(values) > StackCap {
		return s, fmt.Errorf("a stack holds at most %d values, not %d", StackCap, len(values))
	}
	for _, v := range values {
		s.Push(v)
	}
	return s, nil
}

// numbers is the stack the checks of Tasks 5 and 6 start from: 1, 2, 3
// and 4, with 4 on top.
func numbers() Stack {
	var s Stack
	for v := uint8(1); v <= Side; v++ {
		s.Push(v)
	}
	return s
}

// Push puts v on top; it reports false, and pushes nothing, when the stack
// is full.
func (s *Stack) Push(v uint8) bool {
	if s.n == StackCap {
		return false
	}
	s.elems[s.n] = v
	s.n++
	return true
}

// Pop removes and returns the value on top; false when empty.
func (s *Stack) Pop() (uint8, bool) {
	if s.n == 0 {
		return 0, false
	}
	s.n--
	return s.elems[s.n], true
}

// Top returns the value on top without removing it; false when empty.
func (s *Stack) Top() (uint8, bool) {
	if s.n == 0 {
		return 0, false
	}
	return s.elems[s.n-1], true
}

// Len is the number of values on the stack.
func (s *Stack) Len() int { return s.n }

// Empty reports whether the stack holds no value.
func (s *Stack) Empty() bool { return s.n == 0 }

// Values lists the values from the bottom to the top.
func (s *Stack) Values() []uint8 { return append([]uint8(nil), s.elems[:s.n]...) }

// SearchStack is Task 4: it searches stack for item and, when item is
// there, returns the stack without the element that held it, the other
// values in their order (searching 1, 2, 3, 4 with 4 on top for 3 gives 1,
// 2, 4 with 4 still on top) and true. When item is not there it returns the
// stack unchanged and false: the document's FALSE.
//
// It adapts Linear Search to the stack's own operations: pop values onto a
// second stack until item comes up, drop item, then pop the second stack
// back, so that the values above item return in their order.
func SearchStack(stack Stack, item uint8) (Stack, bool) {
	var above Stack
	found := false
	for !stack.Empty() {
		v, _ := stack.Pop()
		if v == item {
			found = true
			break
		}
		above.Push(v)
	}
	for !above.Empty() {
		v, _ := above.Pop()
		stack.Push(v)
	}
	return stack, found
}
