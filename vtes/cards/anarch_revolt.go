package cards

import "kindred/vtes"

// Anarch Revolt: put in play. A Methuselah who controls no ready Anarch
// (locked or not; one in torpor does not count) as their unlock phase
// ends burns 1 pool, each copy in play its own pool ([LSJ 19980225]),
// even after having had a ready Anarch earlier in that phase ([LSJ
// 20080106]: Static.OnAnyUnlock runs as the phase's last effect, §3.2).
// Any vampire can call a referendum to burn it as a +1 stealth political
// action (titleholder.go, as Raising the Portcullis's).
var _ = register(&vtes.CardDef{ID: 100055, Name: "Anarch Revolt", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", French: "mettre en jeu",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
			if c.Zone == vtes.ZoneInPlay && !c.Contested && !controlsReadyAnarch(g, seat) {
				g.BurnPool(seat, 1)
			}
		},
		AnyController: true,
		Actions:       []vtes.Mode{referendumToBurn(vtes.Cost{}, nil)}}})

// controlsReadyAnarch reports whether seat controls a ready Anarch,
// locked or not (§14 C25).
func controlsReadyAnarch(g *vtes.Game, seat int) bool {
	for _, id := range g.Methuselah(seat).Ready {
		if v := g.Card(id); !v.Contested && g.IsAnarch(v) {
			return true
		}
	}
	return false
}
