package cards

import "kindred/vtes"

// The Vozhd of Juiz de Fora, Tzimisce, for 3 pool: unique ghoul ally, 5
// life, 4 strength, 0 bleed; as it enters play its Methuselah burns an
// ally or retainer they control (recruitVozhd); it can enter combat with
// a vampire as a Ⓓ action. It plays cards requiring basic Animalism as a
// vampire of capacity 5, without having the Discipline (asvampiregrant.go;
// groups G00011, G00084, G00085). In its Methuselah's unlock phase it can
// steal any amount of blood from a Tzimisce they control, as life, up to
// its starting 5.
var _ = register(&vtes.CardDef{ID: 102364, Name: "The Vozhd of Juiz de Fora", Types: vtes.Ally, Ghoul: true,
	Unique: true, Requires: vtes.Requirement{Clan: "Tzimisce"}, Life: 5, Strength: 4,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 3},
		Label: "recruit", French: "recruter", Resolve: recruitVozhd}},
	Static: vtes.Static{
		Actions: []vtes.Mode{vozhdEntersCombat},
		PlaysAs: &vtes.PlaysAs{Disc: ani, Level: inf, Capacity: 5},
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			room := c.Def.Life - c.Blood
			if !c.Ready() || room <= 0 {
				return
			}
			t := g.ChooseOrNone(c.Controller, bleedingTzimisce(g, c.Controller))
			if t == nil {
				return
			}
			n := g.LoseBlood(t, g.ChooseAmount(c.Controller, 1, min(room, t.Blood)))
			g.AddBlood(c, n)
		}}})
