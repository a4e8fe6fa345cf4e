package cards

// anarchCards are the library cards that require an Anarch (a baron
// counts, group G00037 [LSJ 20080603]) or make a vampire Anarch, by VEKN
// id, for effects that care (Powerbase: Los Angeles). Requirements live
// in the cards' Legal functions, not in data, so the list is taken from
// the official card texts, and TestAnarchCards checks it against them.
var anarchCards = map[int]bool{
	100022: true, 100052: true, 100056: true, 100057: true, 100132: true, 100144: true, 100174: true,
	100216: true, 100232: true, 100240: true, 100293: true, 100297: true, 100320: true, 100387: true,
	100416: true, 100446: true, 100475: true, 100476: true, 100532: true, 100563: true, 100576: true,
	100597: true, 100605: true, 100627: true, 100638: true, 100712: true, 100713: true, 100714: true,
	100715: true, 100716: true, 100717: true, 100725: true, 100730: true, 100736: true, 100740: true,
	100786: true, 100790: true, 100792: true, 100813: true, 100840: true, 100858: true, 100861: true,
	100868: true, 100896: true, 100910: true, 100938: true, 100952: true, 100965: true, 101041: true,
	101071: true, 101075: true, 101100: true, 101122: true, 101147: true, 101199: true, 101233: true,
	101239: true, 101275: true, 101282: true, 101290: true, 101324: true, 101377: true, 101401: true,
	101428: true, 101429: true, 101486: true, 101496: true, 101501: true, 101541: true, 101567: true,
	101582: true, 101631: true, 101759: true, 101796: true, 101809: true, 101810: true, 101813: true,
	101838: true, 101863: true, 101866: true, 101869: true, 101915: true, 102067: true, 102128: true,
	102193: true, 102218: true, 102219: true, 102229: true, 102230: true, 102231: true, 102232: true,
	102246: true, 102247: true, 102251: true,
}
