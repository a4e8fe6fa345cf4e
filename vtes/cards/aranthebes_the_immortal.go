package cards

import "kindred/vtes"

// Aranthebes, The Immortal, for 1 pool: a +1 stealth action putting the
// unique card in play. Its Methuselah can lock it to give a minion of
// their predator -1 stealth (as that minion's block attempt is decided,
// the one time stealth tells, §4.3). While it is unlocked, vampires of
// capacity 4 or less get -1 bleed against its Methuselah. Vampires of
// capacity 5 or more can shuffle it into its owner's library as a Ⓓ
// action (seize.go, shuffleinto.go).
var _ = register(&vtes.CardDef{ID: 100079, Name: "Aranthebes, The Immortal", Types: vtes.Action,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "put in play", French: "mettre en jeu", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Global: true, AnyController: true,
		Bleed: func(g *vtes.Game, source, m *vtes.Card, a *vtes.ActionState) int {
			if !source.Locked && a != nil && a.IsBleed() && a.TargetSeat == source.Controller &&
				m.IsVampire() && g.Capacity(m) <= 4 {
				return -1
			}
			return 0
		},
		Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt,
			Label: "lock: -1 stealth to your predator's minion", French: "s'incliner : -1 discrétion au serviteur de votre prédateur",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return !p.Source.Locked && a != nil && a.Blocker != nil && a.Stealth > 0 &&
					a.Actor.Controller == g.Predator(p.Seat)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.Action().Stealth--
			}}},
		Burnable: true,
		WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool {
			return actor.IsVampire() && g.Capacity(actor) >= 5
		},
		OnBurnAction: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) { g.ShuffleIntoLibrary(c) },
	}})
