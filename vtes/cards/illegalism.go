package cards

import "kindred/vtes"

// Illegalism: requires an Anarch; a Ⓓ bleed played with one or more of
// its Disciplines, each adding its clause (group G00086: played, the card
// requires the Disciplines used): [cel] the Anarch unlocks if the bleed
// is successful (after the action resolves, its target having burned 1
// pool or more, §3.5.1); [chi] +1 stealth action; [pre] +1 bleed. One
// mode per combination of Disciplines.
var _ = register(illegalism())

// illegalism builds Illegalism: one mode for each non-empty combination
// of [cel], [chi] and [pre], named in Disc, Also and Extra.
func illegalism() *vtes.CardDef {
	d := &vtes.CardDef{ID: 100952, Name: "Illegalism", Types: vtes.Action,
		Requires: vtes.Requirement{Anarch: true}}
	d.Modes = discCombos([]vtes.Disc{cel, vtes.Chimerstry, pre},
		[]string{"unlock if successful", "+1 stealth", "+1 bleed"},
		[]string{"redresser si réussie", "+1 discrétion", "+1 morsure"},
		func(set int, en, fr string) vtes.Mode {
			md := comboBleed(en, fr)
			celUsed, chiUsed, preUsed := set&1 != 0, set&2 != 0, set&4 != 0
			if chiUsed {
				md.Stealth = 1
			}
			md.Resolve = func(g *vtes.Game, p *vtes.Play) {
				if preUsed {
					addBleed(g, 1)
				}
				if celUsed {
					unlockIfBleedSuccessful(g, p)
				}
			}
			return md
		})
	return d
}
