package cards

import (
	"strings"

	"kindred/vtes"
)

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
	discs := []vtes.Disc{cel, vtes.Chimerstry, pre}
	labels := []string{"unlock if successful", "+1 stealth", "+1 bleed"}
	french := []string{"redresser si réussie", "+1 discrétion", "+1 morsure"}
	for set := 1; set < 8; set++ {
		var used []vtes.Disc
		var label, fr []string
		for i, dc := range discs {
			if set&(1<<i) != 0 {
				used = append(used, dc)
				label = append(label, labels[i])
				fr = append(fr, french[i])
			}
		}
		md := vtes.Mode{Kind: vtes.PlayAction, Disc: used[0], Level: inf, Directed: true,
			Target: vtes.TargetPrey,
			Label:  "bleed: " + strings.Join(label, ", "),
			French: "morsure : " + strings.Join(fr, ", ")}
		if len(used) > 1 {
			md.Also = used[1]
		}
		if len(used) == 3 {
			md.Extra = used[2]
		}
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
		d.Modes = append(d.Modes, md)
	}
	return d
}
