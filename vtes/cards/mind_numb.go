package cards

import "kindred/vtes"

// Mind Numb, for 1 blood: Ⓓ stun an unlocked vampire: it locks and
// does not unlock in its controller's next unlock phase (group G00005);
// [PRE] a +1 stealth action. A target locked when the action resolves
// is not stunned: the action fizzles, its cost paid (group G00081).
var _ = register(&vtes.CardDef{ID: 101211, Name: "Mind Numb", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: pre, Cost: vtes.Cost{Blood: 1},
		Directed: true, Target: vtes.TargetVampire, Legal: targetUnlocked},
		stunUnlocked, stunUnlocked.WithStealth(1))})

// stunUnlocked is Mind Numb's effect (stun).
var stunUnlocked = vtes.Effect{Label: "stun an unlocked vampire", Resolve: stun}

// targetUnlocked: the action's target is unlocked.
func targetUnlocked(g *vtes.Game, p *vtes.Play) bool { return p.Target != nil && !p.Target.Locked }

// stun locks the target, which does not unlock in its controller's next
// unlock phase, if it is still an unlocked vampire in play.
func stun(g *vtes.Game, p *vtes.Play) {
	t := p.Target
	if (t.Ready() || t.Zone == vtes.ZoneTorpor) && !t.Locked {
		g.Lock(t)
		t.NoUnlock = true
		g.Changed(t)
	}
}
