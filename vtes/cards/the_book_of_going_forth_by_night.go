package cards

import "kindred/vtes"

// The Book of Going Forth by Night, for 1 pool: unique equipment; its
// bearer gets superior Serpentis (discgrant.go); an ally opposing it in
// combat that would be burned is stolen and locked instead, with 1 life
// if it had none, and the combat ends (vtes/allyspared.go).
var _ = register(&vtes.CardDef{ID: 100239, Name: "The Book of Going Forth by Night",
	Types: vtes.Equipment, Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Superior: vtes.Serpentis, StealsBurnedAlly: true}})
