package cards_test

import "testing"

// Protracted Investment: played for 2 pool with 5 blood from the blood
// bank; a master phase action moves 1 to its Methuselah's pool; it burns
// when all blood has been removed (card text; vtes/investment.go, §3.3).
func TestProtractedInvestment(t *testing.T) {
	wantInvestment(t, "Protracted Investment", 2, 5)
}
