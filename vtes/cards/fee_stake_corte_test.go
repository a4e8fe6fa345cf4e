package cards_test

import "testing"

// Fee Stake: Corte: the unique Anarch title of baron of Corte, taken by an
// Anarch of capacity 5 or more as a +1 stealth action; burned by a
// referendum in which non-Anarch titles get -1 vote (card text; §9.1).
func TestFeeStakeCorte(t *testing.T) {
	wantFeeStake(t, "Fee Stake: Corte", "Corte")
}
