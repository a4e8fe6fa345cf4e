package cards

import (
	"strings"

	"kindred/vtes"
)

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
	discs := []vtes.Disc{vtes.Dementation, obf, pre}
	labels := []string{"a titled or younger vampire cannot block", "+1 stealth",
		"if blocked: strike: combat ends"}
	french := []string{"un vampire titré ou plus jeune ne peut pas bloquer", "+1 discrétion",
		"si bloquée : frappe : le combat prend fin"}
	for set := 1; set < 8; set++ {
		var used []vtes.Disc
		var en, fr []string
		for i, dc := range discs {
			if set&(1<<i) != 0 {
				used = append(used, dc)
				en, fr = append(en, labels[i]), append(fr, french[i])
			}
		}
		md := vtes.Mode{Kind: vtes.PlayModifier, Disc: used[0], Level: inf,
			Step: vtes.StepAnnounced, Label: strings.Join(en, ", "), French: strings.Join(fr, ", ")}
		if len(used) > 1 {
			md.Also = used[1]
		}
		if len(used) == 3 {
			md.Extra = used[2]
		}
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
		d.Modes = append(d.Modes, md)
	}
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
