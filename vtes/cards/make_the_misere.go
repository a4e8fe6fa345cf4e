package cards

import "kindred/vtes"

// Make the Misere: requires an Anarch; Ⓓ enter combat with a locked
// minion; more than one Discipline may be used, each adding its
// clause: [cel] 1 optional maneuver during that combat, [obf] +1
// stealth, [pot] +1 strength during that combat. Played, the card
// requires the Disciplines used (group G00086 [LSJ 20011204-3]); a
// target unlocked by resolution makes it fizzle (group G00078).
var _ = register(&vtes.CardDef{ID: 101147, Name: "Make the Misere", Types: vtes.Action,
	Requires: vtes.Requirement{Anarch: true}, Modes: makeTheMisere()})

// makeTheMisere lists Make the Misere's modes: one per set of its
// Disciplines used (cel, obf, pot, and each combination); a mode needing
// all three checks Potence in its Legal, Mode holding two.
func makeTheMisere() []vtes.Mode {
	var out []vtes.Mode
	discs := []vtes.Disc{cel, obf, pot}
	for set := 1; set < 8; set++ {
		var use []vtes.Disc
		for i, d := range discs {
			if set&(1<<i) != 0 {
				use = append(use, d)
			}
		}
		md := vtes.Mode{Kind: vtes.PlayAction, Level: inf, Disc: use[0], Directed: true,
			Target: vtes.TargetLockedMinion, EntersCombat: true}
		if len(use) > 1 {
			md.Also = use[1]
		}
		if len(use) > 2 {
			md.Legal = func(g *vtes.Game, p *vtes.Play) bool {
				return g.Level(p.Minion, pot) >= inf
			}
		}
		label := "enter combat with a locked minion"
		maneuver, strength := set&1 != 0, set&4 != 0
		if set&2 != 0 {
			md.Stealth = 1
			label += ", +1 stealth"
		}
		if maneuver {
			label += ", 1 optional maneuver"
		}
		if strength {
			label += ", +1 strength"
		}
		md.Label = label
		md.Resolve = func(g *vtes.Game, p *vtes.Play) {
			if !p.Target.Ready() || !p.Target.Locked { // fizzles (G00078)
				return
			}
			g.FightWith(p.Minion, p.Target, func(cs *vtes.CombatState) {
				if maneuver {
					cs.GainManeuvers(0, 1)
				}
				if strength {
					cs.GainStrength(0, 1)
				}
			})
		}
		out = append(out, md)
	}
	return out
}
