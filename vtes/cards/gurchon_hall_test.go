package cards_test

import "testing"

// Gurchon Hall: a unique hunting ground location needing a ready
// cardinal or regent; in the unlock phase the two oldest ready vampires
// gain 1 blood each, not a younger one; with one ready vampire, none
// ([PIB 20130221]) (card text).
func TestGurchonHall(t *testing.T) {
	t.Run("the two oldest gain 1 blood", func(t *testing.T) {
		startPosition(t, `turn 2 phase unlock active 1 seats 3 last
			ready 1: Valeriya Zinovieva blood 2, Mkhokheli blood 2, Anita Wainwright blood 1
			in play 1: Gurchon Hall
			> No
			> Yes
			= ready 1: Valeriya Zinovieva blood 3
			= ready 1: Mkhokheli blood 3
			= ready 1: Anita Wainwright blood 1`)
	})
	t.Run("one ready vampire: none", func(t *testing.T) {
		startPosition(t, `turn 2 phase unlock active 1 seats 3 last
			ready 1: Valeriya Zinovieva blood 2
			in play 1: Gurchon Hall
			> No
			= ready 1: Valeriya Zinovieva blood 2`)
	})
	t.Run("not without a cardinal or regent", func(t *testing.T) {
		startPosition(t, `turn 2 phase master active 1 seats 3 last
			ready 1: Valeriya Zinovieva blood 2
			hand 1: Gurchon Hall
			= not offered: Play Gurchon Hall`)
	})
}
