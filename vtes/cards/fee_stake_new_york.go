package cards

import "kindred/vtes"

// Fee Stake: New York: the unique Anarch title of baron of New York
// (feeStake, builders.go); while the baron is Brujah or Brujah antitribu,
// it gets +1 vote in the referendums it calls (§5.3).
var _ = register(brujahBaron(feeStake(100715, "Fee Stake: New York", "New York")))

// brujahBaron gives a Fee Stake's baron, while Brujah or Brujah
// antitribu, +1 vote in the referendums it calls.
func brujahBaron(d *vtes.CardDef) *vtes.CardDef {
	d.Static.Votes = func(g *vtes.Game, source, m *vtes.Card) int {
		r := g.Referendum()
		if r == nil || r.Caller != m || g.Host(source) != m ||
			m.Def.Clan != "Brujah" && m.Def.Clan != "Brujah antitribu" {
			return 0
		}
		return 1
	}
	return d
}
