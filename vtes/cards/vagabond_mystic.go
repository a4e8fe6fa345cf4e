package cards

import "kindred/vtes"

// Vagabond Mystic: unique mortal ally with 2 life, 0 strength, 0 bleed,
// recruited as a +1 stealth action at no cost. In its Methuselah's minion
// phase it can lock to add 1 life to an ally they control below its
// printed life; it cannot block vampires.
var _ = register(&vtes.CardDef{ID: 102087, Name: "Vagabond Mystic", Types: vtes.Ally,
	Unique: true, Life: 2,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "recruit", French: "recruter",
		Resolve: vtes.RecruitAlly(2)}},
	Static: vtes.Static{
		CannotBlockActor: func(_ *vtes.Game, _, actor *vtes.Card) bool { return actor.IsVampire() },
		Abilities: []vtes.Ability{{Step: vtes.StepMinionPhase,
			Label: "lock: 1 life to a wounded ally", French: "s'incliner : 1 point de vie à un allié blessé",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Source.Ready() && !p.Source.Locked && len(woundedAllies(g, p.Seat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.AddBlood(g.Choose(p.Seat, woundedAllies(g, p.Seat)), 1)
			}}}}})

// woundedAllies lists the allies seat controls below their printed life.
func woundedAllies(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, m := range g.ReadyMinions(seat) {
		if m.IsAlly() && m.Blood < m.Def.Life {
			out = append(out, m)
		}
	}
	return out
}
