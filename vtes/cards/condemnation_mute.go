package cards

import (
	"strings"

	"kindred/vtes"
)

// Condemnation: Mute, a +1 stealth Ⓓ action, a condemnation. [chi] lock a
// younger vampire. [dai] by an infernal vampire: the card goes on a ready
// vampire, which gets -3 votes (net votes never below none, §5.3); the
// other condemnations on it are burned. [DAI] as [dai], and the vampire
// burns 1 blood after each referendum passes, anyone's
// (referendumpassed.go).
var _ = register(&vtes.CardDef{ID: 100400, Name: "Condemnation: Mute", Types: vtes.Action,
	Requires: vtes.Requirement{InfernalByLegal: true},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: vtes.Chimerstry, Level: inf, Stealth: 1, Directed: true,
			Target: vtes.TargetVampire, Label: "lock a younger vampire",
			French: "incliner un vampire plus jeune",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Target != nil && g.Younger(p.Target, p.Minion)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if t := p.Target; t != nil && t.Ready() {
					g.Lock(t)
				}
			}},
		muteMode(inf, "put on a vampire: -3 votes", "placer sur un vampire : -3 voix"),
		muteMode(sup, "put on a vampire: -3 votes, 1 blood after each referendum passed",
			"placer sur un vampire : -3 voix, 1 sang après chaque référendum réussi"),
	},
	Static: vtes.Static{
		Votes: func(g *vtes.Game, source, m *vtes.Card) int {
			if g.Host(source) == m {
				return -3
			}
			return 0
		},
		AfterReferendumPassed: func(g *vtes.Game, c *vtes.Card, _ *vtes.Referendum) {
			if h := g.Host(c); h != nil && c.Superior && h.IsVampire() && h.Blood > 0 {
				g.LoseBlood(h, 1)
			}
		}}})

// muteMode is the [dai] or [DAI] mode: by an infernal vampire, the card
// goes on the target, the other condemnations on it burned.
func muteMode(lv vtes.Level, label, french string) vtes.Mode {
	return vtes.Mode{Kind: vtes.PlayAction, Disc: vtes.Daimoinon, Level: lv, Stealth: 1,
		Directed: true, Target: vtes.TargetVampire, Label: label, French: french,
		Legal: func(g *vtes.Game, p *vtes.Play) bool { return p.Minion.Def.Infernal },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			t := p.Target
			if t == nil || !t.Ready() {
				return
			}
			for _, c := range attachedCards(g, t) {
				if isCondemnation(c) {
					g.Burn(c)
				}
			}
			enterOn(g, p.Card, t)
			p.Card.Superior = lv == sup
			g.Changed(p.Card)
		}}
}

// isCondemnation: the card is a condemnation, as its name says
// ("Condemnation: Betrayed", "…: Doomed", "…: Languid", "…: Mute").
func isCondemnation(c *vtes.Card) bool { return strings.HasPrefix(c.Def.Name, "Condemnation: ") }

// attachedCards lists the cards on m.
func attachedCards(g *vtes.Game, m *vtes.Card) []*vtes.Card {
	out := make([]*vtes.Card, 0, len(m.Attached))
	for _, id := range m.Attached {
		out = append(out, g.Card(id))
	}
	return out
}
