package cards

import "kindred/vtes"

// The Disciplines' short names, as the cards write them ([pro], [frt]…),
// and the Discipline master cards.

const (
	pro = vtes.Protean
	frt = vtes.Fortitude
)

const (
	ani = vtes.Animalism
	obf = vtes.Obfuscate
	pot = vtes.Potence
	pre = vtes.Presence
	cel = vtes.Celerity
	aus = vtes.Auspex

	inf = vtes.Inferior
	sup = vtes.Superior
)

const tha = vtes.BloodSorcery

// pressToContinue: the minion may press now, and no press to continue
// stands, so its press would continue the combat (§6.6).
func pressToContinue(g *vtes.Game, p *vtes.Play) bool {
	return vtes.CanPressNow(g, p) && !g.Combat().PressStands()
}

const dom = vtes.Dominate

// targetLocation: the action's target is a location.
func targetLocation(g *vtes.Game, p *vtes.Play) bool { return p.Target != nil && p.Target.Def.Location }

// disciplineCard is a Discipline master card: on a vampire without the
// superior level, +1 level of d and +1 capacity (§1.6).
func disciplineCard(id int, name string, d vtes.Disc) *vtes.CardDef {
	return &vtes.CardDef{ID: id, Name: name, Types: vtes.Master, Discipline: d,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a vampire",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return masterTargetable(g, p, 1).among(eachDisciplineTarget(g, d))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if v := g.ChooseMasterTargetAmong(p.Seat, eachDisciplineTarget(g, d)); v != nil { // Secure Haven's surcharge
					g.GiveDiscipline(p.Card, v, d)
				}
			}}}}
}
