package cards

import "kindred/vtes"

// Break the Bonds: requires an Anarch; a Ⓓ bleed played with one or more
// of its Disciplines, each adding its clause (as The Platinum Protocol,
// group G00086): [ani] +1 bleed; [obf] if the bleed is successful, its
// Methuselah may lock a minion the target Methuselah controls, chosen as
// it resolves (the prey need not control one, [ANK 20240706]); [pre] if
// the bleed is successful, 1 blood on a vampire in its Methuselah's
// uncontrolled region: there must be one to play it ([ANK 20240706]; the
// vampire is chosen as the bleed resolves). One mode per combination.
var _ = register(breakTheBonds())

// breakTheBonds builds Break the Bonds: one mode for each non-empty
// combination of [ani], [obf] and [pre], named in Disc, Also and Extra.
func breakTheBonds() *vtes.CardDef {
	d := &vtes.CardDef{ID: 102247, Name: "Break the Bonds", Types: vtes.Action,
		Requires: vtes.Requirement{Anarch: true}}
	d.Modes = discCombos([]vtes.Disc{ani, obf, pre},
		[]string{"+1 bleed", "lock a minion", "1 blood to an uncontrolled vampire"},
		[]string{"+1 en morsure", "incliner un serviteur", "1 sang à un vampire non contrôlé"},
		func(set int, en, fr string) vtes.Mode {
			md := comboBleed(en, fr)
			aniUsed, obfUsed, preUsed := set&1 != 0, set&2 != 0, set&4 != 0
			if preUsed {
				md.Legal = hasUncontrolledVampire
			}
			md.Resolve = func(g *vtes.Game, p *vtes.Play) {
				if aniUsed {
					addBleed(g, 1)
				}
				if !vtes.BleedWouldSucceed(g, p) {
					return
				}
				if obfUsed {
					lockTargetMinion(g, p)
				}
				if preUsed {
					if vs := uncontrolledVampires(g, p.Seat); len(vs) > 0 {
						g.AddBlood(g.Choose(p.Seat, vs), 1)
					}
				}
			}
			return md
		})
	return d
}

// hasUncontrolledVampire: the player has a vampire in their uncontrolled
// region.
func hasUncontrolledVampire(g *vtes.Game, p *vtes.Play) bool {
	return len(uncontrolledVampires(g, p.Seat)) > 0
}

// uncontrolledVampires lists seat's vampires in their uncontrolled region.
func uncontrolledVampires(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, id := range g.Methuselah(seat).Uncontrolled {
		if c := g.Card(id); c.IsVampire() {
			out = append(out, c)
		}
	}
	return out
}

// lockTargetMinion: the player may lock an unlocked ready minion the
// bleed's target Methuselah controls.
func lockTargetMinion(g *vtes.Game, p *vtes.Play) {
	a := g.Action()
	if a.TargetSeat < 0 {
		return
	}
	var ms []*vtes.Card
	for _, m := range g.ReadyMinions(a.TargetSeat) {
		if !m.Locked {
			ms = append(ms, m)
		}
	}
	if len(ms) > 0 {
		if m := g.ChooseOrNone(p.Seat, ms); m != nil {
			g.Lock(m)
		}
	}
}
