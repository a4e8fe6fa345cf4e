package cards

import "kindred/vtes"

// Rötschreck, out of turn: a frenzy card played on a vampire its
// Methuselah controls when the opposing minion has declared a strike that
// would inflict aggravated damage on it at the current range, before the
// strikes resolve ([RTR 19980623] [LSJ 19990217] [RTR 20041202] [RTR
// 19980928]), even a strike to be dodged or prevented, or against a
// dodge or "combat ends" ([LSJ 20011005] [ANK 20200130-1]); not for a
// non-strike effect ([ANK 20220114]; vtes.StepStrikeDeclared). The card
// goes on the vampire; combat ends at once, the strikes unresolved ([LSJ
// 20020715]); the vampire locks and goes to torpor, and does not unlock
// in its next unlock phase, where the card burns. Kindred offers it to
// the vampire's own Methuselah only.
var _ = register(&vtes.CardDef{ID: 101654, Name: "Rötschreck", Types: vtes.Master,
	OutOfTurn: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Step: vtes.StepStrikeDeclared,
		Frenzy: func(g *vtes.Game, p *vtes.Play) *vtes.Card { return rotschreckVictim(g, p.Seat) },
		Label:  "frenzy: combat ends, this vampire to torpor",
		French: "frénésie : le combat prend fin, ce vampire en torpeur",
		Legal:  func(g *vtes.Game, p *vtes.Play) bool { return rotschreckVictim(g, p.Seat) != nil },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			v := rotschreckVictim(g, p.Seat)
			if v == nil {
				return
			}
			g.Attach(p.Card, v)
			g.EndCombat()
			g.Lock(v)
			g.ToTorpor(v)
			v.NoUnlock = true
			g.Changed(v)
		}}},
	Static: vtes.Static{OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
		if h := g.Host(c); c.Zone == vtes.ZoneAttached && h != nil && h.Controller == seat {
			g.Burn(c)
		}
	}}})

// rotschreckVictim is seat's vampire in the combat on which the opposing
// minion's declared strike would inflict aggravated damage, or nil.
func rotschreckVictim(g *vtes.Game, seat int) *vtes.Card {
	cs := g.Combat()
	if cs == nil {
		return nil
	}
	for side := range 2 {
		v := cs.Minion[side]
		if v.Controller == seat && v.IsVampire() && v.Ready() && g.WouldInflictAggravated(cs, 1-side) {
			return v
		}
	}
	return nil
}
