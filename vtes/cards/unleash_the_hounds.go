package cards

import "kindred/vtes"

// Unleash the Hounds: only during a bleed; [dom] or [vis] +1 bleed,
// limited (§14 C19); [VIS] by a unique slave Gargoyle only (§10.4): +1
// bleed for each ready vampire of its enslaving clan its Methuselah
// controls, limited.
var _ = register(&vtes.CardDef{ID: 102077, Name: "Unleash the Hounds", Types: vtes.ActionModifier,
	Modes: append(vtes.EitherDisc([]vtes.Disc{dom, vtes.Visceratika}, func(d vtes.Disc) []vtes.Mode {
		return []vtes.Mode{vtes.Mode{Kind: vtes.PlayModifier, Disc: d, Level: inf}.Does(vtes.MoreBleed(1))}
	}),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Visceratika, Level: sup, Bleed: 1,
			Label:  "+1 bleed for each ready vampire of the enslaving clan",
			French: "+1 en morsure pour chaque vampire disponible du clan maître",
			Legal:  vtes.All(vtes.DuringBleed, byUniqueGargoyleSlave),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				// Mode.Bleed gave the first; one more for each other.
				addBleed(g, len(readyOfClan(g, p.Seat, p.Minion.Def.SlaveOf))-1)
			}}),
})

// byUniqueGargoyleSlave: the minion is a unique Gargoyle slave (not a
// Tupdog, notunique.go) whose Methuselah controls a ready vampire of its
// enslaving clan.
func byUniqueGargoyleSlave(g *vtes.Game, p *vtes.Play) bool {
	m := p.Minion
	return m.IsVampire() && m.Def.Clan == "Gargoyle" && m.Def.SlaveOf != "" && !m.Def.NotUnique &&
		len(readyOfClan(g, p.Seat, m.Def.SlaveOf)) > 0
}
