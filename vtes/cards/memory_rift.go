package cards

import "kindred/vtes"

// Memory Rift: by an Anarch, as the action is announced (§14 C26), with
// one or more of its Disciplines, each adding its clause (group G00086):
// [dem] a titled vampire, or one younger than this Anarch, chosen then,
// cannot block this action; [obf] +1 stealth, even before it is needed;
// [pre] if the action is blocked, this Anarch can strike: combat ends, in
// the first round of the resulting combat (GiveFirstRoundStrike). One mode per
// combination of Disciplines, as The Platinum Protocol.
var _ = register(memoryRift())

// memoryRift builds Memory Rift: one mode for each non-empty combination
// of [dem], [obf] and [pre], named in Disc, Also and Extra.
func memoryRift() *vtes.CardDef {
	d := &vtes.CardDef{ID: 101199, Name: "Memory Rift", Types: vtes.ActionModifier,
		Requires: vtes.Requirement{Anarch: true}}
	d.Modes = discCombos([]vtes.Disc{vtes.Dementation, obf, pre},
		[]string{"a titled or younger vampire cannot block", "+1 stealth", "if blocked: strike: combat ends"},
		[]string{"un vampire titré ou plus jeune ne peut pas bloquer", "+1 discrétion",
			"si bloquée : frappe : le combat prend fin"},
		func(set int, en, fr string) vtes.Mode {
			md := vtes.Mode{Kind: vtes.PlayModifier, Level: inf, Step: vtes.StepAnnounced, Label: en, French: fr}
			demUsed, obfUsed, preUsed := set&1 != 0, set&2 != 0, set&4 != 0
			if demUsed {
				md.Legal = func(g *vtes.Game, p *vtes.Play) bool { return len(riftBlockers(g, p)) > 0 }
			}
			md.Resolve = func(g *vtes.Game, p *vtes.Play) {
				if demUsed {
					riftBars(g, p)
				}
				if obfUsed {
					vtes.AddStealth(1).Resolve(g, p)
				}
				if preUsed {
					riftStrike(g, p.Minion)
				}
			}
			return md
		})
	return d
}

// riftBlockers lists the vampires [dem] Memory Rift may name: the ready
// vampires of the other Methuselahs that are titled or younger than the
// acting Anarch.
func riftBlockers(g *vtes.Game, p *vtes.Play) []*vtes.Card {
	var out []*vtes.Card
	for _, s := range others(g, p.Seat) {
		for _, v := range g.ReadyMinions(s) {
			if v.IsVampire() && (g.TitleOf(v) != vtes.NoTitle || g.Younger(v, p.Minion)) {
				out = append(out, v)
			}
		}
	}
	return out
}

// riftBars has the acting Methuselah choose one of riftBlockers, which
// cannot block the action.
func riftBars(g *vtes.Game, p *vtes.Play) {
	vs := riftBlockers(g, p)
	if len(vs) == 0 {
		return
	}
	v := g.Choose(p.Seat, vs)
	a := g.Action()
	a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool { return b == v })
}

// riftStrike gives the Anarch, if the action is blocked, the strike
// "combat ends" in the first round of the resulting combat.
func riftStrike(g *vtes.Game, m *vtes.Card) {
	g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
		g.GiveFirstRoundStrike(cs, m, vtes.Strike{Label: "combat ends", CombatEnds: true})
	})
}
