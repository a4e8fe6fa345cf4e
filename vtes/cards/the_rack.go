package cards

import "kindred/vtes"

// The Rack: unique location. As it is played, and as its controller
// changes, its (new) controller chooses a ready vampire they control; in
// its controller's unlock phase the chosen vampire, still theirs and
// ready, can gain 2 blood. Vampires of another Methuselah can steal it as
// a Ⓓ action (§4.4, seize.go).
var _ = register(&vtes.CardDef{ID: 101536, Name: "The Rack", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			rackChooses(g, p.Card, p.Seat)
		}}},
	Static: vtes.Static{
		Stealable: true,
		WhoMay:    func(_ *vtes.Game, _, actor *vtes.Card) bool { return actor.IsVampire() },
		OnBurnAction: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			rackChooses(g, c, a.Actor.Controller)
		},
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			v := rackVampire(g, c)
			if v == nil || !v.Ready() || v.Controller != c.Controller || c.Contested ||
				v.Blood >= g.Capacity(v) || !g.YesNo(c.Controller, c) {
				return
			}
			g.AddBlood(v, 2)
		}}})

// rackChooses has seat choose a ready vampire they control for The Rack c.
func rackChooses(g *vtes.Game, c *vtes.Card, seat int) {
	var vs []*vtes.Card
	for _, m := range g.ReadyMinions(seat) {
		if m.IsVampire() {
			vs = append(vs, m)
		}
	}
	if len(vs) == 0 {
		setRackVampire(g, c, vtes.NoCard)
		return
	}
	setRackVampire(g, c, g.Choose(seat, vs).ID)
}

// rackVampire is the vampire chosen for The Rack c (its first link), or
// nil.
func rackVampire(g *vtes.Game, c *vtes.Card) *vtes.Card {
	if c.Links[0] == vtes.NoCard {
		return nil
	}
	return g.Card(c.Links[0])
}

// setRackVampire ties The Rack c to vampire v (NoCard: none).
func setRackVampire(g *vtes.Game, c *vtes.Card, v vtes.CardID) {
	c.Links[0] = v
	g.Changed(c)
}
