package cards

import "kindred/vtes"

// Hel-Blá: as a +1 stealth action that costs 1 blood (undirected), she
// can move an ally requiring Hecata or Oblivion from her Methuselah's ash
// heap to their ready region, locked, with its starting life
// (Game.AllyFromAsh), chosen as the action succeeds.
var _ = register(with(vampire(201731, "Hel-Blá", 9, "Hecata", 6, "obf AUS FOR OBL POT",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1},
		Label:  "an ally requiring Hecata or Oblivion from your ash heap to your ready region",
		French: "un allié requérant Hecata ou Oblivion de votre cendrier vers votre région prête",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Card == p.Minion && len(hecataAlliesInAsh(g, p.Seat)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if allies := hecataAlliesInAsh(g, p.Seat); len(allies) > 0 {
				g.AllyFromAsh(p.Seat, g.Choose(p.Seat, allies), true)
			}
		}}}}))

// hecataAlliesInAsh lists the allies of seat's ash heap requiring Hecata
// (their clan) or Oblivion (a mode's Discipline).
func hecataAlliesInAsh(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, c := range g.AshHeap(seat) {
		if c.Def.Types.Has(vtes.Ally) && (c.Def.Requires.Clan == "Hecata" || anyModeRequires(c.Def, vtes.Oblivion)) {
			out = append(out, c)
		}
	}
	return out
}

// anyModeRequires reports whether some mode of d requires Discipline x.
func anyModeRequires(d *vtes.CardDef, x vtes.Disc) bool {
	for i := range d.Modes {
		if requiresDisc(&d.Modes[i], x) { // ludmijla_rakoczy.go
			return true
		}
	}
	return false
}
