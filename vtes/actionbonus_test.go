package vtes

import "testing"

// TestBonusesOf: each Static bonus sets its own bit of a Def's bonuses,
// kept with the Def's hooks; sumBonusOf would skip a card whose bonus
// has no bit.
func TestBonusesOf(t *testing.T) {
	one := func(*Game, *Card, *Card, *ActionState) int { return 1 }
	three := func(*Game, *Card, *Card) int { return 1 }
	tests := []struct {
		name string
		set  func(st *Static)
		want bonusKinds
	}{
		{"none", func(st *Static) {}, 0},
		{"stealth", func(st *Static) { st.Stealth = one }, bonusStealth},
		{"intercept", func(st *Static) { st.Intercept = one }, bonusIntercept},
		{"bleed", func(st *Static) { st.Bleed = one }, bonusBleed},
		{"hunt", func(st *Static) { st.Hunt = one }, bonusHunt},
		{"votes", func(st *Static) { st.Votes = three }, bonusVotes},
		{"side votes", func(st *Static) { st.SideVotes = func(*Game, *Card, bool) int { return 1 } }, bonusSideVotes},
		{"strength", func(st *Static) { st.Strength = three }, bonusStrength},
		{"maneuvers", func(st *Static) { st.Maneuvers = three }, bonusManeuvers},
		{"first round maneuvers", func(st *Static) { st.FirstRoundManeuvers = three }, bonusFirstRoundManeuvers},
		{"presses", func(st *Static) { st.Presses = three }, bonusPresses},
		{"mandatory presses", func(st *Static) { st.MandatoryPresses = three }, bonusMandatoryPresses},
		{"ranged damage", func(st *Static) { st.RangedDamage = three }, bonusRangedDamage},
		{"damage reduction", func(st *Static) { st.DamageReduction = 1 }, bonusDamageReduction},
		{"rescue cost", func(st *Static) { st.RescueCost = three }, bonusRescueCost},
		{"stealth and bleed", func(st *Static) { st.Stealth, st.Bleed = one, one }, bonusStealth | bonusBleed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := &CardDef{Name: "Test " + tt.name}
			tt.set(&d.Static)
			if got := bonusesOf(d); got != tt.want {
				t.Errorf("bonusesOf = %b, want %b", got, tt.want)
			}
			if got := d.keptBonuses(); got != tt.want {
				t.Errorf("keptBonuses = %b, want %b", got, tt.want)
			}
			if tt.want >= bonusLast {
				t.Errorf("bonus %b past bonusLast", tt.want)
			}
		})
	}
}
