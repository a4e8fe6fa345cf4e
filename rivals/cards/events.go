package cards

import "kindred/rivals"

// The Core City Events (spec §1.4, §4.23): plain Events resolve when
// revealed and are burned; Events – Ongoing stay a round, "you" meaning
// each active player (CHOICE-CITYYOUR).

func initEvents() {
	// Chinese New Year: shuffle all Events in the burned pile into the
	// City deck (not itself, §6.4 item 6: it is burned after).
	chineseNewYear.Text = &rivals.Text{Event: func(g *rivals.Game) { g.ShuffleBurnedEvents() }}
	// Gallery Opening: each player may discard up to 2 cards; for each
	// discard, they gain 1 Prestige.
	galleryOpenning.Text = &rivals.Text{Event: func(g *rivals.Game) {
		for i := range g.Players {
			seat := (g.Active + i) % len(g.Players)
			if g.Players[seat].Eliminated {
				continue
			}
			for range 2 {
				if len(g.Hand(seat)) == 0 || !g.May(seat, galleryOpenning.Name) {
					break
				}
				g.Discard(seat)
				g.GainPrestige(seat, 1, galleryOpenning.Name)
			}
		}
	}}
	// Meeting at Alcatraz: each player must move their Leader to the
	// Streets (unless in torpor), a separate party; the active player's
	// Leader does not return to their Haven this turn.
	meetingAtAlcatraz.Text = &rivals.Text{Event: func(g *rivals.Game) {
		for seat, p := range g.Players {
			if !p.Eliminated {
				g.LeaderToStreets(seat)
			}
		}
	}}
	// Castro Street Party: characters in the Streets have +1 Secrecy.
	castroStreetParty.Text = &rivals.Text{StreetsSecrecy: 1}
	// City on the Brink: when you defeat a foe's character, gain 1 Agenda.
	cityOnTheBrink.Text = &rivals.Text{OnDefeat: func(g *rivals.Game, owner int, v *rivals.Card, _, by int) {
		if by == owner && v.Controller != owner {
			g.GainAP(owner, 1, cityOnTheBrink.Name)
		}
	}}
	// The Hunger: Vagrants in the Streets award 1 Agenda when defeated; at
	// the end of your turn, lose 1 Prestige for each character in your
	// coterie not at maximum Blood.
	theHunger.Text = &rivals.Text{
		MortalAP: func(m *rivals.Card) int { return b2i(m.Def == vagrant) },
		EndOfTurn: func(g *rivals.Game, owner int) {
			n := 0
			for _, v := range g.Coterie(owner) {
				n += b2i(v.Blood < g.BP(v))
			}
			g.LosePrestige(owner, n)
		}}
	// Wandering the BART Tunnels: every character not in their Haven is a
	// separate party.
	wanderingTheBartTunnels.Text = &rivals.Text{SeparateParties: true}
	// Cable Car Accident: characters in the Streets do not return to their
	// Haven at the start of their turn.
	cableCarAccident.Text = &rivals.Text{StayInStreets: true}
	// San Francisco Fog: Ranged cards cannot be played.
	sanFranciscoFog.Text = &rivals.Text{NoRanged: true}
	// Protests in the Streets: when a character attacks a mortal in the
	// Streets, that attacker loses 1 Blood.
	protestsInTheStreets.Text = &rivals.Text{MortalAttackBlood: 1}
}
