package cards

import "kindred/vtes"

// Far Mastery, for 1 blood, a +1 stealth Ⓓ action. [dom] steal a
// retainer another Methuselah's vampire employs: it moves onto the acting
// vampire. [DOM] steal an ally another Methuselah controls: it joins the
// actor's Methuselah's ready region, as it was (§14 C10 "steal").
var _ = register(&vtes.CardDef{ID: 100703, Name: "Far Mastery", Types: vtes.Action,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: dom, Level: inf, Cost: vtes.Cost{Blood: 1}, Stealth: 1,
			Directed: true, Target: vtes.TargetInPlayCard,
			Label: "steal a retainer", French: "voler un suivant",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				if p.Target == nil {
					return true
				}
				host := g.Host(p.Target)
				return p.Target.Def.Types.Has(vtes.Retainer) && host != nil && host.IsVampire()
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if t := p.Target; t.Zone == vtes.ZoneAttached && p.Minion.Ready() {
					g.Attach(t, p.Minion)
				}
			}},
		{Kind: vtes.PlayAction, Disc: dom, Level: sup, Cost: vtes.Cost{Blood: 1}, Stealth: 1,
			Directed: true, Target: vtes.TargetAlly,
			Label: "steal an ally", French: "voler un allié",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if t := p.Target; t.Zone == vtes.ZoneReady && t.Controller != p.Seat {
					g.Steal(t, p.Seat)
				}
			}},
	}})
