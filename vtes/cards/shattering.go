package cards

import "kindred/vtes"

// Shattering, for 1 blood; requires an Anarch. [chi] a +1 stealth Ⓓ
// action at another Methuselah: look at their hand (handlook.go) and
// discard a card of your choice from it, replaced as any discard; [dem] a
// +2 stealth action burning an event, undirected whoever controls it;
// [pro] a Ⓓ action inflicting 2 unpreventable damage on a ready minion.
var _ = register(&vtes.CardDef{ID: 101759, Name: "Shattering", Types: vtes.Action,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: vtes.Chimerstry, Level: inf, Cost: vtes.Cost{Blood: 1},
			Stealth: 1, Directed: true, Target: vtes.TargetMethuselah,
			Label:   "look at a hand, discard a card of it",
			French:  "regarder une main, en défausser une carte",
			Resolve: shatterHand},
		{Kind: vtes.PlayAction, Disc: vtes.Dementation, Level: inf, Cost: vtes.Cost{Blood: 1},
			Stealth: 2, Target: vtes.TargetInPlayCard,
			Label: "burn an event", French: "brûler un événement",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Target != nil && p.Target.Def.Types.Has(vtes.Event)
			},
			Resolve: burnTarget},
		{Kind: vtes.PlayAction, Disc: pro, Level: inf, Cost: vtes.Cost{Blood: 1},
			Directed: true, Target: vtes.TargetMinion, Legal: readyTarget,
			Label:  "2 unpreventable damage to a ready minion",
			French: "2 points de dégâts qui ne peuvent être évités à un serviteur disponible",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Ready() {
					g.Damage(p.Target, 2, 0)
				}
			}},
	}})

// shatterHand shows the target Methuselah's hand to the player, who
// discards a card of it.
func shatterHand(g *vtes.Game, p *vtes.Play) {
	seat := p.Seat2
	if seat < 0 || g.Methuselah(seat).Ousted {
		return
	}
	g.LookAtHand(p.Seat, seat)
	defer g.EndLook()
	if hand := g.Hand(seat); len(hand) > 0 {
		g.Discard(seat, g.Choose(p.Seat, hand))
	}
}
