package cards

import "kindred/vtes"

// The Status Perfectus: a +1 stealth action by a ready Anarch; unique,
// put in play. Once in each of its controller's master phases they may
// move 1 blood from a ready Anarch they control to another (no master
// phase action). After a blocking Anarch of theirs has completed its
// combat with the acting minion (afterblockcombat.go), they may lock it
// and a ready unlocked Anarch they control other than the blocker: that
// Anarch enters combat with the acting minion, which cannot strike in
// the first round of it (§4.1, §6).
var _ = register(&vtes.CardDef{ID: 101863, Name: "The Status Perfectus", Types: vtes.Action,
	Unique: true, Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "put in play",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepMaster,
			Label:  "move 1 blood from a ready Anarch to another",
			French: "déplacer 1 point de sang d'un anarch disponible vers un autre",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.Active == p.Seat && !p.Source.UsedTurn &&
					len(readyAnarchs(g, p.Seat, nil)) > 1 && len(anarchsWithBlood(g, p.Seat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.MarkUsedTurn(p.Source)
				v := g.Choose(p.Seat, anarchsWithBlood(g, p.Seat))
				to := g.Choose(p.Seat, readyAnarchs(g, p.Seat, v))
				g.LoseBlood(v, 1)
				g.AddBlood(to, 1)
			}},
		{Step: vtes.StepAfterBlockCombat,
			Label:  "lock with a ready Anarch: it enters combat with the acting minion",
			French: "incliner avec un anarch disponible : il entre en combat avec le serviteur agissant",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return !p.Source.Locked && a != nil && a.Blocked && a.Blocker != nil &&
					a.Blocker.Controller == p.Seat && g.IsAnarch(a.Blocker) && a.Actor.Ready() &&
					len(unlockedAnarchs(g, p.Seat, a.Blocker)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				a := g.Action()
				v := g.Choose(p.Seat, unlockedAnarchs(g, p.Seat, a.Blocker))
				g.Lock(p.Source)
				g.Lock(v)
				actor := a.Actor
				g.FightWith(actor, v, func(cs *vtes.CombatState) {
					cs.RoundBans[cs.Side(actor)] |= vtes.AnyStrike
				})
			}},
	}}})

// readyAnarchs lists the ready Anarchs seat controls, but not except.
func readyAnarchs(g *vtes.Game, seat int, except *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, v := range g.ReadyMinions(seat) {
		if v != except && g.IsAnarch(v) {
			out = append(out, v)
		}
	}
	return out
}

// unlockedAnarchs lists readyAnarchs that are unlocked.
func unlockedAnarchs(g *vtes.Game, seat int, except *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, v := range readyAnarchs(g, seat, except) {
		if !v.Locked {
			out = append(out, v)
		}
	}
	return out
}

// anarchsWithBlood lists readyAnarchs with blood to move.
func anarchsWithBlood(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, v := range readyAnarchs(g, seat, nil) {
		if v.Blood > 0 {
			out = append(out, v)
		}
	}
	return out
}
