package cards_test

import "testing"

// Fee Stake: Perth: the unique Anarch title of baron of Perth, taken by an
// Anarch of capacity 5 or more as a +1 stealth action; burned by a
// referendum in which non-Anarch titles get -1 vote (card text; §9.1).
func TestFeeStakePerth(t *testing.T) {
	wantFeeStake(t, "Fee Stake: Perth", "Perth")
}
