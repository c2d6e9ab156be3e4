package trace

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/gametree/gametree/games"
	"github.com/stretchr/testify/require"
)

func TestPackedValuesRoundTrip(t *testing.T) {
	t.Parallel()
	st := &store{}
	fixed := []int{0, 1, -1, packPlain - 1, -packPlain + 1, packPlain, -packPlain,
		games.WinBase, -games.WinBase, games.WinBase + 43, -games.WinBase - 43, games.WinBase - 43,
		games.WinBase + packLiftSpan - 1, -games.WinBase - packLiftSpan + 1,
		games.WinBase + packLiftSpan, games.WinBase/2 + 1, 1 << 50, -(1 << 50), Inf - 1, -Inf + 1,
		Inf, -Inf, Inf + 5, -Inf - 5}
	for _, v := range fixed {
		want := v
		if v >= Inf {
			want = Inf
		} else if v <= -Inf {
			want = -Inf
		}
		require.Equal(t, want, st.unpack(st.pack(v)), "%d", v)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 100000 {
		var v int
		switch r.IntN(4) {
		case 0:
			v = r.IntN(2*packPlain) - packPlain
		case 1:
			v = games.WinBase + r.IntN(2*packLiftSpan) - packLiftSpan
		case 2:
			v = -games.WinBase + r.IntN(2*packLiftSpan) - packLiftSpan
		default:
			a, b := int(r.Int64N(Inf)), int(r.Int64N(Inf))
			v = a - b
		}
		require.Equal(t, v, st.unpack(st.pack(v)), "%d", v)
	}
	// ordinary values need no side table
	st2 := &store{}
	for _, v := range []int{0, 5, -1000000000, games.WinBase + 18, -games.WinBase - 3, Inf, -Inf} {
		st2.pack(v)
	}
	require.Empty(t, st2.big)
}

func TestStepMetaRoundTrip(t *testing.T) {
	t.Parallel()
	require.LessOrEqual(t, len(stepKindNames), 16, "a step's kind has 4 bits")
	require.LessOrEqual(t, len(nodeKindNames), 8, "a node's kind has 3 bits")
	for k := range nodeKindNames {
		var f nodeFlags
		f.setBound(Upper)
		f.set(flagPV, true)
		f.setKind(NodeKind(k))
		require.Equal(t, NodeKind(k), f.kind())
		require.Equal(t, Upper, f.bound())
		require.NotZero(t, f&flagPV)
	}
	for kind := range StepKind(len(stepKindNames)) {
		for _, child := range []int32{-1, 0, 1, maxRecorded - 1} {
			for _, b := range []Bound{Exact, Lower, Upper} {
				for _, has := range []bool{false, true} {
					s := stepRec{meta: stepMeta(kind, child, b, has)}
					require.Equal(t, kind, s.kind())
					require.Equal(t, child, s.child())
					require.Equal(t, b, s.bound())
					require.Equal(t, has, s.has())
				}
			}
		}
	}
}

func TestPagesKeepEveryRecord(t *testing.T) {
	t.Parallel()
	var p pages[int32]
	n := 3*pageSize + 17
	for i := range n {
		require.Equal(t, i, p.add(int32(i)))
		if i == 9 {
			require.Equal(t, firstPage*4, p.bytes(), "a small trace holds a small first page")
		}
		if i == 1000 {
			require.Equal(t, 1024*4, p.bytes(), "the first page doubles")
		}
	}
	require.Equal(t, n, p.len())
	for i := range n {
		require.Equal(t, int32(i), *p.at(i))
	}
	require.Equal(t, 4*pageSize*4, p.bytes())
}

// FuzzJSONString checks the streamed writer's strings against encoding/json, byte for
// byte, so the streamed JSON form is the text json.Marshal would write.
func FuzzJSONString(f *testing.F) {
	for _, s := range []string{"", "a", `"\`, "<b>&</b>", "\x00\x1f\t\n\r\b\f", "\u2028\u2029", "\xff\xfe", "α≤β", "日本", "\x7f"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		t.Parallel()
		want, err := json.Marshal(s)
		require.NoError(t, err)
		require.Equal(t, string(want), string(appendJSONString(nil, s)))
	})
}

// A quiesce step keeps its threat (move and who) in the child and bound fields.
func TestQuiesceStepRoundTrip(t *testing.T) {
	t.Parallel()
	for _, m := range []games.Move{0, 6, 8, 1 << 20} {
		for _, by := range []Player{Max, Min} {
			s := stepRec{meta: quiesceMeta(m, by)}
			require.Equal(t, StepQuiesce, s.kind())
			require.Equal(t, int32(m), s.child())
			require.Equal(t, by, s.threatBy())
			require.False(t, s.has())
		}
	}
}
