package cards

import "kindred/vtes"

// Chameleon, for X blood: a +1 stealth action by a baron, Ⓓ against
// another Methuselah's vampire (undirected on one's own, which may be
// taken too, [LSJ 20080803-2]): take control of a younger vampire of
// capacity X that entered play since its Methuselah's last minion phase
// (enteredsince.go; a merge is not entering play, [PIB 20150728]); it
// becomes Anarch.
var _ = register(&vtes.CardDef{ID: 100320, Name: "Chameleon", Types: vtes.Action,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Baron}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Target: vtes.TargetAnyVampire,
		Label:  "take control of a younger vampire new in play (X blood)",
		French: "prendre le contrôle d'un vampire plus jeune entré en jeu (X sang)",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Target == nil || chameleonTarget(g, p)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			t := p.Target
			if !chameleonTarget(g, p) {
				return
			}
			g.LoseBlood(p.Minion, g.Capacity(t))
			if t.Controller != p.Seat {
				g.Steal(t, p.Seat)
			}
			g.MakeAnarch(t)
		}}}})

// chameleonTarget: the target is a vampire in play, younger than the
// acting one, that entered play since the player's last minion phase,
// and the acting vampire can burn X blood, X its capacity.
func chameleonTarget(g *vtes.Game, p *vtes.Play) bool {
	t := p.Target
	return t.IsVampire() && (t.Ready() || t.Zone == vtes.ZoneTorpor) && t != p.Minion &&
		g.Younger(t, p.Minion) && g.EnteredSince(t, p.Seat) && p.Minion.Blood >= g.Capacity(t)
}
