package cards

import "kindred/vtes"

// Week of Nightmares: a master card needing a ready Ravnos (§1.5.4); only
// one can be played in a game. It comes into play with 10 nightmare
// counters. Every Ravnos gets +1 bleed and +1 strength and does not hunt
// as normal (vtes/huntbar.go: a Ravnos with no blood owes no hunt); any
// Ravnos can steal 1 blood from another Ravnos as a +1 stealth action
// (Kindred's hunt action, it is an action of the card in play: "+1 hunt"
// cards do not count it). In each Methuselah's unlock phase, they may move
// 1 counter from it onto a ready Ravnos. Once it has none, each Ravnos
// burns 1 blood for each nightmare counter on it, or is burned; then the
// card and the counters are burned.
var _ = register(&vtes.CardDef{ID: 102166, Name: "Week of Nightmares", Types: vtes.Master,
	Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play, 10 counters",
		French: "mettre en jeu, 10 marqueurs", Legal: vtes.OnlyOneEachGame,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PlayedThisGame(g, p)
			vtes.PutInPlay(g, p)
			g.SetCounters(p.Card, 10)
		}}},
	Static: vtes.Static{Global: true, AnyController: true,
		Bleed: func(_ *vtes.Game, _, m *vtes.Card, _ *vtes.ActionState) int {
			return ravnosBonus(m)
		},
		Strength: func(_ *vtes.Game, _, m *vtes.Card) int { return ravnosBonus(m) },
		NoHunt:   func(_ *vtes.Game, _, m *vtes.Card) bool { return isRavnos(m) },
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Target: vtes.TargetAnyVampire,
			Label:  "steal 1 blood from another Ravnos",
			French: "voler 1 point de sang à un autre Ravnos",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return isRavnos(p.Minion) && isRavnos(p.Target) && p.Target != p.Minion
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Blood > 0 && p.Minion.Ready() {
					g.LoseBlood(p.Target, 1)
					g.AddBlood(p.Minion, 1)
				}
			}}},
		OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
			if c.Counters <= 0 {
				return
			}
			var ravnos []*vtes.Card
			for v := range eachReadyVampire(g) {
				if isRavnos(v) {
					ravnos = append(ravnos, v)
				}
			}
			if len(ravnos) == 0 {
				return
			}
			if v := g.ChooseOrNone(seat, ravnos); v != nil {
				g.AddCounters(c, -1)
				addNightmare(g, v)
			}
			if c.Counters <= 0 {
				nightmaresEnd(g, c)
			}
		}}})

// ravnosBonus is Week of Nightmares' +1 to a Ravnos.
func ravnosBonus(m *vtes.Card) int {
	if isRavnos(m) {
		return 1
	}
	return 0
}

// nightmares is the number of nightmare counters on vampire v: the only
// counters a vampire bears in Kindred (Card.Counters).
func nightmares(v *vtes.Card) int { return v.Counters }

// addNightmare puts a nightmare counter on vampire v.
func addNightmare(g *vtes.Game, v *vtes.Card) { g.AddCounters(v, 1) }

// nightmaresEnd: each Ravnos burns 1 blood for each nightmare counter on
// it, or is burned (when it has not that much); then Week of Nightmares
// and the counters are burned.
func nightmaresEnd(g *vtes.Game, won *vtes.Card) {
	var haunted []*vtes.Card
	for _, seat := range g.Living() {
		for _, v := range controlledMinions(g, seat) { // ready or in torpor
			if v.IsVampire() && nightmares(v) > 0 {
				haunted = append(haunted, v)
			}
		}
	}
	for _, v := range haunted {
		n := nightmares(v)
		g.SetCounters(v, 0)
		if !isRavnos(v) {
			continue
		}
		if v.Blood >= n {
			g.LoseBlood(v, n)
		} else {
			g.Burn(v)
		}
	}
	g.Burn(won)
}
