package vtes

import "testing"

// The kept shares' sum is every card's share however many cards the game
// holds: those of the 63 first words of the pending set and those past
// them, which share the last word's bit (pendingWord).
func TestSharesSumMakesEveryPendingWord(t *testing.T) {
	def := &CardDef{ID: 1, Name: "Test Card", Types: Master}
	for _, n := range []int{1, 64, 65, 63 * 64, 63*64 + 1, 70 * 64} {
		var s shares
		cards := make([]*Card, n)
		for i := range cards {
			cards[i] = &Card{ID: CardID(i), Def: def, Zone: ZoneInPlay, Host: NoCard, Links: [2]CardID{NoCard, NoCard}}
			s.add(cards[i].ID, ZoneInPlay)
		}
		want := func() uint64 { return sharesAnew(cards) }
		if got := s.sum(cards); got != want() {
			t.Fatalf("%d cards: the kept sum is %#x, want %#x", n, got, want())
		}
		for _, id := range []int{0, n / 2, n - 1} { // a card of the first, a middle and the last word
			cards[id].Blood++
			s.forget(CardID(id))
		}
		if got := s.sum(cards); got != want() {
			t.Fatalf("%d cards, three changed: the kept sum is %#x, want %#x", n, got, want())
		}
		if err := s.checkAll(cards); err != nil {
			t.Fatalf("%d cards: %v", n, err)
		}
	}
}
