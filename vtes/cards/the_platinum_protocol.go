package cards

import (
	"strings"

	"kindred/vtes"
)

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
	discs := []vtes.Disc{obf, pre, pro}
	labels := []string{"+1 stealth", "+1 bleed", "corruption"}
	for set := 1; set < 8; set++ {
		var used []vtes.Disc
		var label []string
		for i, dc := range discs {
			if set&(1<<i) != 0 {
				used = append(used, dc)
				label = append(label, labels[i])
			}
		}
		md := vtes.Mode{Kind: vtes.PlayAction, Disc: used[0], Level: inf, Directed: true,
			Target: vtes.TargetPrey,
			Label:  "bleed: " + strings.Join(label, ", ")}
		if len(used) > 1 {
			md.Also = used[1]
		}
		if len(used) == 3 {
			md.Extra = used[2]
		}
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
		d.Modes = append(d.Modes, md)
	}
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
