package cards

import "kindred/vtes"

// Charnas the Imp, Tremere, for 1 blood: unique demon retainer with 1
// life, put on any minion (the actor's own, or another Methuselah's as a
// +1 stealth Ⓓ action; anyminion.go). In its employer's Methuselah's
// unlock phase it inflicts 1 damage on the employer (§13.3). If the
// employer is about to be burned, its Methuselah may put Charnas on
// another minion (hostburning.go); an oust removes it from the game, not
// burned ([ANK 20180408]). It is immune to damage from its employer:
// no card lets a minion damage its own retainer, so nothing to enforce
// ([RTR 19941109]).
var _ = register(&vtes.CardDef{ID: 100335, Name: "Charnas the Imp", Types: vtes.Retainer,
	Unique: true, Demon: true, Requires: vtes.Requirement{Clan: "Tremere"}, Life: 1,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Cost: vtes.Cost{Blood: 1},
		Target: vtes.TargetAnyMinion, Label: "put Charnas on a minion",
		French: "placer Charnas sur un serviteur",
		OnAnnounce: func(g *vtes.Game, p *vtes.Play) {
			if a := g.Action(); a != nil && p.Target != nil && p.Target.Controller != p.Seat {
				a.Stealth++ // the Ⓓ action on another Methuselah's minion
			}
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if p.Target != nil && p.Target.Ready() {
				vtes.PutOnMinion(1)(g, &vtes.Play{Seat: p.Seat, Card: p.Card, Minion: p.Target})
			}
		}}},
	Static: vtes.Static{
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			if h := g.Host(c); h != nil {
				g.Damage(h, 1, 0)
			}
		},
		OnHostBurning: func(g *vtes.Game, c, m *vtes.Card) {
			if g.Methuselah(m.Controller).Ousted {
				return
			}
			var to []*vtes.Card
			for _, s := range g.Living() {
				for _, x := range g.ReadyMinions(s) {
					if x != m {
						to = append(to, x)
					}
				}
			}
			if h := g.ChooseOrNone(m.Controller, to); h != nil {
				g.Attach(c, h)
			}
		}}})
