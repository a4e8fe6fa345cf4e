package cards

import "kindred/vtes"

// Veil the Legions: played not by the acting minion but by another ready,
// unlocked vampire of its Methuselah (Mode.ByOther; only the acting
// Methuselah plays it [LSJ 19990425]), one Veil each action: [obf] the
// acting minion gets +1 stealth; [OBF] as well, and that vampire may burn
// X blood to give the next X actions of its Methuselah's minions this turn
// +1 stealth (Game.StealthForNextActions; an action cancelled after it was
// played still counts [LSJ 20070526] [ANK 20210124]); one superior Veil
// each turn. Stealth only while the actor is being blocked (§4.3).
var _ = register(&vtes.CardDef{ID: 102097, Name: "Veil the Legions",
	Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: obf, Level: inf, ByOther: true,
			Step: vtes.StepBlockAttempt, Label: "+1 stealth to the acting minion",
			French: "+1 discrétion au serviteur agissant",
			Legal:  vtes.All(vtes.BeingBlocked, veilable), Resolve: vtes.AddStealth(1).Resolve},
		{Kind: vtes.PlayModifier, Disc: obf, Level: sup, ByOther: true,
			Step: vtes.StepBlockAttempt,
			Label: "+1 stealth to the acting minion; burn X blood: " +
				"+1 stealth to the next X actions",
			French: "+1 discrétion au serviteur agissant ; brûler X points de sang : " +
				"+1 discrétion aux X prochaines actions",
			Legal: vtes.All(vtes.BeingBlocked, veilable, func(g *vtes.Game, p *vtes.Play) bool {
				return !g.Marked(veilSuperiorKey)
			}),
			Resolve: veilTheLegions},
	}})

// veilSuperiorKey is the turn mark of a superior Veil the Legions played.
const veilSuperiorKey = -47 << 24

// veilable: the vampire playing the Veil is unlocked, and no Veil the
// Legions was played on this action yet.
func veilable(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	if p.Minion == nil || p.Minion.Locked || a == nil {
		return false
	}
	for _, r := range a.Reacted {
		if r[1] == p.Card.Def.ID {
			return false
		}
	}
	return true
}

// veilTheLegions is superior Veil the Legions: +1 stealth, then the
// vampire that played it may burn X blood for the next X actions.
func veilTheLegions(g *vtes.Game, p *vtes.Play) {
	g.MarkOnce(veilSuperiorKey)
	vtes.AddStealth(1).Resolve(g, p)
	if v := p.Minion; v.Ready() && v.Blood > 0 {
		x := g.ChooseAmount(p.Seat, 0, v.Blood)
		g.LoseBlood(v, x)
		g.StealthForNextActions(p.Seat, x)
	}
}
