#!/bin/bash
# cachecost.sh TESTBINARY BENCHREGEXP [LO HI]
# Modeled cost of one benchmark iteration, load-independent: runs the
# benchmark under cachegrind (cache and branch simulation) at LO and HI
# iterations and prints, per iteration (HI-LO), instructions (Ir), L1
# instruction misses (I1mr), L1 data misses (D1mr+D1mw), mispredicted
# branches (Bcm+Bim) and the model cycles = Ir/3 + 10*(I1 + D1) + 15*B.
# Example: scripts/cachecost.sh /tmp/sim.test 'BenchmarkReplayNewBlood$' 8 24
set -e
bin=$1; bench=$2; lo=${3:-8}; hi=${4:-24}
tmp=$(mktemp -d)
run() {
  GOGC=off GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 valgrind --tool=cachegrind --cache-sim=yes --branch-sim=yes \
    --I1=32768,8,64 --D1=32768,8,64 --LL=8388608,16,64 \
    --cachegrind-out-file=$tmp/cg.$1 $bin -test.run XXX -test.bench "$bench" -test.benchtime ${1}x >/dev/null 2>$tmp/err.$1
  grep -E "^summary:" $tmp/cg.$1 | sed 's/summary: //'
}
a=$(run $lo); b=$(run $hi)
ev=$(grep -E "^events:" $tmp/cg.$lo | sed 's/events: //')
python3 - "$ev" "$a" "$b" $((hi-lo)) <<'PY'
import sys
ev=sys.argv[1].split(); a=list(map(int,sys.argv[2].split())); b=list(map(int,sys.argv[3].split())); n=int(sys.argv[4])
d={e:(y-x)/n for e,x,y in zip(ev,a,b)}
i1=d['I1mr']; d1=d['D1mr']+d['D1mw']; br=d['Bcm']+d['Bim']
cyc=d['Ir']/3+10*(i1+d1)+15*br
print(f"per iteration: Ir {d['Ir']:,.0f}  I1 misses {i1:,.0f}  D1 misses {d1:,.0f}  mispredicts {br:,.0f}  model cycles {cyc:,.0f}")
PY
rm -rf $tmp
