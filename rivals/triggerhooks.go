package rivals

import "fmt"

// The texts a trigger walks (triggers, seatTriggers) are few, and few of
// them define the hook a walk looks for: a vampire's Influence asks every
// text of its seat for GivesInfluence, once a vampire a menu (the Title
// plays reckon the coterie's Influence), and a defeat asks every seat for
// OnDefeat. Each seat keeps the hooks its texts may define (textHooks),
// and the City's Events theirs (cityHooks), so that a walk for a hook no
// text defines is not made: it would call nothing.
//
// The sets only grow within a game: a text joins its seat's set when its
// card takes the place where triggers reach it (setZone: an Agenda or a
// Haven, an Ongoing card, a vampire in play, an Event in the Streets) and
// stays when the card leaves. A set is thus every hook a text of the seat
// may define, never fewer (checkHooks), and a walk skipped visits no text
// that defines the hook: the game is the same. The City's set also says
// whether an Event that separates the parties may be in the Streets
// (separateParties).

// hookSet is a set of the trigger hooks of Text, a bit a hook.
type hookSet uint16

// The hooks the trigger walks look for.
const (
	hookOnPlayOngoing hookSet = 1 << iota
	hookOnFaceDown
	hookOnResolveFaceDown
	hookAfterScheme
	hookGivesInfluence
	hookAfterDamage
	hookOnDefeat
	hookOnDefeatMortal
	hookOnAttach
	hookStartOfTurn
	hookEndOfTurn
	// hookSeparateParties is no trigger: an Event's SeparateParties,
	// which separateParties looks for in the Streets.
	hookSeparateParties
)

// hooks returns the trigger hooks t defines (none for no text).
func (t *Text) hooks() hookSet {
	if t == nil {
		return 0
	}
	var h hookSet
	for _, f := range [...]struct {
		set  bool
		hook hookSet
	}{
		{t.OnPlayOngoing != nil, hookOnPlayOngoing},
		{t.OnFaceDown != nil, hookOnFaceDown},
		{t.OnResolveFaceDown != nil, hookOnResolveFaceDown},
		{t.AfterScheme != nil, hookAfterScheme},
		{t.GivesInfluence != nil, hookGivesInfluence},
		{t.AfterDamage != nil, hookAfterDamage},
		{t.OnDefeat != nil, hookOnDefeat},
		{t.OnDefeatMortal != nil, hookOnDefeatMortal},
		{t.OnAttach != nil, hookOnAttach},
		{t.StartOfTurn != nil, hookStartOfTurn},
		{t.EndOfTurn != nil, hookEndOfTurn},
		{t.SeparateParties, hookSeparateParties},
	} {
		if f.set {
			h |= f.hook
		}
	}
	return h
}

// triggerText returns the text of c the trigger walks reach with c in
// zone z, and the seat whose walk reaches it (-1 for the City's): nil
// when they reach none (playerTriggers, cityTriggers).
func triggerText(c *Card, z Zone) (*Text, int) {
	switch {
	case c.Def.Text == nil:
		return nil, 0
	case z == ZoneAgendaCard || z == ZoneHavenCard:
		return c.Def.Text, c.Owner
	case z == ZoneOngoing:
		return c.Def.Text, c.Controller
	case c.Def.Kind == KindVampire && inPlayZone(z):
		return c.Def.Text.Triggers, c.Controller
	case z == ZoneStreets && c.Def.Has(TypeEvent):
		return c.Def.Text, -1
	}
	return nil, 0
}

// noteHooks adds the hooks of the text c brings where triggers reach it,
// in zone z, to its seat's set or the City's (setZone).
func (g *Game) noteHooks(c *Card, z Zone) {
	t, seat := triggerText(c, z)
	if t == nil {
		return
	}
	switch h := t.hooks(); {
	case seat == -1:
		g.cityHooks |= h
	case seat >= 0 && seat < len(g.textHooks):
		g.textHooks[seat] |= h
	}
}

// resetHooks makes the sets from the cards where they are, for a
// position built field by field (Scenario).
func (g *Game) resetHooks() {
	g.textHooks, g.cityHooks = [4]hookSet{}, 0
	for _, c := range g.cards {
		g.noteHooks(c, c.Zone)
	}
}

// checkHooks reports a text the trigger walks reach whose hooks its
// seat's set, or the City's, lacks: a walk for one of them would have
// been skipped.
func (g *Game) checkHooks() error {
	for _, c := range g.cards {
		t, seat := triggerText(c, c.Zone)
		if t == nil {
			continue
		}
		set := g.cityHooks
		if seat >= 0 && seat < len(g.textHooks) {
			set = g.textHooks[seat]
		}
		if h := t.hooks(); h&^set != 0 {
			return fmt.Errorf("%s (card %d, zone %d) defines trigger hooks %#x its set %#x lacks", c.Def.Name, c.ID, c.Zone, h, set)
		}
	}
	return nil
}
