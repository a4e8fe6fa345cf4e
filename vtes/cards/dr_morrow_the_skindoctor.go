package cards

import "kindred/vtes"

// Dr. Morrow, The Skindoctor (Sabbat, Black Hand, a trait no implemented
// card reads, §14 C45): as a Ⓓ action, he puts a graft counter on an ally
// of another Methuselah; while he is in play, an ally with any graft
// counters gets -1 stealth, -1 however many it has ([LSJ 20070306]).
var _ = register(with(vampire(200381, "Dr. Morrow, The Skindoctor", 5, "Tzimisce", 5,
	"for AUS VIC", vtes.Sabbat, vtes.NoTitle),
	vtes.Static{Global: true, AnyController: true,
		Stealth: func(g *vtes.Game, _, m *vtes.Card, _ *vtes.ActionState) int {
			if m.IsAlly() && graftCounters(m) > 0 {
				return -1
			}
			return 0
		},
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetAlly,
			Label: "put a graft counter on an ally", French: "mettre un marqueur greffe sur un allié",
			// AnyController opens the stealth penalty to every ally, and
			// with it the card's actions to every minion: the action is
			// Morrow's alone.
			Legal: func(_ *vtes.Game, p *vtes.Play) bool { return p.Minion == p.Card },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if t := p.Target; t != nil && t.Zone == vtes.ZoneReady {
					addGraftCounter(g, t)
				}
			}}}}))

// graftCounters is how many graft counters ally a bears (its counters:
// no other card puts counters on an ally).
func graftCounters(a *vtes.Card) int { return a.Counters }

// addGraftCounter puts a graft counter on ally a.
func addGraftCounter(g *vtes.Game, a *vtes.Card) { g.AddCounters(a, 1) }
