package cards

import (
	"sort"
	"strings"

	"kindred/rivals"
)

// Library lists the Core library cards; Havens, Agendas and City the
// Core Havens, Agendas and City cards (one entry per card; Copies says
// how many the City deck holds).
var (
	Library = []*rivals.CardDef{special38, aBitingComment, allTiedUp, assertAuthority, backhandedCompliment, balanceOfPower, baseballBat, beautyIsABeast, bloodForBlood, burningDownTheHouse, cloakOfShadows, coupDeGrace, demandObedience, destroyThePlans, dignityOfTheOffice, distraction, driveBy, dumpsterDive, emergencyBloodbag, everythingIsConnected, fameAndFortune, faultyLogic, firstTraditionTheMasquerade, fleetness, fragmentedMind, freeMoney, gangUp, greed, hedgeYourBets, herald, holdoutDagger, humiliate, inciteRebellion, influencer, insanityDefense, irresistibleVoice, keeperOfElysium, kneecapped, knowYourPlace, lateNightSnack, lightningStrike, longTermInvestment, lostGlory, markedMan, mercy, molotovCocktail, prFirm, powerPlay, primogen, rainOnYourParade, royalReview, scoped3006, scryTheSoul, searchEngine, seduction, seneschal, sheriff, slapInTheFace, smokeEmOut, stealTheSpotlight, suckerPunch, terrorize, theLastWord, theMightyFall, theSpoils, throatRip, unhinged, unswayableMind, whisperingCampaign}
	Havens  = []*rivals.CardDef{artistLofts, dragonsRoost, houseOfPain, oldPostOffice, royalRetreat, theDockyards, theMadhouse, thePenthouse}
	Agendas = []*rivals.CardDef{baseOfPower, drainThemSlowly, huntTheHunters, manipulateTheMasses, playthings, strengthInNumbers, theEndIsNigh, turfWar}
	City    = []*rivals.CardDef{addict, athlete, cableCarAccident, castroStreetParty, chef, chineseNewYear, cityOnTheBrink, cop, galleryOpenning, meetingAtAlcatraz, princeOfTheCity, protestsInTheStreets, sanFranciscoFog, skateboarder, specialAffairsDivision, student, theHunger, tourGuide, vagrant, wanderingTheBartTunnels}
)

// All returns every card defined, vampires first.
func All() []*rivals.CardDef {
	var out []*rivals.CardDef
	for _, l := range [][]*rivals.CardDef{Vampires, Library, Havens, Agendas, City} {
		out = append(out, l...)
	}
	return out
}

// ByName finds a card by its English name, case-insensitive.
func ByName(name string) (*rivals.CardDef, bool) {
	for _, c := range All() {
		if strings.EqualFold(c.Name, name) {
			return c, true
		}
	}
	return nil, false
}

// ByID finds a card by its card data id.
func ByID(id string) (*rivals.CardDef, bool) {
	for _, c := range All() {
		if c.ID == id {
			return c, true
		}
	}
	return nil, false
}

// Implemented returns the cards whose whole text works, by name.
func Implemented() []*rivals.CardDef {
	var out []*rivals.CardDef
	for _, c := range All() {
		if c.Missing == "" {
			out = append(out, c)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
