package rivals

import "kindred/engine"

// This file is the table as people read it: the terminal's (AppendText)
// and, through the same accessors, the browser's (rivalsgame's ViewJSON).
// Everything it shows is what the view's seat may see (spec §9.4).

// Attachments returns the cards attached to vampire id (Retainers and
// Titles, face up: spec §4.19).
func (v *View) Attachments(id CardID) []VisibleCard {
	if id < 0 || int(id) >= len(v.g.cards) {
		return nil
	}
	var out []VisibleCard
	for _, c := range v.g.cards {
		if c.Zone == ZoneAttached && c.Host == id {
			out = append(out, v.visible(c))
		}
	}
	return out
}

// BP returns the Blood Potency of vampire id, its Retainers' included
// (its most Blood, spec §1.6), or a City mortal's printed Blood.
func (v *View) BP(id CardID) int {
	if id < 0 || int(id) >= len(v.g.cards) {
		return 0
	}
	c := v.g.cards[id]
	if c.Vampire() {
		return v.g.bp(c)
	}
	return c.Def.Blood
}

// AP returns the Agenda points a City card scores when defeated (spec
// §1.9), 0 for others.
func (v *View) AP(id CardID) int {
	if id < 0 || int(id) >= len(v.g.cards) {
		return 0
	}
	return v.g.cards[id].Def.AP
}

// Marks reports, of card id, whether it carries a No-Influence token (spec
// §4.14) and whose colour marks it, an Event – Ongoing (spec §4.23; -1:
// none).
func (v *View) Marks(id CardID) (noInfluence bool, token int) {
	if id < 0 || int(id) >= len(v.g.cards) {
		return false, -1
	}
	c := v.g.cards[id]
	if c.Def.Kind != KindCity || !c.Def.Has(TypeEvent) {
		return c.NoInfluence, -1
	}
	return c.NoInfluence, c.Token
}

// FightView is what the view's seat sees of the attack or the Scheme in
// progress: its cards face down until they are revealed (spec §4.7.4,
// §4.7.6, §4.15).
type FightView struct {
	// Scheme: an Influence Conflict; Card is then the Scheme and Seat its
	// player. Otherwise an attack by Attacker (of Seat) on Target,
	// Blocker blocking, of type Type (0 until declared).
	Scheme                    bool
	Seat                      int
	Card                      VisibleCard
	Attacker, Target, Blocker VisibleCard
	Type                      AttackType
	// Revealed: the face-down cards are turned up (step 8).
	Revealed bool
	// Commits are the Scheme's sides and visible Influence of the seats
	// that committed (spec §4.15: public once committed; the Prestige in
	// the fist stays secret until the reveal).
	Commits []SchemeCommit
	// Played are the face-down cards of the fight, each with the seat
	// that played it.
	Played      []VisibleCard
	PlayedSeats []int
}

// SchemeCommit is one seat's commitment to a Scheme: Side +1 YES, -1 NO,
// 0 abstains; Influence its visible Influence.
type SchemeCommit struct {
	Seat, Side, Influence int
}

// Fight returns the attack or the Scheme in progress, if any.
func (v *View) Fight() (FightView, bool) {
	g := v.g
	var f FightView
	switch {
	case g.scheme != nil:
		sc := g.scheme
		f = FightView{Scheme: true, Seat: sc.Seat, Card: v.visible(sc.Card)}
		for seat, done := range sc.Done {
			if done {
				f.Commits = append(f.Commits, SchemeCommit{Seat: seat, Side: sc.Side[seat], Influence: sc.Visible[seat]})
			}
		}
	case g.attack != nil:
		a := g.attack
		f = FightView{Seat: a.Attacker.Controller, Attacker: v.visible(a.Attacker), Type: a.Type, Revealed: a.Revealed,
			Target: VisibleCard{ID: NoCard}, Blocker: VisibleCard{ID: NoCard}}
		if a.Target != nil {
			f.Target = v.visible(a.Target)
		}
		if a.Blocker != nil {
			f.Blocker = v.visible(a.Blocker)
		}
	default:
		return f, false
	}
	for _, c := range g.cards {
		if c.Zone == ZoneCombat {
			f.Played = append(f.Played, v.visible(c))
			f.PlayedSeats = append(f.PlayedSeats, c.Controller)
		}
	}
	return f, true
}

var (
	msgViewSetup    = engine.NewMsg("rivals.view.setup", "Setup.", "Mise en place.")
	msgViewTurn     = engine.NewMsg("rivals.view.turn", "Turn {0}, {1}: {2} plays.", "Tour {0}, {1} : {2} joue.")
	msgViewOver     = engine.NewMsg("rivals.view.over", "The game is over.", "La partie est terminée.")
	msgViewCity     = engine.NewMsg("rivals.view.city", "The City: {0} cards in the deck, {1} in the discard.", "La Cité : {0} cartes dans le deck, {1} dans la défausse.")
	msgViewStreets  = engine.NewMsg("rivals.view.streets-city", "  In the Streets: ", "  Dans la Rue : ")
	msgViewNothing  = engine.NewMsg("rivals.view.nothing", "nothing", "rien")
	msgViewPlayer   = engine.NewMsg("rivals.view.player", "{0}{1}: {2} Prestige", "{0}{1} : {2} Prestige")
	msgViewAPs      = engine.NewMsg("rivals.view.aps", ", {0}/13 Agenda points", ", {0}/13 points de Cabale")
	msgViewCards    = engine.NewMsg("rivals.view.cards", "  Agenda {0}; Haven {1}; Rival {2}.", "  Cabale {0} ; Refuge {1} ; Rival {2}.")
	msgViewYou      = engine.NewMsg("rivals.view.you", " (you)", " (vous)")
	msgViewOut      = engine.NewMsg("rivals.view.out", " (eliminated)", " (éliminé)")
	msgViewHandN    = engine.NewMsg("rivals.view.hand-counts", "  Hand {0} Library + {1} Faction;", "  Main {0} Bibliothèque + {1} Faction ;")
	msgViewCounts   = engine.NewMsg("rivals.view.counts", " Library {0}, Faction deck {1}, discard {2}.", " Bibliothèque {0}, deck Faction {1}, défausse {2}.")
	msgViewHaven    = engine.NewMsg("rivals.view.haven", "  Haven:   ", "  Refuge : ")
	msgViewStreetsP = engine.NewMsg("rivals.view.streets", "  Streets: ", "  Rue :    ")
	msgViewTorpor   = engine.NewMsg("rivals.view.torpor", "  Torpor:  ", "  Torpeur : ")
	msgViewOngoing  = engine.NewMsg("rivals.view.ongoing", "  Ongoing: ", "  Persistant : ")
	msgViewConsp    = engine.NewMsg("rivals.view.conspiracies", "  Conspiracies: ", "  Conspirations : ")
	msgViewParty    = engine.NewMsg("rivals.view.party", "party {0}: ", "groupe {0} : ")
	msgViewBlood    = engine.NewMsg("rivals.view.blood", "{0}/{1} Blood", "{0}/{1} Sang")
	msgViewBloodN   = engine.NewMsg("rivals.view.blood-n", "{0} Blood", "{0} Sang")
	msgViewPrestige = engine.NewMsg("rivals.view.prestige", "{0} Prestige", "{0} Prestige")
	msgViewAPValue  = engine.NewMsg("rivals.view.ap", "{0} AP", "{0} PC")
	msgViewLeader   = engine.NewMsg("rivals.view.leader", "Leader", "Meneur")
	msgViewExhaust  = engine.NewMsg("rivals.view.exhausted", "exhausted", "épuisé")
	msgViewNoInfl   = engine.NewMsg("rivals.view.no-influence", "no Influence", "sans Influence")
	msgViewToken    = engine.NewMsg("rivals.view.token", "{0}'s token", "jeton de {0}")
	msgViewFaceDown = engine.NewMsg("rivals.view.face-down", "a face-down card", "une carte face cachée")
	msgViewHand     = engine.NewMsg("rivals.view.hand", "Your hand: ", "Votre main : ")
	msgViewAttack   = engine.NewMsg("rivals.view.attack", "Attack in progress: {0} ({1}) attacks {2}", "Attaque en cours : {0} ({1}) attaque {2}")
	msgViewNoTarget = engine.NewMsg("rivals.view.no-target", "a target to choose", "une cible à choisir")
	msgViewAttType  = engine.NewMsg("rivals.view.attack-type", ", {0}", ", {0}")
	msgViewBlocked  = engine.NewMsg("rivals.view.blocked", ", blocked by {0}", ", bloquée par {0}")
	msgViewScheme   = engine.NewMsg("rivals.view.scheme", "Scheme in progress: {0} by {1}", "Intrigue en cours : {0} de {1}")
	msgViewAbstains = engine.NewMsg("rivals.view.abstains", "  {0} abstains.", "  {0} s'abstient.")
	msgViewYes      = engine.NewMsg("rivals.view.yes", "  {0}: YES, {1} Influence shown.", "  {0} : OUI, {1} d'Influence visible.")
	msgViewNo       = engine.NewMsg("rivals.view.no", "  {0}: NO, {1} Influence shown.", "  {0} : NON, {1} d'Influence visible.")
	msgViewPlayed   = engine.NewMsg("rivals.view.played", "  {0} played {1}.", "  {0} a joué {1}.")
)

var phaseMsgs = [...]engine.Msg{
	PhaseSetup:     engine.NewMsg("rivals.view.phase.setup", "setup", "mise en place"),
	PhaseBeginning: engine.NewMsg("rivals.view.phase.beginning", "Beginning phase", "phase de début"),
	PhaseAction:    engine.NewMsg("rivals.view.phase.action", "Action phase", "phase d'action"),
	PhaseEnd:       engine.NewMsg("rivals.view.phase.end", "End phase", "phase de fin"),
	PhaseOver:      engine.NewMsg("rivals.view.phase.over", "game over", "fin de partie"),
}

// AppendText describes the table for people in lang: the City and its
// Streets, then each player's pool, Agenda, Haven, Rival, counts and
// vampires (Blood, Blood Potency, Leader, exhaustion, attachments), Ongoing
// cards and Conspiracies, the attack or Scheme in progress with its
// face-down cards, and the seat's own hand.
func (v *View) AppendText(dst []byte, lang engine.Lang) []byte {
	g := v.g
	switch g.Phase {
	case PhaseSetup:
		dst = msgViewSetup.Text().Append(dst, lang)
	case PhaseOver:
		dst = msgViewOver.Text().Append(dst, lang)
	default:
		dst = msgViewTurn.With(engine.Int(g.Turn), engine.Sub(phaseMsgs[g.Phase]), g.seatName(g.Active)).Append(dst, lang)
	}
	dst = append(dst, '\n')
	dst = msgViewCity.With(engine.Int(len(g.CityDeck)), engine.Int(len(g.CityDiscard))).Append(dst, lang)
	dst = append(dst, '\n')
	dst = msgViewStreets.Text().Append(dst, lang)
	dst = v.appendCards(dst, v.Streets(), false, lang)
	dst = append(dst, '\n')
	for s := range g.Players {
		pv := v.Player(s)
		you := engine.Str("")
		if s == v.seat {
			you = engine.Sub(msgViewYou)
		}
		dst = msgViewPlayer.With(g.seatName(s), you, engine.Int(pv.Prestige)).Append(dst, lang)
		dst = msgViewAPs.With(engine.Int(pv.AP)).Append(dst, lang)
		if pv.Eliminated {
			dst = msgViewOut.Text().Append(dst, lang)
		}
		dst = append(dst, '\n')
		dst = msgViewCards.With(NameArg(pv.Agenda), NameArg(pv.Haven), g.seatName(pv.Rival)).Append(dst, lang)
		dst = append(dst, '\n')
		dst = msgViewHandN.With(engine.Int(pv.HandLibrary), engine.Int(pv.HandFaction)).Append(dst, lang)
		dst = msgViewCounts.With(engine.Int(pv.Library), engine.Int(pv.Faction), engine.Int(len(pv.Discard))).Append(dst, lang)
		dst = append(dst, '\n')
		for _, z := range [...]struct {
			msg     engine.Msg
			cards   []VisibleCard
			parties bool
		}{{msgViewHaven, pv.InHaven, false}, {msgViewStreetsP, pv.Streets, true}, {msgViewTorpor, pv.Torpor, false},
			{msgViewOngoing, pv.Ongoing, false}, {msgViewConsp, pv.Conspiracies, false}} {
			if len(z.cards) == 0 {
				continue
			}
			dst = z.msg.Text().Append(dst, lang)
			if z.msg == msgViewConsp {
				for i, c := range z.cards {
					if i > 0 {
						dst = append(dst, "; "...)
					}
					dst = v.appendName(dst, c, lang)
					dst = append(dst, " ("...)
					dst = msgViewPrestige.With(engine.Int(c.Blood)).Append(dst, lang)
					dst = append(dst, ')')
				}
			} else {
				dst = v.appendCards(dst, z.cards, z.parties, lang)
			}
			dst = append(dst, '\n')
		}
	}
	if f, ok := v.Fight(); ok {
		dst = v.appendFight(dst, f, lang)
	}
	if hand := v.Hand(); v.seat >= 0 {
		dst = msgViewHand.Text().Append(dst, lang)
		if len(hand) == 0 {
			dst = msgViewNothing.Text().Append(dst, lang)
		}
		for i, c := range hand {
			if i > 0 {
				dst = append(dst, ", "...)
			}
			dst = AppendName(dst, c.Name, lang)
		}
		dst = append(dst, '\n')
	}
	return dst
}

// appendName writes a card's name, or that it is face down.
func (v *View) appendName(dst []byte, c VisibleCard, lang engine.Lang) []byte {
	if c.FaceDown {
		return msgViewFaceDown.Text().Append(dst, lang)
	}
	return AppendName(dst, c.Name, lang)
}

// appendCards writes cards in play separated by "; ", each with its
// state in brackets; with parties, the Streets' parties are named.
func (v *View) appendCards(dst []byte, cs []VisibleCard, parties bool, lang engine.Lang) []byte {
	if len(cs) == 0 {
		return msgViewNothing.Text().Append(dst, lang)
	}
	if parties && len(cs) > 1 {
		cs = byParty(cs)
	} else {
		parties = false
	}
	group, n := -1, 0
	for i, c := range cs {
		if i > 0 {
			dst = append(dst, "; "...)
		}
		if parties && c.Group != group {
			group = c.Group
			n++
			dst = msgViewParty.With(engine.Int(n)).Append(dst, lang)
		}
		dst = v.appendCard(dst, c, lang)
	}
	return dst
}

// appendCard writes one card in play: its name, then in brackets its
// Blood (of its Blood Potency), Leader, exhausted, No-Influence, the
// Event's colour token, its AP value (a mortal), and its attachments.
func (v *View) appendCard(dst []byte, c VisibleCard, lang engine.Lang) []byte {
	dst = v.appendName(dst, c, lang)
	if c.FaceDown {
		return dst
	}
	card := v.g.cards[c.ID]
	noInfl, token := v.Marks(c.ID)
	var parts []engine.Text
	switch {
	case card.Vampire():
		parts = append(parts, msgViewBlood.With(engine.Int(c.Blood), engine.Int(v.BP(c.ID))))
	case card.Def.Kind == KindCity && card.Def.Blood > 0: // a mortal, beaten in one blow (spec §4.18)
		parts = append(parts, msgViewBloodN.With(engine.Int(card.Def.Blood)))
	case c.Blood > 0:
		parts = append(parts, msgViewBloodN.With(engine.Int(c.Blood)))
	}
	if ap := v.AP(c.ID); ap > 0 {
		parts = append(parts, msgViewAPValue.With(engine.Int(ap)))
	}
	if c.Leader {
		parts = append(parts, msgViewLeader.Text())
	}
	if c.Exhausted {
		parts = append(parts, msgViewExhaust.Text())
	}
	if noInfl {
		parts = append(parts, msgViewNoInfl.Text())
	}
	if token >= 0 {
		parts = append(parts, msgViewToken.With(v.g.seatName(token)))
	}
	if len(parts) > 0 {
		dst = append(dst, " ["...)
		for i, p := range parts {
			if i > 0 {
				dst = append(dst, ", "...)
			}
			dst = p.Append(dst, lang)
		}
		dst = append(dst, ']')
	}
	for _, a := range v.Attachments(c.ID) {
		dst = append(dst, " + "...)
		dst = v.appendName(dst, a, lang)
		if a.Exhausted {
			dst = append(dst, " ["...)
			dst = msgViewExhaust.Text().Append(dst, lang)
			dst = append(dst, ']')
		}
	}
	return dst
}

// appendFight writes the attack or Scheme in progress and its cards.
func (v *View) appendFight(dst []byte, f FightView, lang engine.Lang) []byte {
	if f.Scheme {
		dst = msgViewScheme.With(NameArg(f.Card.Name), v.g.seatName(f.Seat)).Append(dst, lang)
	} else {
		target := msgViewNoTarget.Text().Render(lang)
		if f.Target.ID != NoCard {
			target = string(v.appendName(nil, f.Target, lang))
		}
		dst = msgViewAttack.With(NameArg(f.Attacker.Name), v.g.seatName(f.Seat), NameArg(target)).Append(dst, lang)
		if f.Type != 0 {
			dst = msgViewAttType.With(engine.Sub(typeMsg(f.Type))).Append(dst, lang)
		}
		if f.Blocker.ID != NoCard {
			dst = msgViewBlocked.With(NameArg(f.Blocker.Name)).Append(dst, lang)
		}
	}
	dst = append(dst, ".\n"...)
	for _, c := range f.Commits {
		switch c.Side {
		case 0:
			dst = msgViewAbstains.With(v.g.seatName(c.Seat)).Append(dst, lang)
		case 1:
			dst = msgViewYes.With(v.g.seatName(c.Seat), engine.Int(c.Influence)).Append(dst, lang)
		default:
			dst = msgViewNo.With(v.g.seatName(c.Seat), engine.Int(c.Influence)).Append(dst, lang)
		}
		dst = append(dst, '\n')
	}
	for i, c := range f.Played {
		dst = msgViewPlayed.With(v.g.seatName(f.PlayedSeats[i]), engine.Str(string(v.appendName(nil, c, lang)))).Append(dst, lang)
		dst = append(dst, '\n')
	}
	return dst
}

// byParty returns a player's vampires in the Streets party by party, in
// the order each party first appears.
func byParty(cs []VisibleCard) []VisibleCard {
	out := make([]VisibleCard, 0, len(cs))
	done := map[int]bool{}
	for _, c := range cs {
		if done[c.Group] {
			continue
		}
		done[c.Group] = true
		for _, d := range cs {
			if d.Group == c.Group {
				out = append(out, d)
			}
		}
	}
	return out
}
