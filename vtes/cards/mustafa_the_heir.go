package cards

import "kindred/vtes"

// Mustafa, The Heir, Camarilla Prince of Istanbul: during the polling of
// a political action, each older (higher capacity) Toreador of another
// Methuselah can move 1 blood from itself to Mustafa to force him to cast
// his votes and ballot on the side its Methuselah chooses, once each
// (forcedvotes.go; §5.2). Whoever forces him last has the final say
// ([LSJ 20090304-2]).
var _ = register(ofCity(with(vampire(201026, "Mustafa, The Heir", 6, "Ventrue", 4,
	"cel dom FOR PRE", vtes.Camarilla, vtes.Prince),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling, AnyMethuselah: true,
		Label:  "an older Toreador moves 1 blood to Mustafa: choose his votes",
		French: "un Toréador plus âgé déplace 1 sang sur Mustafa : choisir ses votes",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return len(olderToreador(g, p)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			ts := olderToreador(g, p)
			if len(ts) == 0 {
				return
			}
			t := g.Choose(p.Seat, ts)
			g.ActionOnce(t, p.Source.Def.ID)
			g.LoseBlood(t, 1)
			g.AddBlood(p.Source, 1)
			g.ForceVotes(p.Source, g.ChooseVoteSide(p.Seat, g.Votes(p.Source)))
		}}}}), "Istanbul"))

// olderToreador lists the ready Toreador p.Seat controls, older than
// Mustafa (p.Source) and with blood to move, that have not forced him yet
// in this political action; none for his own Methuselah or outside a
// political action's polling.
func olderToreador(g *vtes.Game, p *vtes.Play) []*vtes.Card {
	r := g.Referendum()
	if r == nil || r.BloodHunt || g.Action() == nil || p.Seat == p.Source.Controller ||
		!p.Source.Ready() {
		return nil
	}
	var out []*vtes.Card
	for _, m := range g.ReadyMinions(p.Seat) {
		if m.IsVampire() && m.Def.Clan == "Toreador" && m.Blood > 0 &&
			g.Younger(p.Source, m) && g.ActionFree(m, p.Source.Def.ID) {
			out = append(out, m)
		}
	}
	return out
}
