package cards

import "kindred/vtes"

// Scalpel Tongue: during polling, a vampire who cast votes is locked
// and abstains; superior: and burns 1 blood.
var _ = register(&vtes.CardDef{ID: 101686, Name: "Scalpel Tongue",
	Types: vtes.ActionModifier | vtes.Reaction,
	Modes: scalpelModes()})

// scalpelModes are Scalpel Tongue's modes: as an action modifier by the
// acting vampire and as a reaction by others, plain and superior.
func scalpelModes() []vtes.Mode {
	var ms []vtes.Mode
	for _, kind := range []vtes.PlayKind{vtes.PlayModifier, vtes.PlayReaction} {
		for _, lv := range []vtes.Level{inf, sup} {
			burn := lv == sup
			label := "a voting vampire is locked and abstains"
			if burn {
				label += ", burns 1 blood"
			}
			ms = append(ms, vtes.Mode{Kind: kind, Disc: cel, Also: pre, Level: lv,
				Cost: vtes.Cost{Blood: 1}, Step: vtes.StepPolling, Label: label,
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return vtes.Political(g, p) && len(g.Referendum().Ballots) > 0
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					var voters []*vtes.Card
					for _, b := range g.Referendum().Ballots {
						voters = append(voters, b.Vampire)
					}
					v := g.Choose(p.Seat, voters)
					g.CancelBallot(v)
					g.Lock(v)
					if burn {
						g.LoseBlood(v, 1)
					}
				}})
		}
	}
	return ms
}
