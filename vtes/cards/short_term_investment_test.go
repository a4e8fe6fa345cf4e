package cards_test

import "testing"

// Short-Term Investment: played for 1 pool with 3 blood from the blood
// bank; a master phase action moves 1 to its Methuselah's pool; it burns
// when the last is removed (card text; vtes/investment.go, §3.3).
func TestShortTermInvestment(t *testing.T) {
	wantInvestment(t, "Short-Term Investment", 1, 3)
}
