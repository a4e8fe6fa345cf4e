package cards

import "kindred/vtes"

// The Platinum Protocol: requires an Anarch; a Ⓓ bleed played with
// one or more of its Disciplines, each adding its clause (group
// G00086): [obf] +1 stealth action; [pre] +1 bleed; [pro] if the bleed
// succeeds for 1 or more, its Methuselah puts 1 corruption counter on
// a minion the target Methuselah controls, chosen as it resolves
// ([ANK 20240706]); putting it there gives no chance to steal the
// minion ([ANK 20200925]: no Cave of Apples check). One mode per
// combination of Disciplines.
var _ = register(platinumProtocol())

// platinumProtocol builds The Platinum Protocol: one mode for each
// non-empty combination of [obf], [pre] and [pro] (group G00086: the card
// requires the Disciplines used), named in Disc, Also and Extra.
func platinumProtocol() *vtes.CardDef {
	d := &vtes.CardDef{ID: 102232, Name: "The Platinum Protocol", Types: vtes.Action,
		Requires: vtes.Requirement{Anarch: true}}
	d.Modes = discCombos([]vtes.Disc{obf, pre, pro},
		[]string{"+1 stealth", "+1 bleed", "corruption"},
		[]string{"+1 discrétion", "+1 morsure", "corruption"},
		func(set int, en, fr string) vtes.Mode {
			md := comboBleed(en, fr)
			obfUsed, preUsed, proUsed := set&1 != 0, set&2 != 0, set&4 != 0
			if obfUsed {
				md.Stealth = 1
			}
			md.Resolve = func(g *vtes.Game, p *vtes.Play) {
				if preUsed {
					addBleed(g, 1)
				}
				if proUsed {
					corruptTargetMinion(g, p)
				}
			}
			return md
		})
	return d
}

// corruptTargetMinion: if the bleed is successful (for 1 or more,
// vtes.BleedWouldSucceed), its Methuselah puts 1 corruption counter on a
// minion the target Methuselah controls, chosen now. The bleed's amount is final when the action card
// resolves (nothing is played between its effect and the bleed).
func corruptTargetMinion(g *vtes.Game, p *vtes.Play) {
	a := g.Action()
	if a.TargetSeat < 0 || !vtes.BleedWouldSucceed(g, p) {
		return
	}
	if ms := controlledMinions(g, a.TargetSeat); len(ms) > 0 {
		g.Corrupt(g.Choose(p.Seat, ms), p.Seat, 1)
	}
}
