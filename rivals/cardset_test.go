package rivals

import (
	"slices"
	"testing"
)

// TestCardSet: the set of the cards touched (cardSet) holds the ids
// added, across words, and walks them in order from any id.
func TestCardSet(t *testing.T) {
	tests := []struct {
		name string
		add  []CardID
		from CardID
		want []CardID
	}{
		{"empty", nil, 0, nil},
		{"one", []CardID{5}, 0, []CardID{5}},
		{"from past the last", []CardID{5}, 6, nil},
		{"from the id itself", []CardID{5, 9}, 5, []CardID{5, 9}},
		{"across words, in order", []CardID{200, 3, 64, 63, 127, 3}, 0, []CardID{3, 63, 64, 127, 200}},
		{"from the middle of a word", []CardID{1, 70, 100, 130}, 71, []CardID{100, 130}},
		{"from a negative id", []CardID{0, 1}, -4, []CardID{0, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s cardSet
			for _, id := range tt.add {
				s.add(id)
			}
			var got []CardID
			for id := s.next(tt.from); id >= 0; id = s.next(id + 1) {
				got = append(got, id)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("walk from %d: %v, want %v", tt.from, got, tt.want)
			}
			for _, id := range tt.add {
				if !s.has(id) {
					t.Errorf("%d added, not held", id)
				}
			}
			if s.has(-1) || s.has(4) && !slices.Contains(tt.add, 4) || s.has(1000) {
				t.Errorf("an id never added is held")
			}
		})
	}
}
