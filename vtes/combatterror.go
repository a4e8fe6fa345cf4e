package vtes

import "kindred/engine"

// What a card bars the opposing minion from for the rest of a combat
// (rules/vtes.md §6.3, §6.6, §1.5.6): "this combat, the opposing minion
// cannot maneuver to close range, press to continue combat or use
// equipment" and "this combat, combat cards cost the opposing vampire +1
// blood" (Terror Frenzy; its cost also applies to combat cards played at
// the end of a round or of the combat, [ANK 20191221]).

// CombatTerror is one side's bars for the rest of the combat.
type CombatTerror struct {
	// NoClose: the side cannot maneuver while the range is long (a
	// maneuver would close it); NoContinue: it cannot press while no one
	// has pressed (a press would continue the combat).
	NoClose, NoContinue bool
	// NoLong: the side cannot maneuver while the range is close (a
	// maneuver would make it long); NoEnd: it cannot press once a press
	// continued the combat (a press would end it); PressDamage: it takes
	// that much unpreventable damage as each press step begins (Drawing
	// Out the Beast; combatbeast.go).
	NoLong, NoEnd bool
	PressDamage   int
	// Surcharge is the blood more each combat card its vampire plays
	// costs.
	Surcharge int
}

// Terrorize bars combatant m from closing the range, pressing to continue
// and using its equipment for the rest of the combat.
func (g *Game) Terrorize(m *Card) {
	cs := g.combat
	if cs == nil || cs.Side(m) < 0 {
		return
	}
	t := &cs.Terror[cs.Side(m)]
	t.NoClose, t.NoContinue = true, true
	g.NoEquipmentThisCombat(m)
}

// SurchargeCombatCards makes the combat cards combatant m plays cost n
// blood more for the rest of the combat (a vampire only: an ally pays
// none).
func (g *Game) SurchargeCombatCards(m *Card, n int) {
	if cs := g.combat; cs != nil && cs.Side(m) >= 0 && m.IsVampire() {
		cs.Terror[cs.Side(m)].Surcharge += n
	}
}

// combatSurcharge is the blood more play p costs: a combat card played by
// a combatant whose combat cards cost more.
func (g *Game) combatSurcharge(p *Play) int {
	cs := g.combat
	if cs == nil || cs.Terror[0].Surcharge == 0 && cs.Terror[1].Surcharge == 0 || p.Minion == nil || p.Card == nil ||
		!p.Card.Def.Types.Has(Combat) {
		return 0
	}
	if side := cs.Side(p.Minion); side >= 0 {
		return cs.Terror[side].Surcharge
	}
	return 0
}

// hashTerror writes the bars, when there are any.
func hashTerror(h *engine.Hasher, cs *CombatState) {
	if cs.Terror == [2]CombatTerror{} {
		return
	}
	for _, t := range cs.Terror {
		h.Uint64(b2u(t.NoClose) | b2u(t.NoContinue)<<1 | b2u(t.NoLong)<<2 | b2u(t.NoEnd)<<3 |
			uint64(uint8(t.PressDamage))<<40 | uint64(uint32(t.Surcharge))<<8)
	}
}
