package cards

import "kindred/rivals"

// The 36 vampires of the Core set (spec §1.13), by clan then BP: their
// facts, checked against the card data by TestFacts. Their texts are in
// abilities.go; a vampire whose text is not implemented yet says so in
// its Missing.
var (
	hydra           = &rivals.CardDef{ID: "core-hydra", Name: "Hydra", Kind: rivals.KindVampire, Clan: "brujah", BP: 6, Physical: 2, Social: 1, Mental: 0, Disciplines: rivals.Levels{rivals.Celerity: 1, rivals.Potence: 1, rivals.Presence: 1}}
	beretta         = &rivals.CardDef{ID: "core-beretta", Name: "Beretta", Kind: rivals.KindVampire, Clan: "brujah", BP: 5, Physical: 0, Social: 1, Mental: 2, Disciplines: rivals.Levels{rivals.Celerity: 1, rivals.Potence: 1}}
	brother         = &rivals.CardDef{ID: "core-brother", Name: "Brother", Kind: rivals.KindVampire, Clan: "brujah", BP: 5, Physical: 1, Social: 1, Mental: 1, Disciplines: rivals.Levels{rivals.Potence: 1, rivals.Presence: 1}}
	theCossack      = &rivals.CardDef{ID: "core-the-cossack", Name: "The Cossack", Kind: rivals.KindVampire, Clan: "brujah", BP: 5, Physical: 2, Social: 0, Mental: 1, Disciplines: rivals.Levels{rivals.Celerity: 1, rivals.Potence: 1}}
	johnny          = &rivals.CardDef{ID: "core-johnny", Name: "Johnny", Kind: rivals.KindVampire, Clan: "brujah", BP: 4, Physical: 0, Social: 2, Mental: 0, Disciplines: rivals.Levels{rivals.Presence: 2}}
	shades          = &rivals.CardDef{ID: "core-shades", Name: "Shades", Kind: rivals.KindVampire, Clan: "brujah", BP: 4, Physical: 1, Social: 1, Mental: 0, Disciplines: rivals.Levels{rivals.Celerity: 1, rivals.Presence: 1}}
	flick           = &rivals.CardDef{ID: "core-flick", Name: "Flick", Kind: rivals.KindVampire, Clan: "brujah", BP: 3, Physical: 0, Social: 1, Mental: 1, Disciplines: rivals.Levels{rivals.Presence: 1}}
	skunk           = &rivals.CardDef{ID: "core-skunk", Name: "Skunk", Kind: rivals.KindVampire, Clan: "brujah", BP: 3, Physical: 1, Social: 0, Mental: 1, Disciplines: rivals.Levels{rivals.Potence: 1}}
	sweetums        = &rivals.CardDef{ID: "core-sweetums", Name: "Sweetums", Kind: rivals.KindVampire, Clan: "brujah", BP: 3, Physical: 1, Social: 1, Mental: 0, Disciplines: rivals.Levels{rivals.Celerity: 1}}
	doc             = &rivals.CardDef{ID: "core-doc", Name: "Doc", Kind: rivals.KindVampire, Clan: "malkavian", BP: 5, Physical: 0, Social: 1, Mental: 2, Disciplines: rivals.Levels{rivals.Auspex: 1, rivals.Obfuscate: 1}}
	guvnah          = &rivals.CardDef{ID: "core-guvnah", Name: "Guv'nah", Kind: rivals.KindVampire, Clan: "malkavian", BP: 5, Physical: 1, Social: 1, Mental: 1, Disciplines: rivals.Levels{rivals.Auspex: 1, rivals.Dominate: 1}}
	badPenny        = &rivals.CardDef{ID: "core-bad-penny", Name: "Bad Penny", Kind: rivals.KindVampire, Clan: "malkavian", BP: 4, Physical: 0, Social: 0, Mental: 2, Disciplines: rivals.Levels{rivals.Obfuscate: 2}}
	inmate745943    = &rivals.CardDef{ID: "core-inmate-745943", Name: "Inmate #745943", Kind: rivals.KindVampire, Clan: "malkavian", BP: 4, Physical: 2, Social: 0, Mental: 0, Disciplines: rivals.Levels{rivals.Dominate: 1, rivals.Obfuscate: 1}}
	velvet          = &rivals.CardDef{ID: "core-velvet", Name: "Velvet", Kind: rivals.KindVampire, Clan: "malkavian", BP: 4, Physical: 0, Social: 1, Mental: 1, Disciplines: rivals.Levels{rivals.Auspex: 1, rivals.Obfuscate: 1}}
	karma           = &rivals.CardDef{ID: "core-karma", Name: "Karma", Kind: rivals.KindVampire, Clan: "malkavian", BP: 3, Physical: 0, Social: 0, Mental: 2, Disciplines: rivals.Levels{rivals.Auspex: 1}}
	lolita          = &rivals.CardDef{ID: "core-lolita", Name: "Lolita", Kind: rivals.KindVampire, Clan: "malkavian", BP: 3, Physical: 1, Social: 1, Mental: 0, Disciplines: rivals.Levels{rivals.Dominate: 1}}
	jesus           = &rivals.CardDef{ID: "core-jesus", Name: "Jesús", Kind: rivals.KindVampire, Clan: "malkavian", BP: 2, Physical: 0, Social: 0, Mental: 1, Disciplines: rivals.Levels{rivals.Obfuscate: 1}}
	streetPreacher  = &rivals.CardDef{ID: "core-street-preacher", Name: "Street Preacher", Kind: rivals.KindVampire, Clan: "malkavian", BP: 2, Physical: 0, Social: 0, Mental: 1, Disciplines: rivals.Levels{rivals.Auspex: 1}}
	lixueChen       = &rivals.CardDef{ID: "core-lixue-chen", Name: "Lixue Chen", Kind: rivals.KindVampire, Clan: "toreador", BP: 6, Physical: 1, Social: 2, Mental: 0, Disciplines: rivals.Levels{rivals.Auspex: 1, rivals.Celerity: 1, rivals.Presence: 1}}
	bellaForte      = &rivals.CardDef{ID: "core-bella-forte", Name: "Bella Forte", Kind: rivals.KindVampire, Clan: "toreador", BP: 5, Physical: 2, Social: 0, Mental: 1, Disciplines: rivals.Levels{rivals.Auspex: 1, rivals.Celerity: 1}}
	muhammadZadeh   = &rivals.CardDef{ID: "core-muhammad-zadeh", Name: "Muhammad Zadeh", Kind: rivals.KindVampire, Clan: "toreador", BP: 5, Physical: 0, Social: 2, Mental: 1, Disciplines: rivals.Levels{rivals.Auspex: 1, rivals.Presence: 1}}
	bunnyBenitez    = &rivals.CardDef{ID: "core-bunny-benitez", Name: "Bunny Benitez", Kind: rivals.KindVampire, Clan: "toreador", BP: 4, Physical: 1, Social: 0, Mental: 1, Disciplines: rivals.Levels{rivals.Celerity: 1, rivals.Presence: 1}}
	irisLokken      = &rivals.CardDef{ID: "core-iris-lokken", Name: "Iris Lokken", Kind: rivals.KindVampire, Clan: "toreador", BP: 4, Physical: 0, Social: 0, Mental: 2, Disciplines: rivals.Levels{rivals.Auspex: 1, rivals.Presence: 1}}
	lizaHolt        = &rivals.CardDef{ID: "core-liza-holt", Name: "Liza Holt", Kind: rivals.KindVampire, Clan: "toreador", BP: 4, Physical: 1, Social: 1, Mental: 0, Disciplines: rivals.Levels{rivals.Celerity: 1, rivals.Presence: 1}}
	bongChaPark     = &rivals.CardDef{ID: "core-bong-cha-park", Name: "Bong-Cha Park", Kind: rivals.KindVampire, Clan: "toreador", BP: 3, Physical: 0, Social: 2, Mental: 0, Disciplines: rivals.Levels{rivals.Presence: 1}}
	johnKartunen    = &rivals.CardDef{ID: "core-john-kartunen", Name: "John Kartunen", Kind: rivals.KindVampire, Clan: "toreador", BP: 3, Physical: 0, Social: 1, Mental: 1, Disciplines: rivals.Levels{rivals.Auspex: 1}}
	tySmith         = &rivals.CardDef{ID: "core-ty-smith", Name: "Ty Smith", Kind: rivals.KindVampire, Clan: "toreador", BP: 3, Physical: 1, Social: 1, Mental: 0, Disciplines: rivals.Levels{rivals.Presence: 1}}
	randolphMarz    = &rivals.CardDef{ID: "core-randolph-marz", Name: "Randolph Marz", Kind: rivals.KindVampire, Clan: "ventrue", BP: 6, Physical: 1, Social: 1, Mental: 1, Disciplines: rivals.Levels{rivals.Dominate: 1, rivals.Fortitude: 1, rivals.Presence: 1}}
	brunoWagner     = &rivals.CardDef{ID: "core-bruno-wagner", Name: "Bruno Wagner", Kind: rivals.KindVampire, Clan: "ventrue", BP: 5, Physical: 0, Social: 2, Mental: 1, Disciplines: rivals.Levels{rivals.Dominate: 1, rivals.Presence: 1}}
	stevieOsborn    = &rivals.CardDef{ID: "core-stevie-osborn", Name: "Stevie Osborn", Kind: rivals.KindVampire, Clan: "ventrue", BP: 5, Physical: 2, Social: 0, Mental: 1, Disciplines: rivals.Levels{rivals.Fortitude: 1, rivals.Presence: 1}}
	yusufKaya       = &rivals.CardDef{ID: "core-yusuf-kaya", Name: "Yusuf Kaya", Kind: rivals.KindVampire, Clan: "ventrue", BP: 5, Physical: 2, Social: 1, Mental: 0, Disciplines: rivals.Levels{rivals.Fortitude: 2}}
	montgomeryWhite = &rivals.CardDef{ID: "core-montgomery-white", Name: "Montgomery White", Kind: rivals.KindVampire, Clan: "ventrue", BP: 4, Physical: 1, Social: 1, Mental: 0, Disciplines: rivals.Levels{rivals.Fortitude: 2}}
	zhangWei        = &rivals.CardDef{ID: "core-zhang-wei", Name: "Zhang Wei", Kind: rivals.KindVampire, Clan: "ventrue", BP: 4, Physical: 0, Social: 0, Mental: 2, Disciplines: rivals.Levels{rivals.Dominate: 1, rivals.Presence: 1}}
	humbertoGarcia  = &rivals.CardDef{ID: "core-humberto-garcia", Name: "Humberto Garcia", Kind: rivals.KindVampire, Clan: "ventrue", BP: 3, Physical: 1, Social: 0, Mental: 1, Disciplines: rivals.Levels{rivals.Dominate: 1}}
	juneBryant      = &rivals.CardDef{ID: "core-june-bryant", Name: "June Bryant", Kind: rivals.KindVampire, Clan: "ventrue", BP: 3, Physical: 0, Social: 1, Mental: 1, Disciplines: rivals.Levels{rivals.Presence: 1}}
	nancyWitt       = &rivals.CardDef{ID: "core-nancy-witt", Name: "Nancy Witt", Kind: rivals.KindVampire, Clan: "ventrue", BP: 3, Physical: 0, Social: 2, Mental: 0, Disciplines: rivals.Levels{rivals.Presence: 1}}
)

// Vampires lists the Core vampires.
var Vampires = []*rivals.CardDef{
	hydra,
	beretta,
	brother,
	theCossack,
	johnny,
	shades,
	flick,
	skunk,
	sweetums,
	doc,
	guvnah,
	badPenny,
	inmate745943,
	velvet,
	karma,
	lolita,
	jesus,
	streetPreacher,
	lixueChen,
	bellaForte,
	muhammadZadeh,
	bunnyBenitez,
	irisLokken,
	lizaHolt,
	bongChaPark,
	johnKartunen,
	tySmith,
	randolphMarz,
	brunoWagner,
	stevieOsborn,
	yusufKaya,
	montgomeryWhite,
	zhangWei,
	humbertoGarcia,
	juneBryant,
	nancyWitt,
}
