package cards

// Fee Stake: Perth: the unique Anarch title of baron of Perth (feeStake,
// builders.go).
var _ = register(feeStake(100716, "Fee Stake: Perth", "Perth"))
