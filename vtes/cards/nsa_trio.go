package cards

import "kindred/vtes"

// NSA Trio: a government event in play. In the first combat each turn
// between an acting vampire and a vampire blocking it, neither combatant
// can strike: combat ends in the first round (once each turn, for the
// first such combat, [LSJ 20050215]; tableblockcombat.go). The Methuselah
// whose minions attempted no action this turn can use a discard phase
// action to burn it (§3.7).
var _ = register(&vtes.CardDef{ID: 101306, Name: "NSA Trio", Types: vtes.Event,
	CountsActions: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayEvent, Label: "event", French: "événement",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		OnAnyBlockCombat: func(g *vtes.Game, c *vtes.Card, cs *vtes.CombatState) {
			if cs.Minion[0].IsVampire() && cs.Minion[1].IsVampire() && g.MarkOnce(nsaTrioKey) {
				cs.RoundBans[0] |= vtes.CombatEndsStrike
				cs.RoundBans[1] |= vtes.CombatEndsStrike
			}
		},
		Abilities: []vtes.Ability{{Step: vtes.StepDiscardPhase, AnyMethuselah: true,
			Label:  "discard phase action: burn it",
			French: "action de phase de défausse : la brûler",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.DiscardActionsLeft(p.Seat) > 0 && g.NoActionThisTurn()
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.UseDiscardAction(p.Seat)
				g.Burn(p.Source)
			}}}}})

// nsaTrioKey marks the turn's first combat between an acting and a
// blocking vampire (Game.MarkOnce).
const nsaTrioKey = -101306
