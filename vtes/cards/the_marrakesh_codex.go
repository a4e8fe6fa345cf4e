package cards

import "kindred/vtes"

// The Marrakesh Codex: unique master card put in play. Its Methuselah
// locks it to look at and reorder the top 4 cards of their library
// (libraryreorder.go), in the phases of their turn, out of actions. Any
// vampire of another Methuselah can steal it for its own Methuselah as a
// Ⓓ action (§3.5, §14 C10).
var _ = register(&vtes.CardDef{ID: 101172, Name: "The Marrakesh Codex", Types: vtes.Master,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", French: "mettre en jeu",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Abilities: codexReorders(vtes.StepMaster, vtes.StepInfluence, vtes.StepMinionPhase,
			vtes.StepDiscardPhase),
		AnyController: true,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true,
			Target: vtes.TargetInPlayCard, Label: "steal",
			French: "voler",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Target == p.Card && p.Minion.IsVampire() &&
					p.Minion.Controller != p.Card.Controller
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Card.Zone == vtes.ZoneInPlay && p.Card.Controller != p.Seat {
					g.Steal(p.Card, p.Seat)
				}
			}}}}})

// codexReorders is the Codex's ability, offered at each of steps.
func codexReorders(steps ...vtes.Step) []vtes.Ability {
	var out []vtes.Ability
	for _, st := range steps {
		out = append(out, vtes.Ability{Step: st,
			Label:  "lock: reorder the top 4 cards of your library",
			French: "incliner : réordonner les 4 premières cartes de votre bibliothèque",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return !p.Source.Locked && g.Action() == nil &&
					len(g.Methuselah(p.Seat).Library) > 1
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.ReorderLibraryTop(p.Seat, 4)
			}})
	}
	return out
}
