package cards

import "kindred/vtes"

// Dust Up: requires an Anarch; [ani] hand strike at +1 damage that
// cannot be dodged (group G00109: the dodge is made, to no effect);
// [cel] dodge, with 1 additional strike, limited: not playable once
// another effect gave additional strikes this round ([ANK 20220204]);
// [pot] hand strike at +2 damage. The extra damage is hand damage like
// the rest ([TOM 19960225]).
var _ = register(&vtes.CardDef{ID: 100597, Name: "Dust Up", Types: vtes.Combat,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayStrike, Disc: ani, Level: inf, Hand: true}.Does(vtes.Undodgeable(vtes.HandStrike(1))),
		{Kind: vtes.PlayStrike, Disc: cel, Level: inf, StrikeKind: vtes.DodgeStrike,
			Label: "dodge, with 1 additional strike", Legal: vtes.CanStrikeWithExtra,
			Resolve: vtes.StrikeWithExtra(vtes.Strike{Label: "dodge", Dodge: true}, 1)},
		vtes.Mode{Kind: vtes.PlayStrike, Disc: pot, Level: inf, Hand: true}.Does(vtes.HandStrike(2)),
	}})
