package cards

// Anarch requirements, as data the tests check against the card list.

// anarchRequirement holds the library cards whose requirement names an
// Anarch or a baron (group G00037: a baron requirement counts as an
// Anarch one), as the card list's texts say ("Requires an Anarch",
// "Requires a baron", "Requires an Independent or Anarch vampire");
// TestAnarchRequirementMatchesCardList keeps it in step.
var anarchRequirement = map[int]bool{
	100022: true, 100052: true, 100056: true, 102218: true, 100132: true, 100232: true, 102247: true, 100297: true,
	100320: true, 102246: true, 100387: true, 100416: true, 100446: true, 100476: true, 102219: true, 100532: true,
	100563: true, 100576: true, 100597: true, 100605: true, 100638: true, 100712: true, 100713: true, 100714: true,
	100715: true, 100716: true, 100717: true, 100725: true, 100730: true, 100790: true, 100792: true, 100813: true,
	100868: true, 100910: true, 100952: true, 102251: true, 101041: true, 101071: true, 101100: true, 102229: true,
	101122: true, 101147: true, 101199: true, 101239: true, 101275: true, 101282: true, 101324: true, 102230: true,
	102231: true, 101377: true, 101401: true, 102232: true, 101429: true, 101486: true, 101496: true, 101501: true,
	101567: true, 101582: true, 101631: true, 101759: true, 101809: true, 101813: true, 101869: true, 101915: true,
	102067: true, 102128: true, 102193: true,
}

// AnarchRequirement reports whether the card of that id requires an
// Anarch, for the test that checks the list against the card list.
func AnarchRequirement(id int) bool { return anarchRequirement[id] }
